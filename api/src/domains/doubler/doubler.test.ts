import { and, eq, inArray, sql } from 'drizzle-orm';
import { doublerDrawEntries, doublerDraws, doublerEntries } from '../../db/doubler-schema';
import { giftCardLedger, giftCards, mailOutbox } from '../../db/order-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { ErrorCode } from '../../errors';
import { DatabaseBackend, HttpBackend } from '../../operator/backends';
import { type CliIo, parseCommand, runCommand } from '../../operator/commands';
import { shopPaths } from '../../paths';
import type { BlankCard } from '../../testing/activation';
import { DoublerVisitor, activeCards } from '../../testing/doubler';
import { cardBalance, issueTestCard } from '../../testing/redeem';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../../testing/test-server';
import type { DoublerWonPayload } from '../mail/mail-types';
import { renderMail } from '../mail/templates';
import { doublerDrawRound } from './doubler-draw';
import { pickWinner } from './doubler-rules';
import { doublerEntryNumber } from './doubler-service';
import { captureLogs } from '../../testing/log-capture';

/**
 * The balance doubler (issue 18) over real HTTP on PGlite, with the doubler's clock fixed: three active
 * cards entered in October 2026; the draw does nothing on Sunday 1 November and draws once from Monday
 * 2 November 00:00 in Berlin: exactly one card's balance doubled by a DOUBLER ledger entry, one
 * doubler-won mail, a published result that recomputes from its entry list. Running it again draws
 * nothing. The operator lists draws and activations and may run a draw again only after it FAILED.
 */
