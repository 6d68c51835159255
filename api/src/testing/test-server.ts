/**
 * Starts the real server on a free port over real HTTP, on a fresh in-memory PGlite database
 * (migrated and seeded). One per test file.
 */
import type { AddressInfo } from 'node:net';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { resolveRepoRoot, shopPaths } from '../paths';
import { type PublicAnswerCache, createPublicAnswerCache } from '../graphql/public-answer-cache';
import { type ServerOptions, type ShopServer, createShopServer } from '../server';
import { type TestResponse, request } from './http';
import { type ShopSecrets, ephemeralSecrets } from '../security/secret-box';
import { type CaptchaDifficulty, createCaptcha } from '../security/captcha';
import { LENIENT_FRAUD_SETTINGS } from '../config/fraud';
import { testDatabaseTemplate } from './db-template';

/** Cheap enough for hundreds of checks in a test, still a real signed proof of work. */
export const TEST_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 1, counterMin: 1, counterMax: 30, ttlSeconds: 600 };

export const TEST_OPERATOR_TOKEN = 'test-operator-token';

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown>; path?: string[] }>;
}

export interface TestServer {
  url: string;
  server: ShopServer;
  handle: DatabaseHandle;
  root: string;
  /** The server's secrets (to open sealed mail secrets, verify PIN hashes). */
  secrets: ShopSecrets;
  /** The server's cache of public answers (none when the test turned it off). */
  publicAnswers: PublicAnswerCache | undefined;
  request(path: string, options?: Parameters<typeof request>[1]): Promise<TestResponse>;
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: { variables?: Record<string, unknown>; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: TestResponse['headers']; body: GraphQLResult<T>; raw: string }>;
  close(): Promise<void>;
}

export const repoRoot = (): string => resolveRepoRoot();

/** A fresh in-memory database, migrated and seeded (from scratch, without the template). */
export async function openFreshTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ memory: true });
  await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
  await seedDatabase(handle.db);
  return handle;
}

/**
 * A fresh in-memory database, migrated and seeded: a copy of the template the Jest global setup
 * builds once per run (db-template.ts), else built from scratch.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = testDatabaseTemplate();
  return template ? openDatabase({ loadDataDir: template }) : openFreshTestDatabase();
}

/** A valid-checksum account for production-mode test servers (the well-known example IBAN). */
export const TEST_BANK_ACCOUNT = { accountHolder: 'Geschenkkarten Test GmbH', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' };

export async function startTestServer(
  options: Partial<ServerOptions> = {},
  existingHandle?: DatabaseHandle,
): Promise<TestServer> {
  const root = options.root ?? repoRoot();
  const handle = existingHandle ?? (await openTestDatabase());
  const secrets = options.secrets ?? ephemeralSecrets();
  const publicAnswers = createPublicAnswerCache();
  const server = createShopServer(handle.db, {
    root,
    // The tests use the demo's test payment service and /dev/outbox (over loopback).
    mode: 'demo',
    operatorToken: TEST_OPERATOR_TOKEN,
    // Storefronts, releases and gauges are kept for 5 s as in production (`cacheMs`): a change of public
    // data empties them at once (the database's notifications, delivered to PGlite's own connection
    // before the writing statement returns). A test that rewrites release files or counts statements per
    // request passes `cacheMs: 0`. Reloading the storefronts on every request made the adversarial suite
    // ~3x slower (250 s against 88 s, ADR 0069).
    // Public answers are cached as in production (main.ts: not with dev remotes), emptied by the
    // database's change notifications.
    publicAnswers: options.devRemotes ? undefined : publicAnswers,
    // A real, signed proof of work, cheap enough for the many checks of the redeem tests.
    captcha: options.captcha ?? createCaptcha({ secret: secrets.captchaKey, difficulty: TEST_CAPTCHA_DIFFICULTY }),
    // The suites buy many cards from one address and e-mail: generous velocity and value limits, the
    // real thresholds and weights, and risky.example as a watched domain (config/fraud.ts, ADR 0043).
    fraud: options.fraud ?? LENIENT_FRAUD_SETTINGS,
    ...options,
    // Production requires the account invoice orders are paid to (ADR 0042): a test one.
    ...(options.mode === 'production' && !options.invoiceBankAccount ? { invoiceBankAccount: TEST_BANK_ACCOUNT } : {}),
    secrets,
  });
  const stopListening = await handle.onPublicDataChange(() => server.publicDataChanged());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    server,
    handle,
    root,
    secrets,
    publicAnswers: 'publicAnswers' in options || options.devRemotes ? options.publicAnswers : publicAnswers,
    request: (path, init) => request(url + path, init),
    async graphql(query, { variables, headers } = {}) {
      const res = await request(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, headers: res.headers, body: res.json(), raw: res.text };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopListening();
      await handle.close();
    },
  };
}
