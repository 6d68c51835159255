/**
 * Issue 31: connections are bounded. Before: 66 s to send headers, no cap per client or in all; two
 * clients holding ~20,000 half-sent requests made /healthz fail from the 14th second on. Each case
 * waits for an event (a closed socket, an answer), never for a fixed time.
 */
import { connect, type Socket } from 'node:net';
import { type TestServer, startTestServer } from '../testing/test-server';
import { parseTrustProxy } from './client-address';
import { DEFAULT_CONNECTION_LIMITS, connectionLimitsFromEnv } from './connection-limits';

const servers: TestServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serverWith(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const shop = await startTestServer(options);
  servers.push(shop);
  return shop;
}

/** A socket that has sent the start of a request and nothing more (slowloris). */
function halfSent(shop: TestServer): Promise<{ socket: Socket; closed: Promise<string> }> {
  const { port } = new URL(shop.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      resolve({ socket, closed });
    });
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

describe('connection limits', () => {
  it('closes a connection whose headers do not arrive in time (408), and the shop answers meanwhile', async () => {
    const shop = await serverWith({ connectionLimits: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 } });
    const slow = await halfSent(shop);
    expect((await shop.request('/healthz')).status).toBe(200);
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('caps the sockets of one client and closes the next one at once; others are not affected once it lets go', async () => {
    const shop = await serverWith({ connectionLimits: { maxConnectionsPerClient: 5 } });
    const held = await Promise.all(Array.from({ length: 5 }, () => halfSent(shop)));
    const sixth = await halfSent(shop);
    // Closed without an answer, long before any timeout.
    expect(await sixth.closed).toBe('');
    expect(shop.server.connectionStats().refused).toBeGreaterThanOrEqual(1);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    expect((await shop.request('/healthz')).status).toBe(200);
  });

  it('does not cap a trusted proxy, which carries every visitor', async () => {
    const shop = await serverWith({ trustProxy: parseTrustProxy('loopback'), connectionLimits: { maxConnectionsPerClient: 2 } });
    await Promise.all(Array.from({ length: 4 }, () => halfSent(shop)));
    expect((await shop.request('/healthz')).status).toBe(200);
    expect(shop.server.connectionStats()).toMatchObject({ refused: 0 });
  });

  it('reads its settings from SHOP_* variables, falling back to the defaults on nonsense', () => {
    expect(connectionLimitsFromEnv({ SHOP_HEADERS_TIMEOUT_MS: '5000', SHOP_MAX_CONNECTIONS_PER_CLIENT: 'many' })).toEqual({
      ...DEFAULT_CONNECTION_LIMITS,
      headersTimeoutMs: 5_000,
    });
  });
});
