/**
 * Issue 36: the minimum remaining balance is part of placing's money transaction (judged under the
 * cards' locks), so it holds when redeems of one card place at once, too.
 *
 * Issue 15's money target on PostgreSQL (PGlite runs one transaction at a time and would hide every
 * race): 100 redeems of ONE card, checked and chosen through two API processes, then placed all at
 * once, each submitted twice at once. The card covers four of them: four complete, the others get the
 * spec's "no balance" answer, nothing is placed twice, and the ledger sums to the balance exactly.
 */
import type { DatabaseHandle } from '../../db';
import { type ApiProcess, newDataDir, removeDataDir, startApiProcess } from '../../testing/api-process';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../../testing/postgres-server';
import { issueTestCard } from '../../testing/redeem';
import { runRedeemRace } from '../../testing/redeem-race';

const PEPPER = 'redeem-race-test-pepper-0123456789';
const SHARED_ENV = { SECRETS_KEY: 'cd'.repeat(32), PIN_PEPPER: PEPPER, PAYMENT_HMAC_KEY: '7ace'.repeat(16), CAPTCHA_COST: '1', CAPTCHA_COUNTER_MAX: '20' };

describeOnPostgres('redeem races')('redeems racing for one card on two API processes', () => {
  let postgres: PostgresServer;
  let handle: DatabaseHandle;
  const processes: ApiProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    handle = await postgres.openPrepared();
    for (let i = 0; i < 2; i += 1) {
      const dataDir = newDataDir('shop-redeem-race-');
      dirs.push(dataDir);
      processes.push(await startApiProcess({ dataDir, env: { DATABASE_URL: postgres.url, ...SHARED_ENV, OPERATOR_TOKEN: 'redeem-race' } }));
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await handle?.close();
    postgres?.stop();
    for (const dir of dirs) removeDataDir(dir);
  });

  it('never redeems more than the balance: 100 at once, 4 covered, each placed once, the ledger exact', async () => {
    const balanceCents = 10_000;
    const card = { ...(await issueTestCard(handle.db, PEPPER, { balanceCents })), balanceCents };
    const result = await runRedeemRace({ processes, db: handle.db, card, productId: 'cbde-audible', redeems: 100, amountCents: 2_500 });
    expect(result.unexpected).toEqual([]);
    expect(result.doublePlaced).toBe(0);
    expect(result.completed).toBe(4);
    expect(result.refused).toBe(96);
    expect(result.redeemedCents).toBe(balanceCents);
    expect(result.overspentCents).toBe(0);
    expect(result.balanceCents).toBe(0);
    expect(result.ledgerCents).toBe(result.balanceCents);
  }, 600_000);

  it('keeps the minimum remaining balance (spec §5) when redeems of one card place at once: 2 complete, the rest refused, never below it', async () => {
    // A card of the redeem shop that asks a balance to remain (spec §3 redeemData.minimumRemainingBalance).
    const answer = await fetch(`${processes[0]?.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store': '60' },
      body: JSON.stringify({ query: 'query { redeemProducts(paging: { itemsPerPage: 100 }) { items { id fixedValues { cents } redeemData { minimumRemainingBalance { cents } minimumAvailableCustomAmount { cents } } } } }' }),
    });
    type Item = { id: string; fixedValues: { cents: number }[]; redeemData: { minimumRemainingBalance: { cents: number }; minimumAvailableCustomAmount: { cents: number } } };
    const items = ((await answer.json()) as { data: { redeemProducts: { items: Item[] } } }).data.redeemProducts.items;
    const product = items.find((p) => p.redeemData.minimumRemainingBalance.cents > 0);
    if (!product) throw new Error('no redeem product with a minimum remaining balance');
    const minimumCents = product.redeemData.minimumRemainingBalance.cents;
    const amountCents = product.fixedValues[0]?.cents ?? Math.max(product.redeemData.minimumAvailableCustomAmount.cents, 2_000);
    // Two choices and the minimum: each redeem alone leaves enough, any third placed would not.
    const balanceCents = 2 * amountCents + minimumCents;
    const card = { ...(await issueTestCard(handle.db, PEPPER, { balanceCents })), balanceCents };
    const result = await runRedeemRace({ processes, db: handle.db, card, productId: product.id, redeems: 40, amountCents, refusedCode: 2051 });
    expect(result.unexpected).toEqual([]);
    expect(result.doublePlaced).toBe(0);
    expect(result.completed).toBe(2);
    expect(result.refused).toBe(38);
    expect(result.balanceCents).toBe(minimumCents);
    expect(result.ledgerCents).toBe(result.balanceCents);
  }, 600_000);
});
