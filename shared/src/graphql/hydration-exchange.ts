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
 *
 * urql shares an operation by its key (document and variables): a read that starts while a
 * `network-only` read of the same key is on its way waits for the network's answer and is not answered
 * here. So a page's first render never reads a document the shell reads network-only at start (the
 * checkout asks `CheckoutCustomer`, not the shell's `UserInfo`: ADR 0071).
 */
export interface HydrationExchange extends Exchange {
  /** Adds results the server streamed (one call per data script). */
  restore(data: SSRData): void;
  /** The page is no longer the server-rendered one: forget everything. */
  end(): void;
}

export function hydrationExchange(): HydrationExchange {
  const results = new Map<string, SSRData[string]>();
  // Each result is parsed once, and every answer hands on the same data (and error): useQuery reads in
  // render and again in its effect, and a second, equal but new object made every component that
  // read it (the layout, the header) render again in one long task right after hydrating (issue 37).
  const parsed = new Map<string, { data: Record<string, unknown> | undefined; error?: CombinedError }>();
  const parse = (key: string) => {
    let answer = parsed.get(key);
    if (!answer) {
      const serialized = results.get(key) as SSRData[string];
      answer = { data: serialized.data ? JSON.parse(serialized.data) : undefined };
      if (serialized.error) {
        answer.error = new CombinedError({
          graphQLErrors: serialized.error.graphQLErrors as never,
          networkError: serialized.error.networkError ? new Error(serialized.error.networkError) : undefined,
        });
      }
      parsed.set(key, answer);
    }
    return answer;
  };
  const answers = (operation: Operation) =>
    operation.kind === 'query' && operation.context.requestPolicy !== 'network-only' && results.has(String(operation.key));

  const exchange = (({ forward }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share);
      const answered$ = pipe(
        shared$,
        filter(answers),
        map((operation) => {
          const { data, error } = parse(String(operation.key));
          const result = makeResult(operation, { data });
          if (error) result.error = error;
          return result;
        }),
      );
      const forwarded$ = forward(pipe(shared$, filter((operation) => !answers(operation))));
      return merge([answered$, forwarded$]);
    }) as HydrationExchange;

  exchange.restore = (data) => {
    for (const [key, value] of Object.entries(data)) {
      if (!value) continue;
      results.set(key, value);
      parsed.delete(key);
    }
  };
  exchange.end = () => {
    results.clear();
    parsed.clear();
  };
  return exchange;
}
