/**
 * Issue 38 item 6, ADR 0064: a deploy without a dropped request. Two API processes of the built
 * release (`api/dist/main.mjs`) on one PostgreSQL server behind the shipped nginx configuration, while
 * virtual shoppers browse, fill baskets, place orders and pay them through nginx. The deploy is the
 * one docs/operations.md describes: the new release's migration (an expand step on the busiest table)
 * runs first, with the old release serving; then each process in turn is taken out of nginx, stopped
 * (it drains and exits), replaced by a process of the new release on the same port and put back once
 * ready. Every request must get its right answer, every order the shop acknowledged must end paid in
 * the database, and both processes must have been replaced while serving.
 *
 * The "new release" is the same build copied into a release folder of its own with one more
 * migration: a second build would only cost time, and what a deploy changes for a request is the
 * process, the port's owner and the schema.
 */
import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './db';
import { expandContractFindings } from './db/expand-contract';
import { SESSION_COOKIE } from './domains/cart/session';
import { LENIENT_FRAUD_ENV } from './config/fraud';
import { RENDERER_FILE, resolveRepoRoot } from './paths';
import { remoteReleases } from './db/schema';
import { testDeclaration } from './testing/release-builds';
import { type ApiProcess, freePort, newDataDir, removeDataDir, startApiProcess } from './testing/api-process';
import { PRODUCTS } from './testing/catalogue-queries';
import { ADD, CHECK, GERMAN_PRODUCT_PATH, PAY, PLACE, customer } from './testing/checkout';
import { eventually } from './testing/eventually';
import { request } from './testing/http';
import { type RunningNginx, nginxInstalled, shopSite, startNginx } from './testing/nginx';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from './testing/postgres-server';

