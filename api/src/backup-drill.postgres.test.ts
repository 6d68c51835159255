/**
 * Issue 38, item 5: the backup drill, in CI. The shop runs on PostgreSQL and is used over real HTTP:
 * orders placed and paid, a card redeemed in part, an operator refund (a money change and an audit
 * row). What the API acknowledged is recorded: order numbers, states and amounts, card balances (the
 * service desk's view), the audit log and its hash chain. Then a backup (`backupPostgres`, what
 * `pnpm operator backup` runs) is taken WHILE shoppers keep ordering, and one order is placed and paid
 * between the backup's snapshot and its dump. The backup is restored with `pnpm operator restore`'s
 * command into a new, empty database, and the API is started on it. It must show:
 *
 * - every order acknowledged before the backup started, with the same number, state, amounts and card
 *   balances; the order acknowledged after the snapshot is not there (the backup is one point in time,
 *   nothing acknowledged later is required);
 * - every card's balance is the sum of its ledger entries;
 * - every audit row acknowledged before, and the chain intact through them (the recorded last hash is
 *   still that row's hash); and the shop keeps working on the restored database (a new audit row
 *   chains on).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { backupPostgres, postgresTool } from './db/backup';
import { refunds } from './db/order-schema';
import { ErrorCode } from './errors';
import { parseTrustProxy } from './http/client-address';
import { parseCommand, runBackupCommand } from './operator/commands';
import { resolveRepoRoot, shopPaths } from './paths';
import { type PaidOrder, eventually, knownPin, operatorRefund, paidOrder } from './testing/after-sale';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from './testing/checkout';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from './testing/postgres-server';
import { RedeemVisitor } from './testing/redeem';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from './testing/test-server';

const KEY = 'bac0bac0'.repeat(8);
const REDEEM_PRODUCT = 'cbde-audible';
const ERRORS = 'errors { message code referencedRequestParameter }';
const DESK_ORDER = `query O($id: String!) { deskOrder(orderUuid: $id) { order {
  order { orderNumber status kind grandTotalCents currency }
  cards { cardId status balanceCents }
  payments { status method amountCents }
  refunds { amountCents status } } ${ERRORS} } }`;
const AUDIT_LOG = 'query A($offset: Int) { operatorAuditLog(limit: 200, offset: $offset) { entries { id at actor action targetKind targetId } hasMore } }';
const AUDIT_VERIFY = '{ operatorAuditVerify { rows intact lastId lastHash broken { id problem } } }';

interface DeskOrder {
  order: { orderNumber: string; status: string; kind: string; grandTotalCents: number; currency: string };
  cards: { cardId: string; status: string; balanceCents: number }[];
  payments: { status: string; method: string; amountCents: number }[];
  refunds: { amountCents: number; status: string }[];
}
interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  targetKind: string | null;
  targetId: string | null;
}
interface ChainReport {
  rows: number;
  intact: boolean;
  lastId: string | null;
  lastHash: string;
  broken: { id: string; problem: string } | null;
}

/** An operator query with the demo's operator token (an admin), failing the test on any GraphQL error. */
async function operator<T>(shop: TestServer, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await shop.graphql<T>(query, { variables, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'x-store': '60' } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
}

/** An order as the service desk shows it (null: the shop does not know it). */
async function deskOrder(shop: TestServer, orderUuid: string): Promise<DeskOrder | null> {
  const { deskOrder: answer } = await operator<{ deskOrder: { order: DeskOrder | null; errors: { code: number }[] } }>(shop, DESK_ORDER, { id: orderUuid });
  if (!answer.order) expect(answer.errors).toEqual([expect.objectContaining({ code: ErrorCode.UNKNOWN_CART_ITEM })]);
  return answer.order;
}

async function auditLog(shop: TestServer): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let more = true; more; ) {
    const page = (await operator<{ operatorAuditLog: { entries: AuditEntry[]; hasMore: boolean } }>(shop, AUDIT_LOG, { offset: entries.length })).operatorAuditLog;
    entries.push(...page.entries);
    more = page.hasMore;
  }
  return entries;
}

