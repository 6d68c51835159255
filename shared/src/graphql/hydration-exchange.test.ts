import { Client, type Exchange, type Operation, createRequest, makeResult, ssrExchange } from '@urql/core';
import { map, pipe, tap } from 'wonka';
import { createShopClient } from './client';
import { hydrationExchange } from './hydration-exchange';

const QUERY = 'query Products($page: Int) { products(page: $page) { total } }';

/** Stands in for the network: records what reaches it and answers `{ products: { total: -1 } }`. */
function networkStandIn() {
  const sent: Operation[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      tap((operation) => sent.push(operation)),
      map((operation) => makeResult(operation, { data: { products: { total: -1 } } })),
    );
  return { sent: () => sent.filter((operation) => operation.kind !== 'teardown'), exchange };
}

function setUp() {
  const hydration = hydrationExchange();
  const network = networkStandIn();
  const client = new Client({ url: 'http://shop.test/graphql', exchanges: [hydration, network.exchange] });
  // What the server streamed for page 1.
  const key = createRequest(QUERY, { page: 1 }).key;
  hydration.restore({ [key]: { data: JSON.stringify({ products: { total: 212 } }), hasNext: false } });
  return { hydration, network, client };
}

/** The API's answer as fetch hands it to urql (jsdom has no Response). */
function jsonFetch(body: unknown) {
  return jest.fn(async () => ({ status: 200, statusText: 'OK', headers: { get: () => 'application/json' }, text: async () => JSON.stringify(body) }));
}

describe('hydrationExchange', () => {
  it('answers a query the server rendered with the server’s result, without asking the API', async () => {
    const { client, network } = setUp();
    const result = await client.query(QUERY, { page: 1 }).toPromise();
    expect(result.data).toEqual({ products: { total: 212 } });
    expect(network.sent()).toHaveLength(0);
  });

  it('keeps answering it while the page hydrates (a second read, e.g. useQuery’s effect)', async () => {
    const { client, network } = setUp();
    await client.query(QUERY, { page: 1 }).toPromise();
    const again = await client.query(QUERY, { page: 1 }, { requestPolicy: 'cache-and-network' }).toPromise();
    expect(again.data).toEqual({ products: { total: 212 } });
    expect(network.sent()).toHaveLength(0);
  });

  it('hands every read the same data object, so a component that read it in render does not render again after (issue 37)', async () => {
    const { client, hydration } = setUp();
    const first = await client.query(QUERY, { page: 1 }).toPromise();
    const again = await client.query(QUERY, { page: 1 }, { requestPolicy: 'cache-and-network' }).toPromise();
    expect(again.data).toBe(first.data);
    // A result streamed again under the same key is what later reads get.
    hydration.restore({ [createRequest(QUERY, { page: 1 }).key]: { data: JSON.stringify({ products: { total: 213 } }), hasNext: false } });
    expect((await client.query(QUERY, { page: 1 }).toPromise()).data).toEqual({ products: { total: 213 } });
  });

  it('answers from every data script the server streamed, not just the last one', async () => {
    const { client, network, hydration } = setUp();
    const key = createRequest(QUERY, { page: 2 }).key;
    hydration.restore({ [key]: { data: JSON.stringify({ products: { total: 24 } }), hasNext: false } });
    expect((await client.query(QUERY, { page: 1 }).toPromise()).data).toEqual({ products: { total: 212 } });
    expect((await client.query(QUERY, { page: 2 }).toPromise()).data).toEqual({ products: { total: 24 } });
    expect(network.sent()).toHaveLength(0);
  });

  it('sends other queries, and network-only re-reads, to the API', async () => {
    const { client, network } = setUp();
    expect((await client.query(QUERY, { page: 2 }).toPromise()).data).toEqual({ products: { total: -1 } });
    expect((await client.query(QUERY, { page: 1 }, { requestPolicy: 'network-only' }).toPromise()).data).toEqual({
      products: { total: -1 },
    });
    expect(network.sent()).toHaveLength(2);
  });

  it('answers queries only: a mutation always reaches the API', async () => {
    const MUTATION = 'mutation Products($page: Int) { products(page: $page) { total } }';
    const { client, network, hydration } = setUp();
    // Even a result stored under the mutation's very key does not answer it.
    hydration.restore({ [createRequest(MUTATION, { page: 1 }).key]: { data: JSON.stringify({ products: { total: 212 } }), hasNext: false } });
    expect((await client.mutation(MUTATION, { page: 1 }).toPromise()).data).toEqual({ products: { total: -1 } });
    expect(network.sent().map((operation) => operation.kind)).toEqual(['mutation']);
  });

  it('forgets the server’s results once the visitor navigates (end)', async () => {
    const { client, network, hydration } = setUp();
    hydration.end();
    expect((await client.query(QUERY, { page: 1 }).toPromise()).data).toEqual({ products: { total: -1 } });
    expect(network.sent()).toHaveLength(1);
  });

  it('hands on an error the server rendered as an error', async () => {
    const hydration = hydrationExchange();
    const network = networkStandIn();
    const client = new Client({ url: 'http://shop.test/graphql', exchanges: [hydration, network.exchange] });
    const key = createRequest(QUERY, { page: 9 }).key;
    hydration.restore({ [key]: { data: JSON.stringify(null), error: { graphQLErrors: [{ message: 'Not found' }] }, hasNext: false } });
    const result = await client.query(QUERY, { page: 9 }).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('Not found');
    expect(network.sent()).toHaveLength(0);
  });

  it('hands on a network error the server rendered as a network error', async () => {
    const { client, network, hydration } = setUp();
    const key = createRequest(QUERY, { page: 3 }).key;
    hydration.restore({ [key]: { error: { graphQLErrors: [], networkError: 'the API did not answer' }, hasNext: false } });
    const result = await client.query(QUERY, { page: 3 }).toPromise();
    expect(result.data).toBeUndefined();
    expect(result.error?.networkError?.message).toBe('the API did not answer');
    expect(network.sent()).toHaveLength(0);
  });
});

