/**
 * `node api/dist/main.mjs` (or `pnpm --filter @shop/api dev`): opens and prepares the database,
 * registers the locally built remotes as releases, and serves the shop on HOST:PORT.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { startMailWorker } from './domains/mail/mail-worker';
import { createMailTransport } from './domains/mail/transport';
import { readOrCreateSecretFile, resolveServerOperatorToken } from './operator/token';
import { resolveRepoRoot, shopPaths } from './paths';
import { registerLocalBuilds } from './remotes/registry';
import { createShopServer } from './server';
import { openPreparedDatabase } from './startup';

const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(env.PORT ?? 3000);
const host = env.HOST || '0.0.0.0';

const root = resolveRepoRoot(import.meta.dirname);
const paths = shopPaths(root);

const { handle, seeded } = await openPreparedDatabase(paths, { role: 'server' });
console.log(`[api] database: ${handle.kind} (${handle.location})${seeded ? ', seeded' : ''}`);

for (const release of await registerLocalBuilds(handle.db, root)) {
  console.log(`[api] local release ${release.remote} ${release.version} (${release.sourceDir})`);
}

const operatorToken = resolveServerOperatorToken({ env, tokenFile: paths.operatorTokenFile, production });
if (!operatorToken) console.warn('[api] OPERATOR_TOKEN is not set: the operator API is off (the CLI uses DATABASE_URL)');
else if (!env.OPERATOR_TOKEN) console.log(`[api] operator token in ${paths.operatorTokenFile}`);

/** The payment notification HMAC key: PAYMENT_HMAC_KEY, else one kept in .data (made on first start). */
function paymentHmacKey(): string {
  return env.PAYMENT_HMAC_KEY || readOrCreateSecretFile(join(paths.dataDir, 'payment-hmac-key'), () => randomBytes(32).toString('hex'));
}

const outboxDir = env.MAIL_OUTBOX_DIR ? resolve(env.MAIL_OUTBOX_DIR) : join(paths.dataDir, 'outbox');
const mailTransport = createMailTransport({ smtpUrl: env.SMTP_URL || undefined, outboxDir, from: env.MAIL_FROM || 'shop@localhost' });
console.log(`[api] mail: ${mailTransport.kind} (${mailTransport.description})`);
if (production && mailTransport.kind === 'file') console.warn(`[api] SMTP_URL is not set: mail is written to ${outboxDir}`);
const mailWorker = startMailWorker({ db: handle.db, transport: mailTransport });
const devOutbox = !production || env.DEV_OUTBOX === '1';

const server = createShopServer(handle.db, {
  root,
  shellDist: paths.shellDist,
  publicRemotesBase: env.PUBLIC_REMOTES_BASE ?? '',
  devRemotes: env.MF_DEV_REMOTES === '1' || env.MF_DEV_REMOTES === 'true',
  operatorToken,
  introspection: !production || Boolean(env.ALLOW_INTROSPECTION),
  corsOrigins: env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  allowDevOrigins: !production,
  storefrontUrlTemplate: env.STOREFRONT_URL_TEMPLATE || undefined,
  publicPort: port,
  publicMediaBase: env.PUBLIC_MEDIA_BASE ?? '',
  paymentHmacKeyHex: paymentHmacKey(),
  devOutbox: devOutbox ? { outboxDir, drain: mailWorker.drainOnce, transportDescription: mailTransport.description } : undefined,
});
// Longer than the usual load balancer idle timeout, so it closes idle connections first.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.on('error', async (error) => {
  console.error('[api] server error:', error.message);
  await handle.close();
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const localHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  // The operator CLI finds the running server through the PGlite lock file.
  handle.lock?.update({ url: `http://${localHost}:${actualPort}` });
  console.log(`[api] listening on http://${localHost}:${actualPort} (GraphQL at /graphql)`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: shutting down`);
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  server.close();
  server.closeIdleConnections();
  await mailWorker.stop();
  mailTransport.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
