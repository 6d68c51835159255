/**
 * Sending generated responses (HTML, JSON) with compression when the client accepts it. Static
 * files are not compressed here: the builds ship precompressed .br/.gz siblings that sirv serves.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression saves next to nothing (the answer fits in one packet anyway). */
const MIN_COMPRESS_BYTES = 512;

export type Encoding = 'br' | 'gzip' | 'identity';

/** Picks br, then gzip, honouring q=0 exclusions of the Accept-Encoding header. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export async function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    // Quality 5: most of brotli's gain at a fraction of the CPU of the default 11 (per request work).
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return body;
}

export async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Buffer,
): Promise<void> {
  let payload = typeof body === 'string' ? Buffer.from(body) : body;
  const outHeaders: OutgoingHttpHeaders = { ...headers };
  if (payload.length >= MIN_COMPRESS_BYTES) {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    outHeaders.vary = appendVary(outHeaders.vary, 'Accept-Encoding');
    if (encoding !== 'identity') {
      payload = await compressBody(payload, encoding);
      outHeaders['content-encoding'] = encoding;
    }
  }
  outHeaders['content-length'] = payload.length;
  res.writeHead(status, outHeaders);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}) {
  return sendBody(req, res, status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }, text);
}

export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers: OutgoingHttpHeaders = {}) {
  return sendBody(
    req,
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    JSON.stringify(value),
  );
}

function appendVary(current: OutgoingHttpHeaders[string], value: string): string {
  const existing = current === undefined ? '' : Array.isArray(current) ? current.join(', ') : String(current);
  if (existing.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) return existing;
  return existing ? `${existing}, ${value}` : value;
}
