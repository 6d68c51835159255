import type { RouteLoaderArgs, RouteLoaderResult, RouteModule } from '../remote/contract';
import { type answeringClient, callsOf } from './index';
import { Client, fetchExchange } from '@urql/core';

/**
 * A client whose requests never reach the API (the fetch fails, as when the visitor is offline or the
 * API is down): its answers carry a network error and no data.
 */
export function offlineClient(): Client {
  return new Client({ url: 'http://test.invalid/graphql', exchanges: [fetchExchange], fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
}

/** Runs a route module's loader for `path` (its query string included) as the shell does before the page renders. */
export function runLoader(
  route: RouteModule,
  { client, path, params = {}, language = 'de' }: { client: Client; path: string; params?: RouteLoaderArgs['params']; language?: string },
): Promise<RouteLoaderResult> {
  if (!route.loader) throw new Error(`the route module of "${route.key}" has no loader`);
  const query = path.indexOf('?');
  return route.loader({
    client,
    pathname: query < 0 ? path : path.slice(0, query),
    search: query < 0 ? '' : path.slice(query),
    params,
    language,
  });
}

/** The distinct variables an answering client was asked one operation with (a page may run its query more than once). */
export function askedWith(client: ReturnType<typeof answeringClient>, operationName: string): Record<string, unknown>[] {
  return [...new Set(callsOf(client, operationName).map((variables) => JSON.stringify(variables)))].map((json) => JSON.parse(json));
}