describe('hydrationExchange with the shop’s clients (server render → browser)', () => {
  it('answers the browser’s query with what the server’s client fetched, until the first navigation', async () => {
    const options = { storeId: 60, countryCode: 'NL', getLanguage: () => 'nl', getPathname: () => '/nl/products/' };
    // The server render (shell/src/server/index.tsx): urql's SSR exchange records the results.
    const recorder = ssrExchange({ isClient: false });
    const apiOnServer = jsonFetch({ data: { products: { total: 212 } } });
    const server = createShopClient({ ...options, url: 'http://shop.internal/graphql', ssr: recorder, serverSide: true, fetch: apiOnServer as never });
    await server.query(QUERY, { page: 1 }).toPromise();
    expect(apiOnServer).toHaveBeenCalledTimes(1);
    // The data script carries them as JSON (shell/src/server/ssr-data-stream.ts).
    const streamed = JSON.parse(JSON.stringify(recorder.extractData()));

    // The browser (shell/src/bootstrap.tsx).
    const hydration = hydrationExchange();
    const apiInBrowser = jsonFetch({ data: { products: { total: 213 } } });
    const browser = createShopClient({ ...options, url: '/graphql', ssr: hydration, fetch: apiInBrowser as never });
    hydration.restore(streamed);
    expect((await browser.query(QUERY, { page: 1 }).toPromise()).data).toEqual({ products: { total: 212 } });
    expect((await browser.query(QUERY, { page: 1 }).toPromise()).data).toEqual({ products: { total: 212 } });
    expect(apiInBrowser).not.toHaveBeenCalled();

    hydration.end(); // the first navigation
    expect((await browser.query(QUERY, { page: 1 }).toPromise()).data).toEqual({ products: { total: 213 } });
    expect(apiInBrowser).toHaveBeenCalledTimes(1);
  });
});
