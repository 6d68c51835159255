/**
 * Blocking and reissuing a card racing a redeem of it, on a real PostgreSQL server (ADR 0044): PGlite
 * runs one transaction at a time and would hide the race. The reissue takes the order's lock and then
 * the card's row lock; the redeem's placement locks the card's row too. Whichever comes second sees
 * what the first left: the value is spent or moved, never both (50 trials, five at a time), the old
 * card ends blocked with nothing on it, and every balance equals its ledger.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { giftCards } from '../../db/order-schema';
import { cardStates, ledgerSum, paidOrder } from '../../testing/after-sale';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { type OperatorBrowser, loggedInOperator } from '../../testing/operators';
import { describeOnPostgres } from '../../testing/postgres-server';
import { RedeemVisitor, issueTestCard } from '../../testing/redeem';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import type { TestServer } from '../../testing/test-server';

const REDEEM_PRODUCT = 'cbde-audible';
const REISSUE = `mutation B($id: String!, $reason: String!) { deskBlockAndReissueCard(cardId: $id, reason: $reason) { movedCents card { cardId } errors { code message } } }`;
const TRIALS = 50;

describeOnPostgres('block and reissue races')('blocking and reissuing a card on PostgreSQL', () => {
  let deployment: ServersOnPostgres;
  let shop: TestServer;
  let support: OperatorBrowser;

  beforeAll(async () => {
    // One server on PostgreSQL, trusting the loopback proxy (the console's helpers speak through it).
    deployment = await startServersOnPostgres(1);
    shop = deployment.servers[0] as TestServer;
    support = (await loggedInOperator(shop, 'race-support', 'support')).browser;
  }, 240_000);

  afterAll(async () => {
    await deployment?.stop();
  });

  it(`never puts a card's value both into a redeem and onto its replacement (${TRIALS} trials)`, async () => {
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    // The order the trials' cards belong to (the reissue mails its buyer).
    const order = await paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 1 }], 'race@example.com');
    const CARD_CENTS = 1000;
    const outcomes = { reissued: 0, redeemed: 0 };
    const problems: string[] = [];

    async function trial(): Promise<void> {
      const card = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { balanceCents: CARD_CENTS });
      await shop.handle.db.update(giftCards).set({ orderId: order.orderId }).where(eq(giftCards.id, card.id));
      const visitor = new RedeemVisitor(shop);
      const checked = await visitor.check(card);
      if (checked.errors.length) throw new Error(`balance check: ${JSON.stringify(checked.errors)}`);
      const added = await visitor.add(REDEEM_PRODUCT, 2500);
      if (added.errors.length) throw new Error(`choosing: ${JSON.stringify(added.errors)}`);

      // The race: the owner places the redeem (the card covers 10 € of it) while support blocks and reissues the card.
      const [placed, reissue] = await Promise.all([
        visitor.place(randomUUID()),
        support.call<{ deskBlockAndReissueCard: { movedCents: number; card: { cardId: string } | null; errors: Array<{ code: number; message: string }> } }>(REISSUE, {
          id: card.id,
          reason: 'race: card reported lost',
        }),
      ]);
      const answer = reissue.data?.deskBlockAndReissueCard;
      const redeemed = placed.order !== null && placed.errors.length === 0;
      const reissued = !!answer?.card;
      if (redeemed) outcomes.redeemed += 1;
      if (reissued) outcomes.reissued += 1;
      if (redeemed === reissued) problems.push(`redeem ${JSON.stringify(placed.errors)} / reissue ${JSON.stringify(answer ?? reissue.errors)}`);
      // The loser finds the card blocked (the redeem) or spent (the reissue), nothing else.
      if (!redeemed && !['2041', '2044'].includes(String(placed.errors[0]?.code))) problems.push(`redeem refused with ${JSON.stringify(placed.errors)}`);
      if (!reissued && answer?.errors[0]?.code !== 2044) problems.push(`reissue refused with ${JSON.stringify(answer?.errors ?? reissue.errors)}`);

      const ids = [card.id, ...(answer?.card ? [answer.card.cardId] : [])];
      for (const state of await cardStates(shop.handle.db, ids)) {
        if (state.balanceCents < 0 || state.balanceCents !== state.ledgerCents) problems.push(`balance ${JSON.stringify(state)}`);
      }
      const spent = -(await ledgerSum(shop.handle.db, [card.id], ['HOLD', 'REDEEM', 'RELEASE']));
      const moved = -(await ledgerSum(shop.handle.db, [card.id], ['REISSUE_OUT']));
      const onReplacement = answer?.card ? await ledgerSum(shop.handle.db, [answer.card.cardId], ['REISSUE_IN']) : 0;
      if (spent + moved !== CARD_CENTS) problems.push(`value: spent ${spent} + moved ${moved} ≠ ${CARD_CENTS}`);
      if (moved !== onReplacement) problems.push(`moved ${moved} but the replacement got ${onReplacement}`);
      if (reissued && (await cardStates(shop.handle.db, [card.id]))[0]?.status !== 'BLOCKED') problems.push(`card ${card.id} not blocked after its reissue`);
    }

    for (let i = 0; i < TRIALS; i += 5) await Promise.all(Array.from({ length: 5 }, () => trial()));
    console.info(`block and reissue vs redeem: the reissue won ${outcomes.reissued}, the redeem ${outcomes.redeemed} of ${TRIALS}`);
    expect(problems).toEqual([]);
    expect(outcomes.reissued + outcomes.redeemed).toBe(TRIALS);
  }, 600_000);
});
