import { CombinedError, type Exchange, makeResult, type Operation, type SSRData } from '@urql/core';
import { filter, map, merge, pipe, share } from 'wonka';

/**
 * The browser's side of server rendering (issue 13): the query results the server render used, as
 * its SSR exchange serialised them into the HTML, answer the same queries while the server-rendered
 * page hydrates, so hydration renders exactly what the server did and sends none of them again.
 *
 * urql's own ssrExchange forgets a result right after its first read; useQuery reads once while
 * rendering and subscribes again in its effect (and a lazy page hydrates later still), so without a
 * cache exchange (spec §7: the shop caches no query) the second read would go to the network. Here
 * the results stay until the visitor first navigates: from then on every query goes to the API.
 * Queries asked for `network-only` (re-reads after a change) always go to the API.
 */
export interface HydrationExchange extends Exchange {
  /** Adds results the server streamed (one call per data script). */
  restore(data: SSRData): void;
  /** The page is no longer the server-rendered one: forget everything. */
  end(): void;
}

export function hydrationExchange(): HydrationExchange {
  const results = new Map<string, SSRData[string]>();
  const answers = (operation: Operation) =>
    operation.kind === 'query' && operation.context.requestPolicy !== 'network-only' && results.has(String(operation.key));

  const exchange = (({ forward }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share);
      const answered$ = pipe(
        shared$,
        filter(answers),
        map((operation) => {
          const serialized = results.get(String(operation.key)) as SSRData[string];
          const result = makeResult(operation, { data: serialized.data ? JSON.parse(serialized.data) : undefined });
          if (serialized.error) {
            result.error = new CombinedError({
              graphQLErrors: serialized.error.graphQLErrors as never,
              networkError: serialized.error.networkError ? new Error(serialized.error.networkError) : undefined,
            });
          }
          return result;
        }),
      );
      const forwarded$ = forward(pipe(shared$, filter((operation) => !answers(operation))));
      return merge([answered$, forwarded$]);
    }) as HydrationExchange;

  exchange.restore = (data) => {
    for (const [key, value] of Object.entries(data)) if (value) results.set(key, value);
  };
  exchange.end = () => results.clear();
  return exchange;
}
