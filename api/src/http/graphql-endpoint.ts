/**
 * POST/GET /graphql, and the same API as the operator console's endpoint (/operator/graphql): the
 * body read with its cap, handed to yoga as a fetch Request, its Response written back to Node.
 */
import { type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { OPERATOR_GRAPHQL_PATH } from '../domains/operator/sessions';
import type { ShopYoga } from '../graphql/yoga';
import { type TrustProxy, clientInfo } from './client-address';
import { BodyTooLargeError, readCappedBody, refuseTooLarge, requestErrorBody, toFetchRequest } from './graphql-request';
import type { PathHandler } from './routes';
import { sendBody, sendJson } from './send';

/** Yoga's Response → Node response; JSON results are buffered and compressed, streams piped. */
export async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    // whatwg-node's Headers keep the original case: normalise, or Node sends duplicates.
    const lower = name.toLowerCase();
    if (lower !== 'set-cookie' && lower !== 'content-length') headers[lower] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // GraphQL answers depend on the visitor (cart, session): never cache them anywhere.
  headers['cache-control'] = 'no-store';

  const type = response.headers.get('content-type') ?? '';
  if (response.status >= 400 && !type) {
    // yoga's bare refusals (406 for an Accept we do not speak, 405 …) still answer in the spec format.
    const error = requestErrorBody(`${response.status} ${STATUS_CODES[response.status] ?? 'Request refused'}`);
    await sendJson(req, res, response.status, error, headers);
    return;
  }
  if (!response.body || /json/.test(type)) {
    await sendBody(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
    return;
  }
  res.writeHead(response.status, headers);
  // yoga's ReadableStream is whatwg-node's, which Readable.fromWeb refuses; both are async iterables.
  Readable.from(response.body as unknown as AsyncIterable<Uint8Array>).pipe(res);
}

export function createGraphqlEndpoint(options: { yoga: ShopYoga; trustProxy: TrustProxy }): PathHandler {
  const { yoga, trustProxy } = options;
  return async function serveGraphql(req, res, pathname) {
    let body: Buffer;
    try {
      body = await readCappedBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res);
      throw error;
    }
    // Only on the operator endpoint does the operator session cookie (Path=/operator) count.
    const operatorEndpoint = pathname === OPERATOR_GRAPHQL_PATH;
    const request = toFetchRequest(yoga.fetchAPI.Request, req, body, operatorEndpoint ? '/graphql' : undefined);
    const response = await yoga.fetch(request, { client: clientInfo(req, trustProxy), operatorEndpoint });
    await sendFetchResponse(req, res, response);
  };
}