describe('the balance doubler', () => {
  let shop: TestServer;
  let clock = new Date('2026-10-15T10:00:00Z');
  /** 40, 120 and 300 on three cards (300 is over the prize cap); a fourth for November. */
  let cards: BlankCard[];
  let notActivated: BlankCard;
  const amounts = [4_000, 12_000, 30_000, 6_000];
  const entered: { card: BlankCard; reference: string; number: string }[] = [];

  beforeAll(async () => {
    shop = await startTestServer({ doublerClock: () => clock });
    const bought = await activeCards(shop, amounts);
    cards = bought.active;
    notActivated = bought.blank[0] as BlankCard;
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.handle.db;
  const balances = async () => Promise.all(cards.map(async (card) => (await cardBalance(db(), card.id)).balance));
  const operatorIo = () => {
    const lines: string[] = [];
    const io: CliIo = { out: (line) => lines.push(line), err: () => {}, cwd: '/' };
    return { lines, io };
  };
  /** The operator CLI through the server's operator API (the server holds the embedded database). */
  const operator = async (argv: string) => {
    const { lines, io } = operatorIo();
    await runCommand(parseCommand(argv.split(' ')), new HttpBackend(shop.url, TEST_OPERATOR_TOKEN), shopPaths(shop.root), io);
    return lines.join('\n');
  };

  it('shows the month’s promotion where the storefront runs the doubler, and nothing elsewhere', async () => {
    const german = await new DoublerVisitor(shop).promotion();
    expect(german).toEqual({
      data: {
        month: '2026-10',
        timeZone: 'Europe/Berlin',
        // The last moment of October in Berlin (winter time from 25 October: UTC+1).
        entryDeadline: '2026-10-31T22:59:59.999Z',
        nextDrawDate: '2026-11-02',
        maxPrize: { cents: 25_000, currency: 'EUR' },
        lastDraw: null,
      },
      errors: [],
    });
    const dutch = await new DoublerVisitor(shop, { 'x-store': '10' }).promotion();
    expect(dutch.data).toMatchObject({ month: '2026-10', timeZone: 'Europe/Amsterdam', nextDrawDate: '2026-11-02' });
    // The Austrian storefront does not run it: no promotion (its page is a 404), and no entry.
    const austrian = new DoublerVisitor(shop, { 'x-store': '61' });
    expect(await austrian.promotion()).toEqual({ data: null, errors: [] });
    expect((await austrian.enter(cards[0] as BlankCard)).errors).toEqual([
      { code: ErrorCode.DOUBLER_UNAVAILABLE, message: 'The balance doubler does not run in this shop', referencedRequestParameter: null },
    ]);
  });

  it('enters three active cards in October 2026, once each', async () => {
    for (const card of cards.slice(0, 3)) {
      const visitor = new DoublerVisitor(shop);
      const answer = await visitor.enter(card);
      expect(answer.errors).toEqual([]);
      expect(answer.entry).toMatchObject({ month: '2026-10', maskedNumber: `•••• ${card.number.slice(-4)}`, drawDate: '2026-11-02' });
      expect(answer.entry?.reference).toMatch(/^[0-9a-f-]{36}$/);
      // What the entrant is shown: a short number of the month, never the uuid.
      expect(answer.entry?.number).toMatch(/^D-2610-[A-HJ-NP-Z2-9]{6}$/);
      // The thank-you page's product: the card's pack, by its slug in the visitor's language.
      expect(answer.entry?.productSlug).toMatch(/^[a-z0-9-]+$/);
      entered.push({ card, reference: answer.entry?.reference as string, number: answer.entry?.number as string });
    }
    const rows = await db().select().from(doublerEntries).where(eq(doublerEntries.storefrontKey, 'CBDE'));
    expect(rows).toHaveLength(3);
    // Three entries, three different numbers (one sequence, a bijective scramble).
    expect(new Set(entered.map((e) => e.number)).size).toBe(3);
    expect(rows.every((r) => r.month === '2026-10-01' && r.email === 'winner@example.com' && r.language === 'de')).toBe(true);
    expect(rows.every((r) => r.conditionsAcceptedAt.getTime() === clock.getTime())).toBe(true);

    // The same card again this month: refused with its own code, through another visitor too.
    const again = await new DoublerVisitor(shop).enter(cards[1] as BlankCard, { email: 'someone@example.com' });
    expect(again).toEqual({
      entry: null,
      cardStorefront: null,
      errors: [{ code: ErrorCode.DOUBLER_ALREADY_ENTERED, message: "This card has already been entered in this month's balance doubler", referencedRequestParameter: 'input.cardNumber' }],
    });
    // The database holds it whatever the code does.
    await expect(
      db().insert(doublerEntries).values({ id: crypto.randomUUID(), storefrontKey: 'CBDE', giftCardId: cards[1]?.id as string, month: '2026-10-01', email: 'x@example.com', language: 'de', conditionsAcceptedAt: clock }),
    ).rejects.toThrow();
    expect(await db().select().from(doublerEntries)).toHaveLength(3);
  });

  it('refuses cards that cannot take part, the form’s mistakes and a failed captcha, with the balance check’s codes', async () => {
    const visitor = new DoublerVisitor(shop);
    const codes = async (card: { number: string; pin: string }, overrides: Record<string, unknown> = {}) =>
      (await visitor.enter(card, overrides)).errors.map((e) => [e.code, e.referencedRequestParameter]);
    const pepper = shop.secrets.pinPepper;
    expect(await codes(notActivated)).toEqual([[ErrorCode.CARD_NOT_ACTIVATED, 'input.cardNumber']]);
    expect(await codes(await issueTestCard(db(), pepper, { status: 'BLOCKED' }))).toEqual([[ErrorCode.CARD_BLOCKED, 'input.cardNumber']]);
    const dutch = await issueTestCard(db(), pepper, { storefrontKey: 'CB' });
    expect(await codes(dutch)).toEqual([[ErrorCode.CARD_OTHER_STORE, 'input.cardNumber']]);
    // The store it belongs to, as the balance check names it (the card problem's way on), only after its right PIN.
    const named = await visitor.enter(dutch);
    expect(named.cardStorefront?.name).toMatch(/ Nederland$/);
    expect(named.cardStorefront?.balanceCheckUrl).toMatch(/^https?:\/\/[^/]+\/saldocheck\/$/);
    expect((await visitor.enter({ ...dutch, pin: dutch.pin === '999999' ? '999998' : '999999' })).cardStorefront).toBeNull();
    // Expired by the doubler's clock (15 October 2026).
    expect(await codes(await issueTestCard(db(), pepper, { expiresAt: new Date('2026-10-01T00:00:00Z') }))).toEqual([[ErrorCode.CARD_EXPIRED, 'input.cardNumber']]);
    expect(await codes(await issueTestCard(db(), pepper, { balanceCents: 0 }))).toEqual([[ErrorCode.CARD_NO_BALANCE, 'input.cardNumber']]);
    expect(await codes(await issueTestCard(db(), pepper, { isTest: true }))).toEqual([[ErrorCode.TEST_CARD, 'input.cardNumber']]);

    const card = cards[3] as BlankCard;
    expect(await codes(card, { acceptConditions: false })).toEqual([[ErrorCode.INVALID_CART_INPUT, 'input.acceptConditions']]);
    expect((await visitor.enter(card, { acceptConditions: false })).errors[0]?.message).toBe('Please accept the conditions of the balance doubler');
    expect(await codes(card, { email: 'nope', pin: '12' })).toEqual([
      [ErrorCode.INVALID_CART_INPUT, 'input.pin'],
      [ErrorCode.INVALID_CART_INPUT, 'input.email'],
    ]);
    expect(await codes(card, { captchaToken: 'forged' })).toEqual([[ErrorCode.CAPTCHA_FAILED, 'input.captchaToken']]);
    // A wrong PIN and an unknown number get the same answer.
    expect(await codes({ number: card.number, pin: card.pin === '000000' ? '000001' : '000000' })).toEqual([[ErrorCode.CARD_UNKNOWN, 'input.cardNumber']]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id))).toEqual([]);
  });

  it('counts wrong PINs against the balance check’s limits in the database', async () => {
    const card = await issueTestCard(db(), shop.secrets.pinPepper, { balanceCents: 5_000 });
    const visitor = new DoublerVisitor(shop);
    const wrong = card.pin === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await visitor.enter({ number: card.number, pin: wrong })).errors.map((e) => e.code)).toEqual([ErrorCode.CARD_UNKNOWN]);
    // Locked: the right PIN too, for the doubler and the balance check alike (one counter).
    expect((await visitor.enter(card)).errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([[ErrorCode.TOO_MANY_ATTEMPTS, 'input.pin']]);
    expect((await visitor.check(card)).errors.map((e) => e.code)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    expect(await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id))).toEqual([]);
  });

  it('draws nothing on Sunday 1 November, and once from Monday 2 November 00:00 in Berlin: one doubled balance, one mail', async () => {
    const before = await balances();
    // 23:59 on Sunday 1 November in Berlin: October is over, its draw day has not come.
    expect(await doublerDrawRound(shop.server.paymentServices, { now: new Date('2026-11-01T22:59:00Z') })).toEqual([]);
    expect(await db().select().from(doublerDraws)).toEqual([]);

    clock = new Date('2026-11-01T23:00:00Z');
    const outcomes = await doublerDrawRound(shop.server.paymentServices, { now: clock });
    expect(outcomes).toEqual([expect.objectContaining({ status: 'DONE', storefrontKey: 'CBDE', month: '2026-10', entryCount: 3 })]);

    const draws = await db().select().from(doublerDraws);
    expect(draws).toHaveLength(1);
    const draw = draws[0];
    expect(draw).toMatchObject({ status: 'DONE', month: '2026-10-01', attempt: 1, startedBy: 'JOB', entryCount: 3, currency: 'EUR' });
    expect(draw?.drawnAt?.toISOString()).toBe('2026-11-01T23:00:00.000Z');
    const winnerIndex = entered.findIndex((e) => e.reference === draw?.winnerEntryId);
    expect(winnerIndex).toBeGreaterThanOrEqual(0);

    // Exactly one card got more: the winner's balance doubled (capped at 250.00), by one DOUBLER entry.
    const after = await balances();
    const prize = Math.min(before[winnerIndex] as number, 25_000);
    expect(draw?.prizeCents).toBe(prize);
    expect(after).toEqual(before.map((balance, i) => (i === winnerIndex ? balance + prize : balance)));
    const doublings = await db().select().from(giftCardLedger).where(eq(giftCardLedger.kind, 'DOUBLER'));
    expect(doublings.map((l) => [l.id, l.giftCardId, l.amountCents])).toEqual([[draw?.ledgerEntryId, entered[winnerIndex]?.card.id, prize]]);
    for (const card of cards) {
      const { balance, ledger } = await cardBalance(db(), card.id);
      expect(balance).toBe(ledger);
    }

    // Exactly one mail, to the winner's entry address: the prize, the last four digits, the result page.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'doubler-won'));
    expect(mails).toHaveLength(1);
    const winnerCard = entered[winnerIndex]?.card as BlankCard;
    expect(mails[0]).toMatchObject({ recipient: 'winner@example.com', language: 'de', storefrontKey: 'CBDE', dedupeKey: `doubler-won:${draw?.id}`, sealedSecrets: null });
    expect(JSON.stringify(mails[0])).not.toContain(winnerCard.number);
    const payload = mails[0]?.payload as unknown as DoublerWonPayload;
    expect(payload).toMatchObject({
      month: '2026-10',
      prize: { cents: prize, currency: 'EUR' },
      newBalance: { cents: (before[winnerIndex] as number) + prize, currency: 'EUR' },
      maskedNumber: `•••• ${winnerCard.number.slice(-4)}`,
    });
    expect(payload.resultUrl).toMatch(/^http:\/\/localhost:\d+\/verdoppler\/$/);
    const rendered = await renderMail('doubler-won', 'de', payload);
    expect(rendered.subject).toContain('Guthaben-Verdoppler');
    expect(rendered.text).toContain('Oktober 2026');
    expect(rendered.text).toContain(winnerCard.number.slice(-4));
    expect(rendered.text).not.toContain(winnerCard.number.slice(0, 8));
    expect(rendered.html).toContain(payload.resultUrl);
    expect((await renderMail('doubler-won', 'nl', payload)).subject).toContain('saldoverdubbelaar');
    expect((await renderMail('doubler-won', 'fr', payload)).subject).toContain('doubleur de solde');
    expect((await renderMail('doubler-won', 'ro', payload)).subject).toContain('balance doubler');
  });

  it('publishes a result that anyone can recompute from its entry list, without e-mails or card numbers', async () => {
    const visitor = new DoublerVisitor(shop);
    const { data, errors } = await visitor.draw('2026-10');
    expect(errors).toEqual([]);
    const [draw] = await db().select().from(doublerDraws);
    expect(data).toEqual({
      month: '2026-10',
      drawnAt: '2026-11-01T23:00:00.000Z',
      entryCount: 3,
      entriesHash: draw?.entriesHash,
      seed: draw?.seed,
      // The winner's number is the one its entrant was shown.
      winner: { reference: draw?.winnerEntryId, number: entered.find((e) => e.reference === draw?.winnerEntryId)?.number, maskedNumber: expect.stringMatching(/^•••• \d{4}$/) },
      prize: { cents: draw?.prizeCents, currency: 'EUR' },
    });
    const list = await visitor.drawEntries('2026-10');
    expect(list.data).toMatchObject({ month: '2026-10', entryCount: 3, entriesHash: data?.entriesHash, pageNumber: 1, itemsPerPage: 1000 });
    expect([...(list.data?.references ?? [])].sort()).toEqual(entered.map((e) => e.reference).sort());
    // The check a reader makes: the published list and seed give the published hash and winner.
    const recomputed = pickWinner(data?.seed as string, list.data?.references as string[]);
    expect(recomputed.entriesHash).toBe(data?.entriesHash);
    expect(recomputed.winner).toBe(data?.winner.reference);
    expect(recomputed.ordered).toEqual(list.data?.references);
    // Page by page, in the same order.
    const pages = [1, 2, 3].map((pageNumber) => visitor.drawEntries('2026-10', { itemsPerPage: 1, pageNumber }));
    expect((await Promise.all(pages)).flatMap((page) => page.data?.references ?? [])).toEqual(list.data?.references);

    const published = JSON.stringify([data, list, await visitor.draws(), await visitor.promotion()]);
    expect(published).not.toContain('@example.com');
    for (const card of cards) expect(published).not.toContain(card.number);

    // The promotion shows it as the last draw; the list of draws too.
    expect((await visitor.promotion()).data).toMatchObject({ month: '2026-11', nextDrawDate: '2026-12-07', lastDraw: data });
    expect((await visitor.draws()).data).toEqual([data]);
    // Unknown months are no draw; malformed ones an error; another storefront has none.
    expect(await visitor.draw('2026-09')).toEqual({ data: null, errors: [] });
    expect((await visitor.draw('october')).errors).toEqual([{ code: ErrorCode.INVALID_ARGUMENT, message: 'Give the month as YYYY-MM', referencedRequestParameter: 'month' }]);
    expect(await new DoublerVisitor(shop, { 'x-store': '10' }).draw('2026-10')).toEqual({ data: null, errors: [] });
    const tooMany = await shop.graphql<unknown>('query { doublerDrawEntries(month: "2026-10", paging: { itemsPerPage: 5000 }) { data { month } } }', { headers: { 'x-store': '60' } });
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.INVALID_PAGING, referencedRequestParameter: 'paging.itemsPerPage' });
  });

  it('draws nothing new when run again, or in two rounds at once', async () => {
    expect(await doublerDrawRound(shop.server.paymentServices, { now: clock })).toEqual([]);
    const later = new Date('2026-11-20T12:00:00Z');
    expect(await Promise.all([doublerDrawRound(shop.server.paymentServices, { now: later }), doublerDrawRound(shop.server.paymentServices, { now: later })])).toEqual([[], []]);
    expect(await db().select().from(doublerDraws)).toHaveLength(1);
    expect(await db().select().from(giftCardLedger).where(eq(giftCardLedger.kind, 'DOUBLER'))).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'doubler-won'))).toHaveLength(1);
    // A finished draw and its list can never be changed.
    await expect(db().update(doublerDraws).set({ seed: '0'.repeat(64) })).rejects.toThrow();
    await expect(db().delete(doublerDrawEntries)).rejects.toThrow();
  });

  it('lets the operator list draws and activations, refuses a re-run after DONE and allows one after a FAILED draw', async () => {
    // November: two cards entered (a card takes part once a month, every month).
    clock = new Date('2026-11-10T09:00:00Z');
    for (const card of [cards[0], cards[3]] as BlankCard[]) expect((await new DoublerVisitor(shop).enter(card)).entry?.month).toBe('2026-11');
    expect((await new DoublerVisitor(shop).enter(cards[3] as BlankCard)).errors.map((e) => e.code)).toEqual([ErrorCode.DOUBLER_ALREADY_ENTERED]);

    await expect(operator('doubler-draw --store 60 --month 2026-10')).rejects.toThrow(/The draw of CBDE 2026-10 is DONE: only a month whose draws failed/);
    // November's entries are still open.
    await expect(operator('doubler-draw --store CBDE --month 2026-11')).rejects.toThrow(/The entries of 2026-11 are open until 2026-11-30T22:59:59.999Z/);

    // The draw of November fails on its first Monday (the ledger refuses the credit): nothing of it stays.
    clock = new Date('2026-12-07T06:00:00Z');
    await db().execute(sql.raw(`create function test_refuse_doubler() returns trigger language plpgsql as $$ begin raise exception 'ledger offline (test)'; end $$`));
    await db().execute(sql.raw(`create trigger test_refuse_doubler before insert on gift_card_ledger for each row when (new.kind = 'DOUBLER') execute function test_refuse_doubler()`));
    const errors = captureLogs();
    try {
      const [failed] = await doublerDrawRound(shop.server.paymentServices, { now: clock });
      expect(failed).toMatchObject({ status: 'FAILED', month: '2026-11', reason: expect.stringContaining('ledger offline (test)') });
      expect(errors.messages('error').some((line) => line.includes('ALERT') && line.includes('CBDE 2026-11'))).toBe(true);
      // The job does not retry at once (a lasting fault would flood the alerts).
      expect(await doublerDrawRound(shop.server.paymentServices, { now: new Date(clock.getTime() + 60_000) })).toEqual([]);
    } finally {
      errors.restore();
    }
    const november = await db().select().from(doublerDraws).where(eq(doublerDraws.month, '2026-11-01'));
    expect(november.map((d) => [d.status, d.attempt, d.winnerEntryId, d.ledgerEntryId])).toEqual([['FAILED', 1, null, null]]);
    expect(await db().select().from(doublerDrawEntries).where(inArray(doublerDrawEntries.drawId, november.map((d) => d.id)))).toEqual([]);
    expect(await db().select().from(giftCardLedger).where(eq(giftCardLedger.kind, 'DOUBLER'))).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'doubler-won'))).toHaveLength(1);

    const listed = await operator('doubler-draws --store CBDE');
    expect(listed.split('\n')[0]).toMatch(/^STORE\s+MONTH\s+STATUS\s+ATTEMPT\s+BY\s+ENTRIES\s+PRIZE\s+WINNER\s+DRAWN\s+REASON$/);
    expect(listed).toMatch(/CBDE\s+2026-11\s+FAILED\s+1\s+JOB\s+-\s+-\s+-\s+\S+\s+ledger offline \(test\)$/m);
    expect(listed).toMatch(/CBDE\s+2026-10\s+DONE\s+1\s+JOB\s+3\s+\d+\.\d{2} EUR\s+•••• \d{4}/);

    // Fixed, the operator runs it again: DONE, attempt 2, one more doubling and one more mail.
    await db().execute(sql.raw('drop trigger test_refuse_doubler on gift_card_ledger'));
    clock = new Date('2026-12-07T08:00:00Z');
    const rerun = await operator('doubler-draw --store CBDE --month 2026-11');
    expect(rerun).toMatch(/CBDE\s+2026-11\s+DONE\s+2\s+OPERATOR\s+2\s+/);
    expect(rerun).toContain('Drawn: the winner is mailed');
    await expect(operator('doubler-draw --store CBDE --month 2026-11')).rejects.toThrow(/is DONE/);
    expect(await doublerDrawRound(shop.server.paymentServices, { now: clock })).toEqual([]);
    const doneNovember = await db().select().from(doublerDraws).where(and(eq(doublerDraws.month, '2026-11-01'), eq(doublerDraws.status, 'DONE')));
    expect(doneNovember).toHaveLength(1);
    expect(await db().select().from(giftCardLedger).where(eq(giftCardLedger.kind, 'DOUBLER'))).toHaveLength(2);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'doubler-won'))).toHaveLength(2);
    // The operator's draw is in the audit log (issue 19): before, the month's failed draw; after, the
    // new one with the winner's last four digits only. The refused re-run wrote nothing.
    const audited = await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'doubler.draw'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorKind: 'cli-token', targetKind: 'doubler-draw', targetId: 'CBDE/2026-11' });
    expect(audited[0]?.before).toMatchObject({ draws: [{ status: 'FAILED', attempt: 1, failureReason: 'ledger offline (test)' }] });
    expect(audited[0]?.after).toMatchObject({ status: 'DONE', attempt: 2, startedBy: 'OPERATOR', winnerMaskedNumber: expect.stringMatching(/^•••• \d{4}$/) });

    // The same through the database backend (the CLI without a running server).
    const { lines, io } = operatorIo();
    const direct = new DatabaseBackend(shop.handle, shop.root, { publicRemotesBase: '', devRemotes: false }, { urls: shop.server.paymentServices.urls, now: () => clock, earlyDraws: false });
    await expect(runCommand(parseCommand(['doubler-draw', '--store', 'CBDE', '--month', '2026-11']), direct, shopPaths(shop.root), io)).rejects.toThrow(/is DONE/);
    // --early is the demo's only: this backend says production.
    await expect(runCommand(parseCommand(['doubler-draw', '--store', 'CB', '--month', '2026-12', '--early']), direct, shopPaths(shop.root), io)).rejects.toThrow(/demo only/);
    await runCommand(parseCommand(['doubler-draws', '--json']), direct, shopPaths(shop.root), io);
    expect(JSON.parse(lines.join('\n')).map((d: { month: string; status: string }) => `${d.month} ${d.status}`)).toEqual(['2026-11 DONE', '2026-11 FAILED', '2026-10 DONE']);

    // The activation orders: number, status, amount, masked card, dates; never a whole card number.
    const activations = await operator('activations');
    expect(activations.split('\n')[0]).toMatch(/^ORDER\s+STORE\s+STATUS\s+AMOUNT\s+CARD\s+CREATED\s+DUE\s+DONE\s+PROBLEM$/);
    expect(activations).toMatch(/CBDE\s+DONE\s+300\.00 EUR\s+•••• \d{4}/);
    expect(activations.split('\n')).toHaveLength(1 + amounts.length);
    for (const card of cards) expect(activations).not.toContain(card.number);
  });

  it('draws the running month early in the demo only when the operator asks, and then takes no more entries for it', async () => {
    // The Dutch storefront in December: nobody entered; the demo server allows --early.
    const early = await operator('doubler-draw --store CB --month 2026-12 --early');
    expect(early).toMatch(/CB\s+2026-12\s+NO_ENTRIES\s+1\s+OPERATOR\s+0/);
    const dutchCard = await issueTestCard(db(), shop.secrets.pinPepper, { storefrontKey: 'CB', balanceCents: 2_500 });
    const answer = await new DoublerVisitor(shop, { 'x-store': '10' }).enter(dutchCard);
    expect(answer.errors.map((e) => e.code)).toEqual([ErrorCode.DOUBLER_UNAVAILABLE]);
    const [card] = await db().select().from(giftCards).where(eq(giftCards.id, dutchCard.id));
    expect(card?.balanceCents).toBe(2_500);
  });
});

describe('doublerEntryNumber', () => {
  it('is D, the month as YYMM and six unambiguous characters, different for every sequence value', () => {
    expect(doublerEntryNumber('2026-11', 1)).toMatch(/^D-2611-[A-HJ-NP-Z2-9]{6}$/);
    const numbers = new Set(Array.from({ length: 2000 }, (_, i) => doublerEntryNumber('2026-11', i + 1)));
    expect(numbers.size).toBe(2000);
    // Consecutive entries do not look consecutive.
    expect(doublerEntryNumber('2026-11', 2).slice(-6)).not.toBe(doublerEntryNumber('2026-11', 1).slice(-6));
  });
});
