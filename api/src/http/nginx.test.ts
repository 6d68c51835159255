/**
 * The shop behind nginx (issue 31): deploy/nginx/shop.conf, the configuration the README tells
 * operators to use, run by Debian's nginx in front of a shop that trusts it (TRUST_PROXY), with only
 * its listen port and upstream port changed. CI installs nginx (.ci/run); without it this test fails
 * and says how to install it.
 */
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { request } from '../testing/http';
import { type RunningNginx, runNginx, shippedNginxConf, startNginx } from '../testing/nginx';
import { freePort } from '../testing/api-process';
import { type TestServer, startTestServer } from '../testing/test-server';
import { LIMITS, counterKey } from '../security/rate-limit';
import { parseTrustProxy } from './client-address';

let shop: TestServer;
let nginx: RunningNginx;
let edge: string;

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1') });
  nginx = await startNginx(Number(new URL(shop.url).port));
  edge = nginx.base;
});

afterAll(async () => {
  await nginx?.stop();
  await shop?.close();
});

describe('the shop behind nginx', () => {
  it('serves pages and GraphQL through it', async () => {
    expect((await request(`${edge}/healthz`)).json()).toEqual({ status: 'ok', service: '@shop/api' });
    const answer = await request(`${edge}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-store': '60' },
      body: JSON.stringify({ query: '{ storeData { storeId } }' }),
    });
    expect(answer.json()).toEqual({ data: { storeData: { storeId: 60 } } });
  });

  it('gives every request nginx’s own id, never one the client chose (ADR 0061)', async () => {
    const first = await request(`${edge}/healthz`, { headers: { 'x-request-id': 'client-chosen-id' } });
    const second = await request(`${edge}/healthz`);
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('tells the shop the client’s own address, never one the client claimed', async () => {
    // A counted request (a search the public answer cache does not have) from a client that claims to be 6.6.6.6: nginx overwrites the claim.
    const search = await request(`${edge}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-store': '60', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify({ query: '{ search_v1(inputText: "nginx kundenadresse") { matchMode } }' }),
    });
    expect(search.status).toBe(200);
    const counted = async (ip: string) => {
      const keyHash = shop.secrets.limitKey(counterKey({ limit: LIMITS.publicAnswerMissesPerIp, key: ip }));
      const rows = (await shop.handle.db.execute(sql`select hits from rate_limit_counters where bucket = ${LIMITS.publicAnswerMissesPerIp.bucket} and key_hash = ${keyHash}`)) as unknown as { rows: unknown[] };
      return rows.rows.length;
    };
    expect(await counted('127.0.0.1')).toBe(1);
    expect(await counted('6.6.6.6')).toBe(0);
  });

  it('holds a client that never finishes its headers, and closes it; the shop never sees it', async () => {
    const { port } = new URL(edge);
    const before = shop.server.connectionStats().open;
    const closed = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    // nginx gave up on it (client_header_timeout) without passing anything on.
    expect(closed).not.toMatch(/^HTTP\/1\.1 200/);
    expect(shop.server.connectionStats().open).toBeLessThanOrEqual(before + 1);
  });

  it('refuses a client past its connections and request rate with 429, and serves others', async () => {
    // 300 at once against 20 a second with a burst of 40: even spread over seconds, most are refused.
    const burst = await Promise.all(Array.from({ length: 300 }, () => request(`${edge}/healthz`)));
    const statuses = burst.map((res) => res.status);
    expect(statuses).toContain(429);
    // Up to 32 requests at once per client (limit_conn) and 40 in a burst: a share is served, the rest refused at the edge.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});

describe('the shipped configuration’s client key', () => {
  it('counts an IPv6 client by its /64 and an IPv4 client by its address (issue 31)', async () => {
    // The map of deploy/nginx/shop.conf, fed from a query parameter instead of the socket (loopback
    // has one IPv6 address only), answering the key it computes.
    const map = /map \$remote_addr \$shop_client \{[\s\S]*?\n\}/.exec(shippedNginxConf())?.[0];
    expect(map).toBeDefined();
    const port = await freePort();
    const probe = await runNginx(
      `${(map as string).replace('map $remote_addr', 'map $arg_a').replace('default                                                              $remote_addr;', 'default $arg_a;')}
server { listen 127.0.0.1:${port}; location / { return 200 "$shop_client"; } }`,
      port,
      '/?a=ready',
      'nginx with the client-key map',
    );
    try {
      const keyOf = async (address: string) => (await request(`${probe.base}/?a=${address}`)).text;
      expect(await keyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2');
      expect(await keyOf('2001:db8:1:2::9')).toBe('2001:db8:1:2');
      expect(await keyOf('2001:db8:0:1::5')).toBe('2001:db8:0:1');
      expect(await keyOf('2001:db8::1')).toBe('2001:db8::');
      expect(await keyOf('2001:db8:aa:bb:cc::')).toBe('2001:db8:aa:bb');
      expect(await keyOf('203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await probe.stop();
    }
  });
});