const run = promisify(execFile);
const SHOPPERS = 6;
/** Requests each process must have served before it is replaced and after, and orders placed after the deploy. */
const SERVED = 15;
const ORDERS_AFTER = 3;
const SHARED_ENV = {
  PAYMENT_HMAC_KEY: '5eed'.repeat(16),
  SECRETS_KEY: 'cd'.repeat(32),
  PIN_PEPPER: 'rolling-deploy-test-pepper-012345',
  OPERATOR_TOKEN: 'rolling-deploy',
  // nginx on loopback is the edge: the shop believes its X-Forwarded-For (each shopper's own address).
  TRUST_PROXY: '127.0.0.1',
  ...LENIENT_FRAUD_ENV,
  // The demo's payment service notifies the process that started the payment (its own loopback
  // address). One started on a process that is then replaced waits for the retry that finds the new
  // process on that port (0.2 s, 1 s, 3 s, 10 s, 30 s …): no order is lost, and the shop's
  // reconciliation, which asks the provider about payments left open, settles it sooner. A real
  // provider notifies the deployment's public URL, whichever process answers.
  RECONCILE_INTERVAL_MS: '2000',
  RECONCILE_STALE_MS: '5000',
};
const PRODUCT = 'query ($path: String!) { product(path: $path) { id variations { id variationType } } }';
/** The new release's migration: an expand step on the table every order writes, applied under load. */
const PROBE_MIGRATION = `-- The rolling deploy test's new release: columns and a table the old release does not know.
ALTER TABLE "orders" ADD COLUMN "deploy_probe" text;--> statement-breakpoint
CREATE TABLE "deploy_probe_marks" ("id" serial PRIMARY KEY NOT NULL, "note" text NOT NULL);--> statement-breakpoint
CREATE INDEX "deploy_probe_marks_note_idx" ON "deploy_probe_marks" ("note");
`;
/** A server renderer with the shell's interface (render-host), so a page is rendered as in production. */
const RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.renderShellPage = async (input, callbacks) => {
  setImmediate(() => callbacks.onShellReady('public'));
  return { abort() {}, pipe(destination) { destination.end('<!DOCTYPE html><html><body><main data-rendered="server"></main></body></html>'); } };
};
`;

/**
 * A release folder as a deploy ships it: the API's bundles, its migrations, the shell's build and the
 * dependencies (linked from this checkout). The process finds its root from its own bundle's folder.
 */
function releaseFolder(dir: string, build: string, extraMigration?: { tag: string; sql: string }): string {
  const root = resolveRepoRoot();
  mkdirSync(join(dir, 'api'), { recursive: true });
  cpSync(build, join(dir, 'api', 'dist'), { recursive: true });
  cpSync(join(root, 'api', 'drizzle'), join(dir, 'api', 'drizzle'), { recursive: true });
  symlinkSync(join(root, 'api', 'node_modules'), join(dir, 'api', 'node_modules'), 'dir');
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const shellDist = join(dir, 'shell', 'dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!DOCTYPE html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>');
  writeFileSync(join(shellDist, RENDERER_FILE), RENDERER);
  writeFileSync(join(shellDist, 'shop-assets.json'), JSON.stringify({ chunks: { main: { js: ['main.js'], css: [] } } }));
  if (extraMigration) {
    const journalFile = join(dir, 'api', 'drizzle', 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1) as { idx: number; when: number };
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 100_000, tag: extraMigration.tag });
    writeFileSync(journalFile, JSON.stringify(journal, null, 2));
    writeFileSync(join(dir, 'api', 'drizzle', `${extraMigration.tag}.sql`), extraMigration.sql);
  }
  return join(dir, 'api', 'dist', 'main.mjs');
}

type Failure = { step: string; status?: number; error: string };

/** What the load generator saw. */
class Load {
  requests = 0;
  journeys = 0;
  failures: Failure[] = [];
  /** Orders the shop acknowledged: placed, and the payment authorised on the provider's page. */
  acknowledged: { orderNumber: string; at: number }[] = [];
  private visitors = 0;
  private stopping = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly edge: string,
    private readonly product: { id: string; variations: { id: string; variationType: string }[] },
  ) {}

  start(shoppers: number): void {
    this.loops = Array.from({ length: shoppers }, () => this.shop());
  }

  /** Lets every shopper finish the journey under way (a started payment is paid), then resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  private async shop(): Promise<void> {
    while (!this.stopping && this.failures.length === 0) {
      await this.journey(this.visitors++);
      this.journeys += 1;
    }
  }

  /** One visitor, on an address of its own (as many visitors are: nginx's and the shop's per-client limits count each), from browsing to a paid order. */
  private async journey(index: number): Promise<void> {
    const localAddress = `127.20.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
    let cookie = '';
    const send = async (step: string, path: string, options: { method?: string; body?: string; headers?: Record<string, string> }, expected: number) => {
      this.requests += 1;
      try {
        const res = await request(`${this.edge}${path}`, {
          ...options,
          localAddress,
          headers: { host: 'localhost', ...(cookie ? { cookie } : {}), ...options.headers },
        });
        const fresh = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
        if (fresh) cookie = fresh.split(';')[0] as string;
        if (res.status !== expected) throw Object.assign(new Error(res.text.slice(0, 300)), { status: res.status });
        return res;
      } catch (error) {
        this.failures.push({ step, status: (error as { status?: number }).status, error: String((error as Error).message ?? error) });
        throw error;
      }
    };
    const graphql = async <T>(step: string, query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const res = await send(step, '/graphql', { method: 'POST', body: JSON.stringify({ query, variables }), headers: { 'content-type': 'application/json', 'x-store': '60' } }, 200);
      const body = res.json<{ data?: T; errors?: unknown[] }>();
      // Each mutation answers its own problems in `errors` beside the data: none is expected either.
      const payloadErrors = Object.values((body.data ?? {}) as Record<string, { errors?: unknown[] } | null>).flatMap((value) => value?.errors ?? []);
      if (body.errors || payloadErrors.length > 0) {
        const error = JSON.stringify(body.errors ?? payloadErrors).slice(0, 300);
        this.failures.push({ step, status: res.status, error });
        throw new Error(error);
      }
      return body.data as T;
    };
    try {
      await send('page', index % 2 ? '/' : GERMAN_PRODUCT_PATH, {}, 200);
      await graphql('catalogue', PRODUCTS, { filters: { filterByProductType: ['GIFT_CARD'] }, paging: { itemsPerPage: 12 } });
      await graphql('product', PRODUCT, { path: GERMAN_PRODUCT_PATH });
      const digital = this.product.variations.find((v) => v.variationType === 'DIGITAL')?.id;
      const added = await graphql<{ addGiftCardPackage: { order: { id: string } } }>('add to basket', ADD, {
        input: { productId: this.product.id, variationId: digital, variationType: 'DIGITAL', amountCents: 2500, quantity: 1, giftPacking: false },
      });
      const cartId = added.addGiftCardPackage.order.id;
      const email = `shopper${index}@example.com`;
      const placed = await graphql<{ placeOrder: { order: { orderNumber: string } } }>('place order', PLACE, {
        input: { orderUuid: cartId, ...customer({ email, emailConfirmation: email }) },
      });
      const paying = await graphql<{ addGiftCardPayment: { action: { url: string } } }>('start payment', PAY, {
        input: { orderUuid: cartId, method: 'card', returnPath: `/kasse/zahlung-verarbeiten/?order=${cartId}` },
      });
      // The hosted payment page (the test payment service), reached through nginx like the shop.
      const page = new URL(paying.addGiftCardPayment.action.url, this.edge);
      await send('pay on the provider page', page.pathname + page.search, { method: 'POST', body: 'outcome=authorised', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 303);
      this.acknowledged.push({ orderNumber: placed.placeOrder.order.orderNumber, at: Date.now() });
      // The return page asks for the outcome once (it may still be on its way from the provider).
      await graphql('return page', CHECK, { orderUuid: cartId });
    } catch {
      // Recorded in `failures`; the shopper stops (a failure fails the test).
    }
  }
}

