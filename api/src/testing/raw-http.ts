/**
 * Raw HTTP for abuse tests: big bodies written in chunks (with or without Content-Length), a chosen
 * agent (keep-alive), any content type. Resolves with the answer even when the server closes the
 * connection before the body was fully sent (as it does after an early 413).
 */
import { type Agent, request as httpRequest } from 'node:http';
import { FRESH_CONNECTIONS } from './http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function sendRaw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; agent?: Agent; chunked?: boolean } = {},
): Promise<RawResponse> {
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const headers = { ...options.headers };
  if (body && !options.chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, { method: options.method ?? 'POST', headers, agent: options.agent ?? FRESH_CONNECTIONS }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
        // Stop sending the rest of a refused body.
        if (!req.writableFinished) req.destroy();
      };
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (!body) {
      req.end();
      return;
    }
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !answered) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', writeMore);
          return;
        }
      }
      if (!answered) req.end();
    };
    writeMore();
  });
}
