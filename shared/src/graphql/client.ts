import { Client, fetchExchange, mapExchange, type Exchange, type Operation } from '@urql/core';
import { eventBus } from '../events/event-bus';
import { entryFromGraphQLError, firstPayloadError, isConnectionFailure, resultErrorEntry } from './errors';

export interface UserData {
  language: string;
  storeID: number;
  countryCode: string;
  /** Base64 of the redeem token, when the visitor is in the redeem flow. */
  redeemToken: string | null;
}

export interface ShopClientOptions {
  /** The GraphQL endpoint: `/graphql` on the shop's origin unless configured for a CDN. */
  url: string;
  storeId: number;
  countryCode: string;
  /** Read on every request: the language and path change while the page lives. */
  getLanguage(): string;
  getPathname?(): string;
  getRedeemToken?(): string | null;
  /** Optional static authorization header from configuration. */
  authorization?: string;
  /**
   * Server rendering (issue 13): the urql SSR exchange that carries the page's query results from the
   * server render into the HTML and back into the browser's first render. With it, a query the server
   * already answered is read from that data once (then always from the network again).
   */
  ssr?: Exchange;
  /** The server's client: suspends on queries, sends nothing to the page's error modal. */
  serverSide?: boolean;
  /** The transport (the server passes its in-process GraphQL endpoint: no HTTP hop to itself). */
  fetch?: typeof fetch;
  /** Extra request headers read per request (the server forwards the visitor's cookie and host). */
  getHeaders?(): Record<string, string>;
}

/** Per-operation opt-out of the general error modal (e.g. login shows its own first error). */
export interface ShopOperationContext {
  handleErrors?: boolean;
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function buildUserData(options: ShopClientOptions): UserData {
  const token = options.getRedeemToken?.() ?? null;
  return {
    language: options.getLanguage(),
    storeID: options.storeId,
    countryCode: options.countryCode,
    redeemToken: token ? toBase64(token) : null,
  };
}

/** Adds the `userData` variable to every operation (spec §7: "The variable userData is always included"). */
function userDataExchange(options: ShopClientOptions): Exchange {
  return mapExchange({
    onOperation(operation: Operation) {
      return {
        ...operation,
        variables: { ...(operation.variables as object), userData: buildUserData(options) },
      } as Operation;
    },
  });
}

/**
 * The general error middleware (spec §7 "Answer handling"): the first `data.*.errors` entry, else the
 * first GraphQL error, goes to the error modal through the event bus. No answer at all (the network
 * failed, or a gateway's 502/503/504) is the spec §8 connection failure, not "something went wrong".
 */
export const errorMiddlewareExchange: Exchange = mapExchange({
  onResult(result) {
    const context = result.operation.context as ShopOperationContext;
    if (context.handleErrors === false) return;
    if (isConnectionFailure(result.error)) {
      eventBus.emit('shell:error-requested', { error: resultErrorEntry(result.error) });
      return;
    }
    const payloadError = firstPayloadError(result.data);
    if (payloadError) {
      eventBus.emit('shell:error-requested', { error: payloadError });
      return;
    }
    const gqlError = result.error?.graphQLErrors[0];
    if (gqlError) {
      eventBus.emit('shell:error-requested', { error: entryFromGraphQLError(gqlError) });
    } else if (result.error?.networkError) {
      eventBus.emit('shell:error-requested', {
        error: entryFromGraphQLError({ message: '', extensions: { code: -1 } }),
      });
    }
  },
});

export function createShopClient(options: ShopClientOptions): Client {
  const exchanges = [userDataExchange(options), ...(options.ssr ? [options.ssr] : []), fetchExchange];
  return new Client({
    url: options.url,
    // No cache exchange: queries are never cached (spec §7), every read goes to the API. With server
    // rendering, 'cache-first' lets the SSR exchange answer a query once from the HTML's data (it
    // forgets each result after handing it over); without a cache exchange, everything else is fetched.
    exchanges: options.serverSide ? exchanges : [errorMiddlewareExchange, ...exchanges],
    preferGetMethod: false,
    requestPolicy: options.ssr ? 'cache-first' : 'network-only',
    suspense: options.serverSide === true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    fetchOptions: () => {
      const headers: Record<string, string> = {
        ...options.getHeaders?.(),
        'x-store': String(options.storeId),
        'x-lang': options.getLanguage(),
        'x-country': options.countryCode,
      };
      const pathname = options.getPathname?.();
      if (pathname) headers['x-pathname'] = pathname;
      if (options.authorization) headers.authorization = options.authorization;
      return { credentials: 'include', headers };
    },
  });
}

let currentClient: Client | null = null;

/** The shell creates the page's one client and registers it here for code outside React. */
export function setShopClient(client: Client): void {
  currentClient = client;
}

export function getShopClient(): Client {
  if (!currentClient) throw new Error('The shop GraphQL client has not been created yet');
  return currentClient;
}
