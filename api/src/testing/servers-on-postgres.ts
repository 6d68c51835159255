/**
 * Several API servers of one deployment on ONE real PostgreSQL server, each with its own pool: the
 * setting in which races and limits that must hold across processes are tested (PGlite runs one
 * transaction at a time and would hide them). They share their secrets (SECRETS_KEY), so their limit
 * keys agree, and the payment notifications' HMAC key (PAYMENT_HMAC_KEY), so a notification one
 * process sends is accepted by the other, as in a deployment; and they trust the loopback proxy, so a
 * test can speak for several client addresses.
 */
import { randomBytes } from 'node:crypto';
import { parseTrustProxy } from '../http/client-address';
import { ephemeralSecrets } from '../security/secret-box';
import { type PostgresServer, startPostgresServer } from './postgres-server';
import type { ServerOptions } from '../server';
import { type TestServer, startTestServer } from './test-server';

export interface ServersOnPostgres {
  postgres: PostgresServer;
  servers: TestServer[];
  stop(): Promise<void>;
}

export async function startServersOnPostgres(count = 2, options: Partial<ServerOptions> = {}): Promise<ServersOnPostgres> {
  const postgres = await startPostgresServer();
  const trustProxy = parseTrustProxy('loopback');
  const secrets = ephemeralSecrets();
  const paymentHmacKeyHex = options.paymentHmacKeyHex ?? randomBytes(32).toString('hex');
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i += 1) {
    servers.push(await startTestServer({ ...options, trustProxy, secrets, paymentHmacKeyHex }, await postgres.openPrepared({ poolMax: 10 })));
  }
  return {
    postgres,
    servers,
    async stop() {
      for (const server of servers) await server.close();
      postgres.stop();
    },
  };
}
