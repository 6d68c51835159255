/**
 * The bridge from Node's request to yoga's fetch Request for /graphql, with a hard cap on the body.
 * yoga reads up to 25 MB by itself, and a 20 MB query of repeated arguments exhausts the heap while
 * it is parsed; the shop's biggest real operation is a few kB. So the body is read here, refused
 * from its Content-Length or as soon as the streamed bytes pass the cap, and yoga only ever sees a
 * buffered body of at most MAX_GRAPHQL_BODY_BYTES.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { ErrorCode } from '../errors';
import { sendJson } from './send';

/** ~100 kB: room for 20× the biggest client document with its variables. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE_MESSAGE = `Request body too large: at most ${MAX_GRAPHQL_BODY_BYTES} bytes`;

/** After an early 413 we read (and drop) at most this much more, so the client sees the answer. */
const MAX_DRAIN_BYTES = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 2_000;

/** Hop-by-hop and framing headers describe Node's connection, not the buffered body we hand on. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect', 'upgrade', 'te', 'trailer']);

export class BodyTooLargeError extends Error {}

/** The body, or BodyTooLargeError (from Content-Length before reading, or while counting). */
export async function readCappedBody(req: IncomingMessage, maxBytes = MAX_GRAPHQL_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * 413 in the spec §8 format, then the connection is closed: the rest of the body is still on its
 * way, so the connection cannot be reused. A bounded drain lets the client finish writing and read
 * the answer (closing with unread data makes the kernel send a reset that can swallow it).
 */
export async function refuseTooLarge(req: IncomingMessage, res: ServerResponse, message = BODY_TOO_LARGE_MESSAGE): Promise<void> {
  // The socket may already be detached (the client hung up): then there is nothing left to close.
  const socket = req.socket ?? res.socket;
  let drained = 0;
  const close = () => socket?.destroy();
  const timer = setTimeout(close, DRAIN_TIMEOUT_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) close();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
  await sendJson(req, res, 413, requestErrorBody(message), { connection: 'close' });
}

/** A GraphQL answer with one request error in the spec §8 format (code 1000). */
export function requestErrorBody(message: string) {
  return { errors: [{ message, extensions: { code: ErrorCode.INVALID_REQUEST, referencedRequestParameter: null } }] };
}

/** The request's URL as yoga's own Node adapter builds it (scheme from the socket, Host header). */
function requestUrl(req: IncomingMessage): string {
  const scheme = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  try {
    return new URL(req.url ?? '/', `${scheme}://${req.headers.host ?? 'localhost'}`).toString();
  } catch {
    // A Host header that is no host: the storefront falls back to the default one anyway.
    return new URL(req.url ?? '/', `${scheme}://localhost`).toString();
  }
}

/**
 * A fetch Request with the already buffered body (none for GET and HEAD). `pathname` replaces the
 * request's path (the operator endpoint hands its requests to the one yoga as /graphql).
 */
export function toFetchRequest(RequestClass: typeof Request, req: IncomingMessage, body: Buffer, pathname?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const url = new URL(requestUrl(req));
  if (pathname) url.pathname = pathname;
  return new RequestClass(url.toString(), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}