/** nginx's access log: which process (port) answered when. */
function servedBy(accessLog: string, port: number): number[] {
  if (!existsSync(accessLog)) return [];
  const times: number[] = [];
  for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
    const [msec, ...upstreams] = line.split(' ');
    // A retried request names every upstream it tried ("a:1, b:2"); the last one answered.
    const answered = upstreams.join(' ').split(/,\s*/).at(-1)?.split(' ')[0];
    if (answered === `127.0.0.1:${port}`) times.push(Number(msec) * 1000);
  }
  return times;
}

describeOnPostgres('rolling deploy')('a rolling deploy of two API processes behind nginx, under load', () => {
  let tmp: string;
  let postgres: PostgresServer;
  let handle: DatabaseHandle;
  let nginx: RunningNginx;
  let accessLog: string;
  const dataDirs: string[] = [];
  const slots: { name: string; port: number; process: ApiProcess }[] = [];
  let oldMain: string;
  let newMain: string;

  const startProcess = async (script: string, port: number) => {
    const dataDir = newDataDir('shop-rolling-');
    dataDirs.push(dataDir);
    const api = await startApiProcess({ script, port, dataDir, env: { DATABASE_URL: postgres.url, ...SHARED_ENV } });
    await eventually(async () => (await request(`${api.base}/readyz`).catch(() => null))?.status === 200, `${api.base}/readyz`, 60_000, 50);
    return api;
  };

  beforeAll(async () => {
    if (!nginxInstalled()) throw new Error('nginx is not installed (/usr/sbin/nginx): apt-get install -y nginx, as .ci/run does');
    tmp = mkdtempSync(join(tmpdir(), 'shop-rolling-deploy-'));
    // The render host runs as nobody when the tests run as root: it must read the release's shell.
    chmodSync(tmp, 0o755);
    const build = join(tmp, 'build');
    await run(process.execPath, [join(resolveRepoRoot(), 'api', 'build.mjs'), '--outdir', build], { cwd: join(resolveRepoRoot(), 'api') });
    oldMain = releaseFolder(join(tmp, 'release-1'), build);
    newMain = releaseFolder(join(tmp, 'release-2'), build, { tag: '0999_rolling_deploy_probe', sql: PROBE_MIGRATION });
    postgres = await startPostgresServer();
    handle = await postgres.openPrepared({ poolMax: 2 });
    const [a, b] = [await freePort(), await freePort()];
    const [first, second] = await Promise.all([startProcess(oldMain, a), startProcess(oldMain, b)]);
    slots.push({ name: 'A', port: a, process: first }, { name: 'B', port: b, process: second });
    // The pages the shoppers open are the catalogue release's (its declaration names their routes).
    await handle.db.insert(remoteReleases).values({
      remote: 'catalogue',
      version: '1.0.0',
      baseUrl: 'https://cdn.example/catalogue/1.0.0',
      declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] }),
    });
    const pinned = await request(`${slots[0]?.process.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SHARED_ENV.OPERATOR_TOKEN}` },
      body: JSON.stringify({ query: 'mutation { r: operatorSetRemote(allStores: true, remote: catalogue, pinnedVersion: "1.0.0") { errors { code } } }' }),
    });
    expect(pinned.json()).toEqual({ data: { r: { errors: [] } } });
    accessLog = join(tmp, 'access.log');
    nginx = await startNginx([a, b], { accessLog });
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(slots.map((slot) => slot.process.stop()));
    await handle?.close();
    postgres?.stop();
    for (const dir of dataDirs) removeDataDir(dir);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('the new release’s migration is an expand step (the rule every migration is held to)', () => {
    expect(expandContractFindings(PROBE_MIGRATION).findings).toEqual([]);
  });

  it('rolls both processes to the new release while shoppers shop: 0 failed requests, 0 lost orders', async () => {
    const ports = slots.map((slot) => slot.port);
    const productAnswer = await request(`${nginx.base}/graphql`, {
      method: 'POST',
      headers: { host: 'localhost', 'content-type': 'application/json', 'x-store': '60' },
      body: JSON.stringify({ query: PRODUCT, variables: { path: GERMAN_PRODUCT_PATH } }),
    });
    const load = new Load(nginx.base, productAnswer.json<{ data: { product: ConstructorParameters<typeof Load>[1] } }>().data.product);
    /** True while no request failed; throws with the first failure (stops waiting at once). */
    const noFailures = () => {
      if (load.failures.length > 0) throw new Error(`a request failed: ${JSON.stringify(load.failures[0])}`);
      return true;
    };
    const started = Date.now();
    const phases: string[] = [];
    const phase = (name: string) => phases.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    load.start(SHOPPERS);
    try {
      // Both old processes serve the shoppers.
      await eventually(() => noFailures() && ports.every((port) => servedBy(accessLog, port).length >= SERVED) && load.acknowledged.length >= 2, 'both old processes to serve', 60_000, 50);

      phase('both old processes served');
      // 1. The new release's migrations, with the old release serving (the expand step).
      const migrated = await run(process.execPath, [newMain.replace(/main\.mjs$/, 'db-migrate.mjs')], {
        // As docs/operations.md runs it: a lock it cannot get soon fails the step rather than stalling the shop
        // (10 s here: on a busy test machine a transaction on orders may take seconds).
        env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: postgres.url, NODE_ENV: 'production', PG_LOCK_TIMEOUT_MS: '10000' },
      });
      expect(migrated.stdout).toContain('Migrated postgres database');
      const column = await handle.db.execute(sql`select 1 from information_schema.columns where table_name = 'orders' and column_name = 'deploy_probe'`);
      expect((column as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      // The old release stays ready on the newer schema (it only needs its own migrations applied).
      for (const slot of slots) expect((await request(`${slot.process.base}/readyz`)).status).toBe(200);

      phase('migrated');
      // 2. Each process in turn: out of nginx, stopped after draining, replaced, ready, back in.
      const rolls: { name: string; oldPid: number; newPid: number; stoppedAt: number; exitedAt: number; readyAt: number; exit: unknown }[] = [];
      for (const slot of slots) {
        await nginx.reload(shopSite(nginx.port, ports, [slot.port]));
        const old = slot.process;
        const stoppedAt = Date.now();
        old.child.kill('SIGTERM');
        const exit = await old.exited();
        const exitedAt = Date.now();
        slot.process = await startProcess(newMain, slot.port);
        const readyAt = Date.now();
        await nginx.reload(shopSite(nginx.port, ports));
        rolls.push({ name: slot.name, oldPid: old.child.pid as number, newPid: slot.process.child.pid as number, stoppedAt, exitedAt, readyAt, exit });
        phase(`${slot.name} replaced`);
        expect(old.log()).toContain('SIGTERM: shutting down');
        if (exit !== 0) throw new Error(`process ${slot.name} (pid ${old.child.pid}) exited with ${String(exit)} after SIGTERM:\n${old.log().slice(-3000)}`);
      }
      const deployed = load.acknowledged.length;
      // The new processes serve the shoppers, and orders go on being placed and paid.
      await eventually(
        () =>
          noFailures() &&
          rolls.every((roll, i) => servedBy(accessLog, ports[i] as number).filter((at) => at > roll.readyAt).length >= SERVED) &&
          load.acknowledged.length >= deployed + ORDERS_AFTER,
        'both new processes to serve',
        60_000,
        50,
      );
      await load.stop();
      phase('load stopped');

      const figures = rolls.map((roll, i) => {
        const served = servedBy(accessLog, ports[i] as number);
        return { ...roll, servedBefore: served.filter((at) => at < roll.stoppedAt).length, servedAfter: served.filter((at) => at > roll.readyAt).length };
      });
      console.log(
        [
          `phases: ${phases.join(', ')}`,
          `rolling deploy under load: ${load.requests} requests by ${SHOPPERS} shoppers (${load.journeys} journeys) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${load.failures.length} failed; ${load.acknowledged.length} orders acknowledged (${load.acknowledged.length - deployed} after the deploy)`,
          ...figures.map(
            (roll) =>
              `process ${roll.name}: pid ${roll.oldPid} (served ${roll.servedBefore} requests; exit ${String(roll.exit)} ${((roll.exitedAt - roll.stoppedAt) / 1000).toFixed(1)} s after SIGTERM) → pid ${roll.newPid} (ready ${((roll.readyAt - roll.exitedAt) / 1000).toFixed(1)} s after the start, served ${roll.servedAfter} requests)`,
          ),
        ].join('\n'),
      );
      expect(load.failures).toEqual([]);
      for (const roll of figures) {
        expect(roll.exit).toBe(0);
        expect(roll.newPid).not.toBe(roll.oldPid);
        expect(roll.servedBefore).toBeGreaterThanOrEqual(SERVED);
        expect(roll.servedAfter).toBeGreaterThanOrEqual(SERVED);
      }

      // 3. No order lost: every acknowledged order is in the database, completed and paid once.
      const numbers = load.acknowledged.map((order) => order.orderNumber);
      const settled = async () => {
        const rows = await handle.db.execute(sql`
          select p.order_number, o.status, (select count(*)::int from payments pay where pay.order_id = o.id and pay.status = 'AUTHORISED') as authorised
          from order_placements p join orders o on o.id = p.order_id
          where p.order_number in (${sql.join(numbers.map((n) => sql`${n}`), sql`, `)})`);
        return (rows as unknown as { rows: { order_number: string; status: string; authorised: number }[] }).rows;
      };
      // The payment notifications of a stopped process were kept in the database and are delivered by the others.
      const stoppedLoad = Date.now();
      await eventually(async () => (await settled()).filter((row) => row.status === 'COMPLETED' && row.authorised === 1).length === numbers.length, 'every acknowledged order to be paid', 90_000, 200).catch(
        async (error) => {
          throw new Error(`${(error as Error).message}: ${JSON.stringify((await settled()).filter((row) => row.status !== 'COMPLETED' || row.authorised !== 1))}`);
        },
      );
      console.log(`all ${numbers.length} acknowledged orders completed and paid in the database, the last ${((Date.now() - stoppedLoad) / 1000).toFixed(1)} s after the load stopped`);
      expect(new Set(numbers).size).toBe(numbers.length);
    } finally {
      await load.stop();
    }
  }, 300_000);
});
