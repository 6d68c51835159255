import type { Client, Exchange, Operation, OperationResult } from '@urql/core';
import { filter, map, merge, onPush, pipe, share } from 'wonka';

/**
 * The browser's side of page loaders (issue 34): what a page's loader queried on a navigation answers
 * the page's identical query (same document and variables), so the page renders from the loader's
 * lookup instead of asking again. The counterpart of the hydration exchange for navigations: spec §7
 * caches no query, so the results are kept only until the next navigation starts its loader, and a
 * query asked for `network-only` (a re-read after a change) always goes to the API.
 */
export interface HandOverExchange extends Exchange {
  /** The client a loader gets: its queries go to the API and their results are kept for the page. */
  loaderClient(client: Client): Client;
  /** A new navigation: forget what the previous page's loader handed over. */
  clear(): void;
}

interface HandOverContext {
  handOver?: boolean;
}

export function handOverExchange(): HandOverExchange {
  const held = new Map<number, OperationResult>();
  const answers = (operation: Operation) =>
    operation.kind === 'query' &&
    !(operation.context as HandOverContext).handOver &&
    operation.context.requestPolicy !== 'network-only' &&
    held.has(operation.key);

  const exchange = (({ forward }) =>
    (operations$) => {
      const shared$ = pipe(operations$, share);
      const answered$ = pipe(
        shared$,
        filter(answers),
        map((operation): OperationResult => ({ ...(held.get(operation.key) as OperationResult), operation })),
      );
      const forwarded$ = pipe(
        forward(pipe(shared$, filter((operation) => !answers(operation)))),
        onPush((result) => {
          if (result.operation.kind === 'query' && (result.operation.context as HandOverContext).handOver) held.set(result.operation.key, result);
        }),
      );
      return merge([answered$, forwarded$]);
    }) as HandOverExchange;

  exchange.loaderClient = (client) => {
    const loaderClient = Object.create(client) as Client;
    // The loader's own query fetches (whatever was handed over before) and is kept; its errors are the
    // page's to show when it reads the same answer, not a second error modal.
    loaderClient.query = (query, variables, context) =>
      client.query(query, variables, { ...context, requestPolicy: 'network-only', handOver: true, handleErrors: false } as never);
    return loaderClient;
  };
  exchange.clear = () => held.clear();
  return exchange;
}
