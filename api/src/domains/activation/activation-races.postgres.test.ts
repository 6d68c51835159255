/**
 * Activation races on PostgreSQL (PGlite runs one transaction at a time and would hide them), with two
 * API servers on one database, each with its own connection pool:
 *
 * - ten visitors activate the same blank card at the same moment through both servers: exactly one
 *   activation order is placed and goes to its payment, the others are refused;
 * - the activation job runs in both servers at once, several rounds each, over the same due
 *   activations: every card is activated exactly once (one ledger ISSUE, one mail).
 *
 * The servers activate an hour after the payment (ACTIVATION_DELAY), so paid activations wait for the
 * job; the test makes them due.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { cardActivations } from '../../db/activation-schema';
import { orders } from '../../db/cart-schema';
import { giftCardLedger, giftCards, mailOutbox, payments } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { ActivationVisitor, type BlankCard, blankPackProduct, buyBlankPack, settled } from '../../testing/activation';
import { Checkout } from '../../testing/checkout';
import { describeOnPostgres } from '../../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import { runDueActivations } from './activation-job';

describeOnPostgres('activation races')('activations racing on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres;
  let cards: BlankCard[];

  beforeAll(async () => {
    setup = await startServersOnPostgres(2, { activationDelayMs: 60 * 60_000 });
    const [first] = setup.servers;
    if (!first) throw new Error('no server');
    cards = await buyBlankPack(first, await blankPackProduct(first));
  }, 240_000);

  afterAll(async () => {
    for (const server of setup?.servers ?? []) await settled(server);
    await setup?.stop();
  });

  const db = () => (setup.servers[0] as NonNullable<ServersOnPostgres['servers'][0]>).handle.db;
  const server = (i: number) => setup.servers[i % setup.servers.length] as NonNullable<ServersOnPostgres['servers'][0]>;

  it('places exactly one activation order when ten visitors activate one card at once through two servers', async () => {
    const card = cards[0] as BlankCard;
    // Each visitor on its own server and address, its captcha solved beforehand: then all at once.
    const visitors = Array.from({ length: 10 }, (_, i) => new ActivationVisitor(server(i), { 'x-store': '60', 'x-forwarded-for': `203.0.113.${i + 1}` }));
    const tokens = await Promise.all(visitors.map((visitor) => visitor.captcha()));
    const answers = await Promise.all(visitors.map((visitor, i) => visitor.activate(card, 2000 + i * 100, { captchaToken: tokens[i] })));

    const proceeded = answers.filter((a) => a.errors.length === 0);
    expect(proceeded).toHaveLength(1);
    expect(proceeded[0]?.action?.type).toBe('REDIRECT');
    const refused = answers.filter((a) => a.errors.length > 0).flatMap((a) => a.errors.map((e) => e.code));
    expect(refused).toHaveLength(9);
    // Refused by the activation under way, or by the PIN limit the racing checks share (5 an hour per card).
    expect(refused.every((code) => code === ErrorCode.ACTIVATION_FAILED || code === ErrorCode.TOO_MANY_ATTEMPTS)).toBe(true);
    expect(refused.filter((code) => code === ErrorCode.ACTIVATION_FAILED).length).toBeGreaterThanOrEqual(1);

    const activations = await db().select().from(cardActivations).where(eq(cardActivations.giftCardId, card.id));
    expect(activations.map((a) => a.status)).toEqual(['PENDING_PAYMENT']);
    const orderId = activations[0]?.orderId as string;
    expect(orderId).toBe(proceeded[0]?.activation?.orderUuid);
    expect((await db().select().from(orders).where(eq(orders.kind, 'ACTIVATION'))).map((o) => [o.id, o.status])).toEqual([[orderId, 'PENDING']]);
    expect((await db().select().from(payments).where(eq(payments.orderId, orderId))).map((p) => p.status)).toEqual(['REDIRECTED']);

    // Paid: scheduled an hour later, not activated yet.
    await new Checkout(server(0), { id: '', variations: [] }).choose(proceeded[0]?.action?.url as string, 'authorised');
    const winner = visitors[answers.indexOf(proceeded[0] as (typeof answers)[number])] as ActivationVisitor;
    const scheduled = await winner.waitFor(orderId, 'SCHEDULED');
    expect(new Date(scheduled.dueAt as string).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect((await db().select().from(giftCards).where(eq(giftCards.id, card.id)))[0]?.status).toBe('NOT_ACTIVATED');
    expect(await runDueActivations(server(0).server.paymentServices)).toBe(0);
  }, 120_000);

  it('activates every due card once when the job runs in both servers at once', async () => {
    // Three more paid activations, waiting for the job (the first test's one too).
    const visitor = new ActivationVisitor(server(1), { 'x-store': '60', 'x-forwarded-for': '198.51.100.7' });
    const waiting = cards.slice(1, 4);
    for (const [i, card] of waiting.entries()) {
      const answer = await visitor.activate(card, 1000 * (i + 1));
      expect(answer.errors).toEqual([]);
      await new Checkout(server(1), { id: '', variations: [] }).choose(answer.action?.url as string, 'authorised');
      await visitor.waitFor(answer.activation?.orderUuid as string, 'SCHEDULED');
    }
    const ids = cards.slice(0, 4).map((c) => c.id);
    const scheduled = await db().select().from(cardActivations).where(inArray(cardActivations.giftCardId, ids));
    expect(scheduled.filter((a) => a.status === 'SCHEDULED')).toHaveLength(4);
    await db().execute(sql`update card_activations set due_at = now() - interval '1 second' where status = 'SCHEDULED'`);

    // Both servers, three rounds each, at the same moment.
    const rounds = await Promise.all(Array.from({ length: 6 }, (_, i) => runDueActivations(server(i).server.paymentServices)));
    expect(rounds.reduce((sum, n) => sum + n, 0)).toBe(4);

    const activations = await db().select().from(cardActivations).where(inArray(cardActivations.giftCardId, ids));
    expect(activations.every((a) => a.status === 'DONE' && a.doneAt !== null && a.attempts === 1)).toBe(true);
    const ledger = await db().select().from(giftCardLedger).where(inArray(giftCardLedger.giftCardId, ids));
    expect(ledger.filter((l) => l.kind === 'ISSUE')).toHaveLength(4);
    expect(ledger).toHaveLength(4);
    for (const activation of activations) {
      const [card] = await db().select().from(giftCards).where(eq(giftCards.id, activation.giftCardId));
      expect(card).toMatchObject({ status: 'ACTIVE', balanceCents: activation.amountCents });
      const issues = ledger.filter((l) => l.giftCardId === activation.giftCardId);
      expect(issues.map((l) => [l.kind, l.amountCents, l.orderId])).toEqual([['ISSUE', activation.amountCents, activation.orderId]]);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `card-activated:${activation.id}`));
      expect(mails).toHaveLength(1);
    }
    // Nothing left: another round in each server activates nothing.
    expect(await Promise.all([runDueActivations(server(0).server.paymentServices), runDueActivations(server(1).server.paymentServices)])).toEqual([0, 0]);
  }, 120_000);
});
