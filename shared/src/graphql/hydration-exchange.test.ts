import { Client, type Exchange, type Operation, createRequest, makeResult } from '@urql/core';
import { map, pipe, tap } from 'wonka';
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

  it('sends other queries, and network-only re-reads, to the API', async () => {
    const { client, network } = setUp();
    expect((await client.query(QUERY, { page: 2 }).toPromise()).data).toEqual({ products: { total: -1 } });
    expect((await client.query(QUERY, { page: 1 }, { requestPolicy: 'network-only' }).toPromise()).data).toEqual({
      products: { total: -1 },
    });
    expect(network.sent()).toHaveLength(2);
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
});
