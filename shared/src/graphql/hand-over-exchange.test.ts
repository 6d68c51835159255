import { Client, type Exchange, makeResult } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { handOverExchange } from './hand-over-exchange';

const QUERY = 'query Product($path: String!) { product(path: $path) { name } }';

/** A stand-in API that counts what reaches it and answers each query with its call number. */
function countingApi() {
  const calls: string[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      // Teardowns (a reader unsubscribing) are not requests.
      filter((operation) => operation.kind === 'query'),
      map((operation) => {
        calls.push((operation.variables as { path: string }).path);
        return makeResult(operation, { data: { product: { name: `call ${calls.length}` } } });
      }),
    );
  return { calls, exchange };
}

function setUp() {
  const api = countingApi();
  const handOver = handOverExchange();
  const client = new Client({ url: 'http://test.invalid/graphql', exchanges: [handOver, api.exchange], requestPolicy: 'cache-first' });
  return { api, handOver, client, loaderClient: handOver.loaderClient(client) };
}

describe('handOverExchange', () => {
  it("answers the page's identical query with what the loader fetched, as often as the page reads it, without asking again", async () => {
    const { api, client, loaderClient } = setUp();
    const loaded = await loaderClient.query(QUERY, { path: '/a/' }).toPromise();
    expect(loaded.data).toEqual({ product: { name: 'call 1' } });
    // useQuery reads while rendering and again when it subscribes: both from the loader's answer.
    expect((await client.query(QUERY, { path: '/a/' }).toPromise()).data).toEqual({ product: { name: 'call 1' } });
    expect((await client.query(QUERY, { path: '/a/' }).toPromise()).data).toEqual({ product: { name: 'call 1' } });
    expect(api.calls).toEqual(['/a/']);
  });

  it('hands nothing over for other variables, for re-reads asked network-only, or after the next navigation', async () => {
    const { api, handOver, client, loaderClient } = setUp();
    await loaderClient.query(QUERY, { path: '/a/' }).toPromise();
    await client.query(QUERY, { path: '/b/' }).toPromise();
    await client.query(QUERY, { path: '/a/' }, { requestPolicy: 'network-only' }).toPromise();
    handOver.clear();
    await client.query(QUERY, { path: '/a/' }).toPromise();
    expect(api.calls).toEqual(['/a/', '/b/', '/a/', '/a/']);
  });

  it("gives loaders a client that always asks the API and keeps the errors for the page (no second error modal)", async () => {
    const { api, loaderClient } = setUp();
    const seen: Array<Record<string, unknown>> = [];
    const spying = handOverExchange();
    const client = new Client({
      url: 'http://test.invalid/graphql',
      exchanges: [spying, ({ forward }) => (operations$) => forward(pipe(operations$, map((operation) => (seen.push(operation.context as never), operation)))), api.exchange],
    });
    await spying.loaderClient(client).query(QUERY, { path: '/a/' }).toPromise();
    expect(seen[0]).toMatchObject({ requestPolicy: 'network-only', handOver: true, handleErrors: false });
    expect(loaderClient).not.toBe(client);
  });
});