describeOnPostgres('backup drill')('the backup drill: a backup taken while the shop sells restores everything it acknowledged', () => {
  let source: PostgresServer;
  let target: PostgresServer | undefined;
  let shop: TestServer;
  let restoredShop: TestServer | undefined;
  let checkout: Checkout;
  let work: string;
  const paths = shopPaths(resolveRepoRoot());

  beforeAll(async () => {
    source = await startPostgresServer();
    // Behind a loopback proxy: the busy shoppers' orders come from addresses of their own.
    shop = await startTestServer({ paymentHmacKeyHex: KEY, trustProxy: parseTrustProxy('loopback') }, await source.openPrepared({ poolMax: 20 }));
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    work = mkdtempSync(join(tmpdir(), 'shop-backup-drill-'));
  }, 240_000);

  afterAll(async () => {
    await restoredShop?.close();
    await shop?.close();
    target?.stop();
    source?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** An owner redeems part of a card (nothing left to pay): the redeem order is acknowledged as completed. */
  async function redeem(cardId: string, amountCents: number): Promise<{ id: string; orderNumber: string }> {
    const visitor = new RedeemVisitor(shop);
    expect((await visitor.check(await knownPin(shop, cardId))).errors).toEqual([]);
    expect((await visitor.add(REDEEM_PRODUCT, amountCents)).errors).toEqual([]);
    const placed = await visitor.place();
    expect(placed.order?.status).toBe('COMPLETED');
    return { id: placed.order?.id as string, orderNumber: placed.order?.orderNumber as string };
  }

  it('restores every order, balance and audit row acknowledged before the backup into a new database, and the shop works on it', async () => {
    // 1. The shop sells, a card is redeemed in part, an operator refunds an order (an audit row).
    const sold = await Promise.all([
      paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }], 'drill-a@example.com'),
      paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 2 }], 'drill-b@example.com'),
      paidOrder(shop, checkout, [{ amountCents: 7500, quantity: 1 }], 'drill-c@example.com'),
    ]);
    const [first, second, third] = sold as [PaidOrder, PaidOrder, PaidOrder];
    const redeemOrder = await redeem(first.cardIds[0] as string, 2000);
    const refund = (await operatorRefund(shop, { orderUuid: second.orderId, reason: 'backup drill: the customer cancelled' })).payload;
    expect(refund?.errors).toEqual([]);
    // The provider confirms the refund in the background: recorded once settled.
    await eventually(async () => (await shop.handle.db.select().from(refunds).where(eq(refunds.id, refund?.refund?.id as string)))[0]?.status === 'REFUNDED', 'the refund confirmed');

    // What the API acknowledged: the orders (the desk's view of each), the audit log and its chain.
    const acknowledged = new Map<string, DeskOrder>();
    for (const orderUuid of [...sold.map((o) => o.orderId), redeemOrder.id]) acknowledged.set(orderUuid, (await deskOrder(shop, orderUuid)) as DeskOrder);
    expect(acknowledged.get(first.orderId)?.cards.map((c) => c.balanceCents)).toEqual([3000]);
    expect(acknowledged.get(second.orderId)?.refunds).toEqual([{ amountCents: 5000, status: 'REFUNDED' }]);
    expect(acknowledged.get(redeemOrder.id)?.order).toMatchObject({ orderNumber: redeemOrder.orderNumber, status: 'COMPLETED' });
    const auditBefore = await auditLog(shop);
    expect(auditBefore.map((e) => e.action)).toContain('order.refund');
    const chainBefore = (await operator<{ operatorAuditVerify: ChainReport }>(shop, AUDIT_VERIFY)).operatorAuditVerify;
    expect(chainBefore).toMatchObject({ intact: true, rows: auditBefore.length, lastId: auditBefore[0]?.id });

    // 2. Shoppers keep ordering while the backup runs.
    let shopping = true;
    const busy: { order: PaidOrder; beforeBackup: boolean }[] = [];
    let backupStarted = false;
    const shopper = async (n: number) => {
      // Each order from an address of its own: however long the backup takes here, no per-address limit binds.
      for (let i = 0; shopping; i += 1) {
        const address = { 'x-forwarded-for': `198.51.${n}.${i % 250}` };
        const order = await paidOrder(shop, checkout, [{ amountCents: 1000 + 500 * n, quantity: 1 }], `busy-${n}@example.com`, 'card', address);
        busy.push({ order, beforeBackup: !backupStarted });
      }
    };
    const shoppers = [shopper(1), shopper(2)];
    try {
      // Shopping is under way: an order is acknowledged before the backup starts (so it must be restored).
      await eventually(async () => busy.length > 0, 'a first order of the busy shoppers', 60_000);
      backupStarted = true;
      let late: PaidOrder | undefined;
      const backup = await backupPostgres({
        url: source.url,
        dir: work,
        migrationsDir: paths.migrationsDir,
        // Between the snapshot and pg_dump: an order placed and paid now is acknowledged after the backup's point in time.
        progress: {
          snapshot: async () => {
            late = await paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 1 }], 'late@example.com');
          },
        },
      });
      shopping = false;
      await Promise.all(shoppers);

      expect(backup.manifest).toMatchObject({ kind: 'postgres', checks: { cardsOffLedger: 0, auditLog: { lastId: expect.any(String) } } });
      expect(Number(backup.manifest.checks.auditLog.lastId)).toBeGreaterThanOrEqual(Number(chainBefore.lastId));

      // 3. Restored with the CLI's command into a new, empty database: checked against the manifest and the audit chain.
      target = await startPostgresServer();
      await (await target.open()).close();
      const lines: string[] = [];
      const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), cwd: work };
      await runBackupCommand(parseCommand(['restore', '--from', backup.manifestFile]), paths, { ...process.env, DATABASE_URL: target.url, MIGRATION_DATABASE_URL: '' }, io);
      expect(lines.join('\n')).toContain('It matches the backup: migration level, row counts, balances and ledgers, and the audit log.');

      // 4. The API on the restored database.
      restoredShop = await startTestServer({ paymentHmacKeyHex: KEY, secrets: shop.secrets }, await target.open({ poolMax: 10 }));
      for (const [orderUuid, view] of acknowledged) expect(await deskOrder(restoredShop, orderUuid)).toEqual(view);
      const required = busy.filter((b) => b.beforeBackup);
      expect(required.length).toBeGreaterThan(0);
      for (const { order } of required) {
        expect(await deskOrder(restoredShop, order.orderId)).toMatchObject({
          order: { orderNumber: order.orderNumber, status: 'COMPLETED', grandTotalCents: order.amountCents },
          payments: [expect.objectContaining({ status: 'AUTHORISED', amountCents: order.amountCents })],
        });
      }
      // Acknowledged after the snapshot: not in the backup (a backup is one point in time).
      expect(late).toBeDefined();
      expect(await deskOrder(shop, late?.orderId as string)).toMatchObject({ order: { status: 'COMPLETED' } });
      expect(await deskOrder(restoredShop, late?.orderId as string)).toBeNull();

      // Every card's balance is the sum of its ledger entries.
      const restoredDb = restoredShop.handle.db;
      const offLedger = (await restoredDb.execute(sql`select count(*)::int as n from gift_cards g
        where g.balance_cents <> (select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l where l.gift_card_id = g.id)`)) as unknown as { rows: { n: number }[] };
      expect(offLedger.rows[0]?.n).toBe(0);

      // The audit log: every row acknowledged before, the chain intact, the recorded last hash still that row's.
      const restoredAudit = await auditLog(restoredShop);
      expect(restoredAudit.slice(-auditBefore.length)).toEqual(auditBefore);
      const chainRestored = (await operator<{ operatorAuditVerify: ChainReport }>(restoredShop, AUDIT_VERIFY)).operatorAuditVerify;
      expect(chainRestored).toMatchObject({ intact: true, broken: null, lastId: backup.manifest.checks.auditLog.lastId, lastHash: backup.manifest.checks.auditLog.lastHash });
      const kept = (await restoredDb.execute(sql`select row_hash from operator_audit_log where id = ${chainBefore.lastId}`)) as unknown as { rows: { row_hash: string }[] };
      expect(kept.rows[0]?.row_hash).toBe(chainBefore.lastHash);

      // The shop works on it: an operator refund there is a new audit row, chained on.
      const again = (await operatorRefund(restoredShop, { orderUuid: third.orderId, reason: 'backup drill: after the restore' })).payload;
      expect(again?.errors).toEqual([]);
      const chainAfter = (await operator<{ operatorAuditVerify: ChainReport }>(restoredShop, AUDIT_VERIFY)).operatorAuditVerify;
      expect(chainAfter).toMatchObject({ intact: true, rows: chainRestored.rows + 1 });
    } finally {
      shopping = false;
      await Promise.allSettled(shoppers);
    }
  }, 180_000);

  it('never puts the password on a command line: the tools read it from a private file that is gone afterwards', async () => {
    // pg_dump behind a wrapper (PG_BIN_DIR) that records its arguments and its password file, then runs the real one.
    const bin = join(work, 'bin');
    const record = join(work, 'pg_dump.record');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'pg_dump'),
      `#!/bin/sh\n{ printf 'arg %s\\n' "$@"; echo "PGPASSWORD=\${PGPASSWORD:-unset}"; echo "file $PGPASSFILE"; stat -c 'mode %a' "$PGPASSFILE"; cat "$PGPASSFILE"; } >> ${record}\nexec ${postgresTool('pg_dump', {})} "$@"\n`,
      { mode: 0o755 },
    );
    // The test server trusts local connections, so any password is accepted; it must still travel only in the file.
    const withPassword = source.url.replace('postgres://postgres@', 'postgres://postgres:s3cr%3At%5Cpw@');
    const backup = await backupPostgres({ url: withPassword, dir: join(work, 'with-password'), migrationsDir: paths.migrationsDir, env: { ...process.env, PG_BIN_DIR: bin, PGPASSWORD: 'from-the-environment' } });
    expect(backup.manifest.source).toMatch(/^127\.0\.0\.1:\d+\/shop_\w+$/);
    // Customers' data: the files are the operator's alone.
    for (const file of [backup.dumpFile, backup.manifestFile]) expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(record, 'utf8');
    expect(text).toContain('arg --version');
    expect(text).toMatch(/^arg --snapshot=\S+$/m);
    expect(text).toMatch(/^arg --dbname=postgres:\/\/postgres@127\.0\.0\.1:\d+\/shop_\w+$/m);
    expect(text.split('\n').filter((line) => line.startsWith('arg ')).join('\n')).not.toMatch(/s3cr|%3A/);
    // The caller's PGPASSWORD is not passed on; the file is private and holds the decoded password, escaped.
    expect(text).toContain('PGPASSWORD=unset');
    expect(text).toContain('mode 600');
    expect(text).toContain('*:*:*:postgres:s3cr\\:t\\\\pw');
    const files = [...text.matchAll(/^file (\S+)$/gm)].map((m) => m[1] as string);
    expect(files).toHaveLength(2);
    for (const file of files) expect(existsSync(file)).toBe(false);
  }, 120_000);

  it('refuses to restore over a database that has tables, and without a database to restore into', async () => {
    const backup = await backupPostgres({ url: source.url, dir: join(work, 'again'), migrationsDir: paths.migrationsDir });
    const io = { out: () => undefined, err: () => undefined, cwd: work };
    const restore = (env: NodeJS.ProcessEnv) => runBackupCommand(parseCommand(['restore', '--from', backup.dumpFile]), paths, env, io);
    await expect(restore({ ...process.env, DATABASE_URL: source.url, MIGRATION_DATABASE_URL: '' })).rejects.toThrow(
      /Refusing to restore into 127\.0\.0\.1:\d+\/shop_\w+: it holds tables \(.+\)\. Restore into a new, empty database/,
    );
    await expect(restore({ ...process.env, DATABASE_URL: '', MIGRATION_DATABASE_URL: '' })).rejects.toThrow(/Set DATABASE_URL .* to a new, empty database/);
    await expect(runBackupCommand(parseCommand(['restore', '--from', backup.dumpFile, '--to', 'x']), paths, process.env, io)).rejects.toThrow(/--to DIR is for a PGlite backup/);
  }, 120_000);
});
