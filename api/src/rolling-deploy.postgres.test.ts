/**
 * Issue 38's journey (ADR 0064, with ADR 0062 and ADR 0065): a deploy without a dropped request, and
 * the signals of a shop that never closes while it happens. Two API processes of the built
 * release (`api/dist/main.mjs`) on one PostgreSQL server behind the shipped nginx configuration, while
 * virtual shoppers browse, fill baskets, place orders and pay them through nginx. The deploy is the
 * one docs/operations.md describes: the new release's migration (an expand step on the busiest table)
 * runs first, with the old release serving; then each process in turn is taken out of nginx, stopped
 * (it drains and exits), replaced by a process of the new release on the same port and put back once
 * ready. Every request must get its right answer, every order the shop acknowledged must end paid in
 * the database, and both processes must have been replaced while serving.
 *
 * While the last process is being replaced, two incidents happen through nginx: a provider notification
 * whose amount does not fit its payment, and a remote release (catalogue 1.1.0) whose page loads fail
 * in the browsers (signed reports of real pages) until the release health job falls back to the last
 * known good release (1.0.0). The processes run with METRICS_TOKEN, ALERT_WEBHOOK_URL (a receiver in
 * the test) and OTEL_EXPORTER_OTLP_ENDPOINT (the test's OTLP receiver): afterwards the metrics of the
 * two new processes show the requests, the payment outcomes, the mismatch, the remote failures and the
 * fallback; the webhook has both alerts; a page's trace names its SQL statements, never their values.
 * The journey's last step, a backup that restores exactly what was acknowledged, is its own drill in CI
 * (backup-drill.postgres.test.ts, ADR 0063): restoring here would only repeat it.
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
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './db';
import { remoteReleaseHealth } from './db/health-schema';
import { payments } from './db/order-schema';
import { buildNotification } from './domains/payments/test-psp/test-psp-provider';
import { expandContractFindings } from './db/expand-contract';
import { SESSION_COOKIE } from './domains/cart/session';
import { LENIENT_FRAUD_ENV } from './config/fraud';
import { RENDERER_FILE, resolveRepoRoot } from './paths';
import { remoteReleases } from './db/schema';
import { testDeclaration } from './testing/release-builds';
import { type ApiProcess, freePort, newDataDir, removeDataDir, startApiProcess } from './testing/api-process';
import { PRODUCTS } from './testing/catalogue-queries';
import { ADD, CHECK, GERMAN_PRODUCT_PATH, PAY, PLACE, customer } from './testing/checkout';
import { type AlertWebhook, startAlertWebhook } from './testing/alert-webhook';
import { eventually } from './testing/eventually';
import { request } from './testing/http';
import { type RunningNginx, nginxInstalled, shopSite, startNginx } from './testing/nginx';
import { type OtlpReceiver, type OtlpSpan, allSpans, spanAttribute, startOtlpReceiver } from './testing/otlp-receiver';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from './testing/postgres-server';
import { metricSum } from './testing/prometheus-text';

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
  // Metrics on the shop's port, with this token (≥ 32 characters).
  METRICS_TOKEN: 'rolling-deploy-metrics-token-0123456789',
  // A release fails after 5 failed page loads (of at least 20 %), judged every second.
  REMOTE_FALLBACK_MIN_FAILURES: '5',
  REMOTE_HEALTH_INTERVAL_MS: '1000',
  OTEL_SERVICE_NAME: 'shop-api',
  // The SDK's batch delay (5 s by default): spans of the new processes arrive soon; a stopped one flushes on SIGTERM.
  OTEL_BSP_SCHEDULE_DELAY: '500',
};
/** The failed page loads the remote incident reports: REMOTE_FALLBACK_MIN_FAILURES. */
const FAILED_LOADS = 5;
const PRODUCT = 'query ($path: String!) { product(path: $path) { id variations { id variationType } } }';
/** The new release's migration: an expand step on the table every order writes, applied under load. */
const PROBE_MIGRATION = `-- The rolling deploy test's new release: columns and a table the old release does not know.
ALTER TABLE "orders" ADD COLUMN "deploy_probe" text;--> statement-breakpoint
CREATE TABLE "deploy_probe_marks" ("id" serial PRIMARY KEY NOT NULL, "note" text NOT NULL);--> statement-breakpoint
CREATE INDEX "deploy_probe_marks_note_idx" ON "deploy_probe_marks" ("note");
`;
/**
 * A server renderer with the shell's interface (render-host), so a page is rendered as in production:
 * it asks the API for the page's data through the render's fetch (as the shell's loaders do) and
 * inlines the boot value (window.__SHOP_BOOT__: the storefront's remotes and the page's report token).
 */
const RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.renderShellPage = async (input, callbacks) => {
  setImmediate(() => callbacks.onShellReady('public'));
  const path = new URL(input.url, 'http://shop.internal').pathname;
  return {
    abort() {},
    pipe(destination) {
      input
        .graphqlFetch('http://shop.internal/graphql', {
          method: 'POST',
          headers: { ...input.requestHeaders, 'content-type': 'application/json', accept: 'application/json' },
          // The home page lists products; a product's page asks for its product by the page's path.
          body: JSON.stringify(
            path === '/'
              ? { query: 'query RenderPage { products(paging: { itemsPerPage: 12, pageNumber: 1 }) { total } }' }
              : { query: 'query RenderPage($path: String!) { product(path: $path) { id } }', variables: { path } },
          ),
        })
        .then((res) => res.json())
        .then((answer) => {
          if (answer.errors) throw new Error(JSON.stringify(answer.errors));
          const boot = JSON.stringify(input.boot).replace(/</g, '\\\\u003c');
          destination.end('<!DOCTYPE html><html><head><script>window.__SHOP_BOOT__=' + boot + '</script></head><body><main data-rendered="server"></main></body></html>');
        })
        .catch((error) => destination.destroy(error));
    },
  };
};
`;
const RENDER_QUERY = 'query RenderPage';

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

/** The boot value of a served page (window.__SHOP_BOOT__), as far as the journey reads it. */
interface PageBoot {
  reportToken: string;
  storefrontConfig: { remotes: { name: string; version: string | null }[] };
}

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

  /**
   * One more visitor, who fills a basket, places the order and starts its payment, but does not pay
   * (the payment stays open at the provider): its cart id and order number, or null after a failure
   * (recorded in `failures`).
   */
  async startedPayment(): Promise<{ cartId: string; orderNumber: string } | null> {
    const visitor = this.visitor(this.visitors++);
    try {
      const { cartId, orderNumber } = await visitor.toPayment();
      return { cartId, orderNumber };
    } catch {
      return null;
    }
  }

  /** One visitor, from browsing to a paid order. */
  private async journey(index: number): Promise<void> {
    const visitor = this.visitor(index);
    try {
      await visitor.pay(await visitor.toPayment());
    } catch {
      // Recorded in `failures`; the shopper stops (a failure fails the test).
    }
  }

  /** A visitor on an address of its own (as many visitors are: nginx's and the shop's per-client limits count each). */
  private visitor(index: number) {
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
    const toPayment = async () => {
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
      return { cartId, orderNumber: placed.placeOrder.order.orderNumber, paymentUrl: paying.addGiftCardPayment.action.url };
    };
    const pay = async (started: { cartId: string; orderNumber: string; paymentUrl: string }) => {
      const { cartId } = started;
      // The hosted payment page (the test payment service), reached through nginx like the shop.
      const page = new URL(started.paymentUrl, this.edge);
      await send('pay on the provider page', page.pathname + page.search, { method: 'POST', body: 'outcome=authorised', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 303);
      this.acknowledged.push({ orderNumber: started.orderNumber, at: Date.now() });
      // The return page asks for the outcome once (it may still be on its way from the provider).
      await graphql('return page', CHECK, { orderUuid: cartId });
    };
    return { toPayment, pay };
  }
}

/**
 * The first complete trace of a server-rendered page among `spans`: the request's server span, its
 * render, the render's query (RENDER_QUERY) and that query's SQL statements; undefined until one has
 * arrived with at least one statement (a page answered from a cache runs none).
 */
function pageTrace(spans: OtlpSpan[]): { request: OtlpSpan; render: OtlpSpan; operation: OtlpSpan; statements: OtlpSpan[] } | undefined {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  for (const operation of spans) {
    if (!operation.name.startsWith(RENDER_QUERY)) continue;
    const render = byId.get(operation.parentSpanId ?? '');
    const request = byId.get(render?.parentSpanId ?? '');
    if (!render?.name.startsWith('render ') || !request?.name.startsWith('GET ') || request.parentSpanId) continue;
    const statements = spans.filter((span) => span.parentSpanId === operation.spanId && spanAttribute(span, 'db.statement') !== undefined);
    if (statements.length > 0) return { request, render, operation, statements };
  }
  return undefined;
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
  let webhook: AlertWebhook;
  let otlp: OtlpReceiver;

  const startProcess = async (script: string, port: number) => {
    const dataDir = newDataDir('shop-rolling-');
    dataDirs.push(dataDir);
    const api = await startApiProcess({
      script,
      port,
      dataDir,
      env: { DATABASE_URL: postgres.url, ...SHARED_ENV, ALERT_WEBHOOK_URL: webhook.url, OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url },
    });
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
    webhook = await startAlertWebhook();
    otlp = await startOtlpReceiver();
    const [a, b] = [await freePort(), await freePort()];
    const [first, second] = await Promise.all([startProcess(oldMain, a), startProcess(oldMain, b)]);
    slots.push({ name: 'A', port: a, process: first }, { name: 'B', port: b, process: second });
    // The pages the shoppers open are the catalogue release's (its declaration names their routes):
    // 1.1.0, new, pinned everywhere; 1.0.0 the promoted release before it, whose traffic the health
    // job verified healthy half an hour ago (the last known good a failing 1.1.0 falls back to).
    const declaration = testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] });
    await handle.db.insert(remoteReleases).values([
      { remote: 'catalogue', version: '1.0.0', baseUrl: 'https://cdn.example/catalogue/1.0.0', declaration, promotedAt: new Date(Date.now() - 2 * 3_600_000) },
      { remote: 'catalogue', version: '1.1.0', baseUrl: 'https://cdn.example/catalogue/1.1.0', declaration },
    ]);
    await handle.db.insert(remoteReleaseHealth).values({ remote: 'catalogue', version: '1.0.0', healthyAt: new Date(Date.now() - 30 * 60_000), loads: 500, failures: 0 });
    const pinned = await request(`${slots[0]?.process.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SHARED_ENV.OPERATOR_TOKEN}` },
      body: JSON.stringify({ query: 'mutation { r: operatorSetRemote(allStores: true, remote: catalogue, pinnedVersion: "1.1.0") { errors { code } } }' }),
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
    await webhook?.close();
    await otlp?.close();
    for (const dir of dataDirs) removeDataDir(dir);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** A page as a browser gets it through nginx, from `localAddress`: its boot value. */
  const pageBoot = async (path: string, localAddress: string): Promise<PageBoot> => {
    const res = await request(`${nginx.base}${path}`, { localAddress, headers: { host: 'localhost' } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
    const boot = /window\.__SHOP_BOOT__=(.*?)<\/script>/.exec(res.text)?.[1];
    if (!boot) throw new Error(`${path} has no boot value: ${res.text.slice(0, 300)}`);
    return JSON.parse(boot) as PageBoot;
  };
  const catalogueOf = (boot: PageBoot) => boot.storefrontConfig.remotes.find((remote) => remote.name === 'catalogue')?.version;

  /**
   * Incident 1: a shopper starts a payment (and leaves it open), and a notification signed with the
   * shop's key says the provider authorised 1 cent for it: it must be refused, counted and alerted.
   */
  const sendPaymentMismatch = async (load: Load): Promise<string> => {
    const started = await load.startedPayment();
    if (!started) throw new Error(`the order for the mismatch failed: ${JSON.stringify(load.failures)}`);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, started.cartId));
    const event = { pspReference: payment?.pspReference as string, merchantReference: started.orderNumber, amountCents: 1, currency: 'EUR', eventCode: 'AUTHORISATION' as const, success: true };
    const res = await request(`${nginx.base}/payments/notifications/test`, {
      method: 'POST',
      localAddress: '127.22.0.1',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify(buildNotification(event, SHARED_ENV.PAYMENT_HMAC_KEY)),
    });
    // Taken (the provider must not retry it), and ignored.
    if (res.text !== '[accepted]') throw new Error(`the mismatching notification answered ${res.status}: ${res.text.slice(0, 300)}`);
    return started.orderNumber;
  };

  /**
   * Incident 2: catalogue 1.1.0 fails in the browsers. Each of FAILED_LOADS visitors opens a page of
   * their own (a link of its own, so nginx has no copy of it) and its beacon reports, with the page's
   * signed token, that the catalogue did not load (as shell/src/remotes/health-reports.ts sends it).
   */
  const failRemote = async (): Promise<void> => {
    for (let i = 0; i < FAILED_LOADS; i++) {
      const localAddress = `127.21.0.${i + 1}`;
      const boot = await pageBoot(`/?journey=remote-${i}`, localAddress);
      if (catalogueOf(boot) !== '1.1.0') throw new Error(`page ${i} serves catalogue ${catalogueOf(boot)}, not 1.1.0`);
      const res = await request(`${nginx.base}/remote-reports`, {
        method: 'POST',
        localAddress,
        headers: { host: 'localhost', 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ token: boot.reportToken, reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'failed' }] }),
      });
      if (res.status !== 204) throw new Error(`the failure report answered ${res.status}: ${res.text.slice(0, 300)}`);
    }
  };

  /** /metrics of a process, with the token: the Prometheus text. */
  const scrape = async (api: ApiProcess): Promise<string> => {
    const res = await request(`${api.base}/metrics`, { headers: { authorization: `Bearer ${SHARED_ENV.METRICS_TOKEN}` } });
    if (res.status !== 200) throw new Error(`${api.base}/metrics answered ${res.status}`);
    return res.text;
  };

  it('the new release’s migration is an expand step (the rule every migration is held to)', () => {
    expect(expandContractFindings(PROBE_MIGRATION).findings).toEqual([]);
  });

  it('rolls both processes to the new release while shoppers shop and incidents happen: 0 failed requests, 0 lost orders, each incident in the metrics and alerts, a page traced to its SQL', async () => {
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
      // The incidents happen while the last process is replaced, once its old process is gone: what they
      // count is then on the processes that are left (the counters of a stopped process go with it).
      let incidents: Promise<{ mismatchOrder: string } | { error: unknown }> | undefined;
      for (const slot of slots) {
        await nginx.reload(shopSite(nginx.port, ports, [slot.port]));
        const old = slot.process;
        const stoppedAt = Date.now();
        old.child.kill('SIGTERM');
        const exit = await old.exited();
        const exitedAt = Date.now();
        if (slot === slots.at(-1)) {
          phase('incidents start');
          incidents = (async () => {
            const mismatchOrder = await sendPaymentMismatch(load);
            await failRemote();
            return { mismatchOrder };
          })().catch((error: unknown) => ({ error }));
        }
        slot.process = await startProcess(newMain, slot.port);
        const readyAt = Date.now();
        await nginx.reload(shopSite(nginx.port, ports));
        rolls.push({ name: slot.name, oldPid: old.child.pid as number, newPid: slot.process.child.pid as number, stoppedAt, exitedAt, readyAt, exit });
        phase(`${slot.name} replaced`);
        expect(old.log()).toContain('SIGTERM: shutting down');
        if (exit !== 0) throw new Error(`process ${slot.name} (pid ${old.child.pid}) exited with ${String(exit)} after SIGTERM:\n${old.log().slice(-3000)}`);
      }
      const incident = await (incidents as NonNullable<typeof incidents>);
      if ('error' in incident) throw incident.error;
      // The alerts reach the webhook: the mismatch (naming its order), and the release health job's fallback to the last known good.
      const mismatchAlert = await webhook.alertOf('payment.mismatch', (alert) => String(alert.message).includes(incident.mismatchOrder), 60_000);
      const fallbackAlert = await webhook.alertOf('remote.fallback', (alert) => alert.remote === 'catalogue' && alert.version === '1.1.0', 60_000);
      expect(fallbackAlert.toVersion).toBe('1.0.0');
      phase('alerts received');
      // And pages serve the last known good release again (within the registry's cache of a few seconds).
      let check = 0;
      await eventually(async () => noFailures() && catalogueOf(await pageBoot(`/?journey=after-fallback-${check++}`, '127.21.1.1')) === '1.0.0', 'pages to serve catalogue 1.0.0', 60_000, 250);
      phase('fallen back');
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
          `alerts received by the webhook: ${webhook.received.map((alert) => alert.kind).join(', ')} (mismatch on ${incident.mismatchOrder}; ${String(fallbackAlert.reason)})`,
        ].join('\n'),
      );
      expect(mismatchAlert.kind).toBe('payment.mismatch');
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

      // 4. The metrics of the processes serving now (both new ones), summed over the two as Prometheus would.
      const scrapes = await Promise.all(slots.map((slot) => scrape(slot.process)));
      expect((await request(`${slots[0]?.process.base}/metrics`)).status).toBe(401);
      const lastReady = Math.max(...rolls.map((roll) => roll.readyAt));
      const counted = {
        // prom-client's default metric: each process serving now started after its slot's old one exited.
        started: scrapes.map((text) => metricSum(text, 'process_start_time_seconds') * 1000),
        requests: scrapes.map((text) => metricSum(text, 'shop_http_requests_total')),
        operations: metricSum(scrapes, 'shop_graphql_operations_total'),
        authorised: metricSum(scrapes, 'shop_payment_outcomes_total', { provider: 'test', method: 'card', outcome: 'authorised' }),
        mismatches: metricSum(scrapes, 'shop_payment_notification_mismatches_total', { provider: 'test' }),
        remoteLoads: metricSum(scrapes, 'shop_remote_loads_total', { remote: 'catalogue', version: '1.1.0' }),
        remoteFailures: metricSum(scrapes, 'shop_remote_load_failures_total', { remote: 'catalogue', version: '1.1.0' }),
        fallbacks: metricSum(scrapes, 'shop_remote_fallbacks_total', { remote: 'catalogue' }),
        pulled: metricSum(scrapes, 'shop_remote_rollout_events_total', { remote: 'catalogue', event: 'pulled' }),
        mismatchAlerts: metricSum(scrapes, 'shop_alerts_total', { kind: 'payment.mismatch' }),
        fallbackAlerts: metricSum(scrapes, 'shop_alerts_total', { kind: 'remote.fallback' }),
        alertDeliveryFailures: metricSum(scrapes, 'shop_alert_delivery_failures_total'),
      };
      const paidSinceDeploy = load.acknowledged.filter((order) => order.at > lastReady).length;
      console.log(
        `metrics of the new processes (started ${counted.started.map((at, i) => `${slots[i]?.name} ${((at - started) / 1000).toFixed(1)} s`).join(', ')}): ${counted.requests.map((n, i) => `${slots[i]?.name} ${n}`).join(', ')} requests, ${counted.operations} GraphQL operations, ` +
          `${counted.authorised} card payments authorised (${paidSinceDeploy} orders paid since the deploy), ${counted.mismatches} notification mismatch, ` +
          `catalogue 1.1.0: ${counted.remoteLoads} loads reported, ${counted.remoteFailures} failed, ${counted.fallbacks} fallback (${counted.pulled} pulled); ` +
          `alerts: ${counted.mismatchAlerts} payment.mismatch, ${counted.fallbackAlerts} remote.fallback, ${counted.alertDeliveryFailures} delivery failures`,
      );
      // Each slot's new process serves its metrics and counted its share of the shoppers' requests.
      for (const [i, roll] of rolls.entries()) expect(counted.started[i]).toBeGreaterThanOrEqual(Math.floor(roll.exitedAt / 1000) * 1000);
      for (const requests of counted.requests) expect(requests).toBeGreaterThanOrEqual(SERVED);
      expect(counted.operations).toBeGreaterThan(0);
      // Every order paid since the last process was replaced had its outcome applied by one of the new ones.
      expect(counted.authorised).toBeGreaterThanOrEqual(paidSinceDeploy);
      expect(paidSinceDeploy).toBeGreaterThanOrEqual(ORDERS_AFTER);
      expect(counted).toMatchObject({ mismatches: 1, mismatchAlerts: 1, remoteLoads: FAILED_LOADS, remoteFailures: FAILED_LOADS, fallbacks: 1, fallbackAlerts: 1, alertDeliveryFailures: 0 });

      // 5. A page's trace: the request, its render, the render's query and that query's SQL statements,
      // named by their text with placeholders (the new processes send every OTEL_BSP_SCHEDULE_DELAY; the
      // stopped ones flushed on SIGTERM).
      let page: { request: OtlpSpan; render: OtlpSpan; operation: OtlpSpan; statements: OtlpSpan[] } | undefined;
      await eventually(
        () => {
          page = pageTrace(allSpans(otlp.received));
          return page !== undefined;
        },
        'a page’s trace with its SQL statements',
        60_000,
        250,
      );
      const trace = page as NonNullable<typeof page>;
      const spans = allSpans(otlp.received);
      const statementTexts = spans.map((span) => spanAttribute(span, 'db.statement')).filter((text): text is string => typeof text === 'string');
      console.log(
        `traces: ${spans.length} spans (${statementTexts.length} SQL statements) in ${new Set(spans.map((span) => span.traceId)).size} traces from ${otlp.received.length} exports; ` +
          `the page ${trace.request.name} → ${trace.render.name} → ${trace.operation.name} → ${trace.statements.length} statements: ${trace.statements
            .map((span) => `"${String(spanAttribute(span, 'db.statement')).replace(/\s+/g, ' ').trim().slice(0, 70)}…"`)
            .join(', ')}`,
      );
      expect(trace.request.kind).toBe(2);
      expect(trace.statements.every((span) => spanAttribute(span, 'db.system') === 'postgresql' && spanAttribute(span, 'shop.db.driver') === 'node-postgres')).toBe(true);
      // The page's path went to the database as a parameter: its placeholder is in the text, never a value.
      expect(trace.statements.some((span) => String(spanAttribute(span, 'db.statement')).includes('$1'))).toBe(true);
      const leaked = statementTexts.filter((text) => text.includes(GERMAN_PRODUCT_PATH) || text.includes('@example.com') || text.includes(incident.mismatchOrder));
      expect(leaked).toEqual([]);
    } finally {
      await load.stop();
    }
  }, 300_000);
});
