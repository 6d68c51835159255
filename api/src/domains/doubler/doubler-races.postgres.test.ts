/**
 * Balance doubler races on PostgreSQL (PGlite runs one transaction at a time and would hide them), with
 * two API servers on one database, each with its own connection pool:
 *
 * - ten visitors enter the same card at the same moment through both servers: exactly one entry, the
 *   others refused cleanly (never a server fault);
 * - both processes run the draw at the same moment, several rounds each: one draw, one doubling, one
 *   mail; the loser of the claim draws nothing.
 */
import { eq } from 'drizzle-orm';
import { doublerDraws, doublerEntries } from '../../db/doubler-schema';
import { giftCardLedger, mailOutbox } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import type { BlankCard } from '../../testing/activation';
import { settled } from '../../testing/activation';
import { DoublerVisitor, activeCards } from '../../testing/doubler';
import { describeOnPostgres } from '../../testing/postgres-server';
import { cardBalance } from '../../testing/redeem';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import { doublerDrawRound } from './doubler-draw';
import { pickWinner } from './doubler-rules';

describeOnPostgres('doubler races')('the balance doubler racing on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres;
  let cards: BlankCard[];
  const clock = { now: new Date('2026-10-20T10:00:00Z') };

  beforeAll(async () => {
    setup = await startServersOnPostgres(2, { doublerClock: () => clock.now });
    const [first] = setup.servers;
    if (!first) throw new Error('no server');
    cards = (await activeCards(first, [2_000, 3_000, 4_000])).active;
  }, 240_000);

  afterAll(async () => {
    for (const server of setup?.servers ?? []) await settled(server);
    await setup?.stop();
  });

  const server = (i: number) => setup.servers[i % setup.servers.length] as NonNullable<ServersOnPostgres['servers'][0]>;
  const db = () => server(0).handle.db;

  it('writes exactly one entry when ten visitors enter one card at once through two servers', async () => {
    const card = cards[0] as BlankCard;
    // Each visitor on its own server and address, its captcha solved beforehand: then all at once.
    const visitors = Array.from({ length: 10 }, (_, i) => new DoublerVisitor(server(i), { 'x-store': '60', 'x-forwarded-for': `203.0.113.${i + 1}` }));
    const tokens = await Promise.all(visitors.map((visitor) => visitor.captcha()));
    const answers = await Promise.all(visitors.map((visitor, i) => visitor.enter(card, { captchaToken: tokens[i], email: `entrant${i}@example.com` })));

    const accepted = answers.filter((a) => a.errors.length === 0);
    expect(accepted).toHaveLength(1);
    const refused = answers.flatMap((a) => a.errors.map((e) => e.code));
    expect(refused).toHaveLength(9);
    // Refused as entered already, or by the PIN limit the racing checks share (5 an hour per card):
    // a clean answer in the spec's format, never a server fault.
    expect(refused.every((code) => code === ErrorCode.DOUBLER_ALREADY_ENTERED || code === ErrorCode.TOO_MANY_ATTEMPTS)).toBe(true);
    expect(refused.filter((code) => code === ErrorCode.DOUBLER_ALREADY_ENTERED).length).toBeGreaterThanOrEqual(1);
    const rows = await db().select().from(doublerEntries).where(eq(doublerEntries.giftCardId, card.id));
    expect(rows.map((r) => [r.id, r.month])).toEqual([[accepted[0]?.entry?.reference, '2026-10-01']]);
  }, 120_000);

  it('draws once when both servers run the draw at the same moment', async () => {
    for (const [i, card] of cards.slice(1).entries()) {
      const answer = await new DoublerVisitor(server(i), { 'x-store': '60', 'x-forwarded-for': `198.51.100.${i + 1}` }).enter(card);
      expect(answer.errors).toEqual([]);
    }
    const before = await Promise.all(cards.map(async (card) => (await cardBalance(db(), card.id)).balance));

    // Monday 2 November, 00:05 in Berlin: three rounds in each server, all at once.
    const now = new Date('2026-11-01T23:05:00Z');
    const rounds = await Promise.all(Array.from({ length: 6 }, (_, i) => doublerDrawRound(server(i).server.paymentServices, { now })));
    const outcomes = rounds.flat();
    expect(outcomes.filter((o) => o.status === 'DONE')).toHaveLength(1);
    expect(outcomes.every((o) => o.status === 'DONE' || o.status === 'TAKEN')).toBe(true);

    const draws = await db().select().from(doublerDraws);
    expect(draws.map((d) => [d.status, d.month, d.entryCount])).toEqual([['DONE', '2026-10-01', 3]]);
    const doublings = await db().select().from(giftCardLedger).where(eq(giftCardLedger.kind, 'DOUBLER'));
    expect(doublings).toHaveLength(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'doubler-won'));
    expect(mails).toHaveLength(1);

    const after = await Promise.all(cards.map(async (card) => (await cardBalance(db(), card.id)).balance));
    const changed = cards.filter((_, i) => after[i] !== before[i]);
    expect(changed.map((c) => c.id)).toEqual([doublings[0]?.giftCardId]);
    const winner = cards.findIndex((c) => c.id === doublings[0]?.giftCardId);
    expect(after[winner]).toBe((before[winner] as number) * 2);

    // The published result recomputes on this database too.
    const visitor = new DoublerVisitor(server(1));
    const { data } = await visitor.draw('2026-10');
    const list = await visitor.drawEntries('2026-10');
    const recomputed = pickWinner(data?.seed as string, list.data?.references ?? []);
    expect([recomputed.entriesHash, recomputed.winner]).toEqual([data?.entriesHash, data?.winner.reference]);

    // Nothing left: another round in each server draws nothing.
    expect(await Promise.all([doublerDrawRound(server(0).server.paymentServices, { now }), doublerDrawRound(server(1).server.paymentServices, { now })])).toEqual([[], []]);
  }, 120_000);
});
