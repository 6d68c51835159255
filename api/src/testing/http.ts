/**
 * A minimal HTTP client for tests. Not fetch: fetch may not set the Host header, and we want to see
 * raw (still compressed) bodies.
 */
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as received (still compressed if the server compressed them). */
  body: Buffer;
  /** The decoded body. */
  text: string;
  json<T = unknown>(): T;
}

/**
 * A new connection per request. The servers under test run in the test's own process, and PGlite
 * work (a seed, thousands of service calls) can hold that process for many seconds: the next request
 * then took a pooled keep-alive socket before the timers ran, and the server's keep-alive timeout,
 * due meanwhile, closed it under the request (ECONNRESET). Browsers retry such a request; a test
 * should not depend on the timing. Tests of keep-alive itself pass an agent of their own (raw-http.ts).
 */
export const FRESH_CONNECTIONS = new Agent({ keepAlive: false });

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    // localAddress: a client of its own on loopback (127.x.y.z), e.g. one visitor of many behind nginx.
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, agent: FRESH_CONNECTIONS, localAddress: options.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        const text = decoded.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text,
          json: <T>() => JSON.parse(text) as T,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}
