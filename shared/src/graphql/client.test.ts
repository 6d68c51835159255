import { eventBus } from '../events/event-bus';
import { createShopClient } from './client';
import { errorMessageFor } from './error-catalogue';
import { CONNECTION_FAILURE_CODE, isConnectionFailure, resultErrorEntry, type ShopErrorEntry } from './errors';

const QUERY = 'query Cart { cartQuantity { qty } }';

/** fetch as urql uses it (jsdom has no Response): an answer with this status, content type and body. */
function answering(status: number, contentType: string, body: string) {
  return jest.fn(async () => ({ status, statusText: `status ${status}`, headers: { get: () => contentType }, text: async () => body }));
}

function clientWith(fetch: jest.Mock) {
  return createShopClient({
    url: 'http://shop.test/graphql',
    storeId: 60,
    countryCode: 'DE',
    getLanguage: () => 'de',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
}

/** What the general error modal was asked to show while `run` ran. */
async function modalRequests(run: () => Promise<unknown>): Promise<ShopErrorEntry[]> {
  const requested: ShopErrorEntry[] = [];
  const stop = eventBus.on('shell:error-requested', ({ error }) => requested.push(error));
  try {
    await run();
  } finally {
    stop();
  }
  return requested;
}

describe('the general error middleware and connection failures (spec §8)', () => {
  it('shows "Oh oh, es gibt eine Störung" when the request gets no answer at all', async () => {
    const client = clientWith(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const requested = await modalRequests(() => client.query(QUERY, {}).toPromise());
    expect(requested.map((e) => e.code)).toEqual([CONNECTION_FAILURE_CODE]);
    expect(errorMessageFor(requested[0] as ShopErrorEntry).id).toBe('error.connection');
  });

  it.each([502, 503, 504])('takes a gateway %i in front of the API for a connection failure too', async (status) => {
    const client = clientWith(answering(status, 'text/html', '<h1>Bad Gateway</h1>'));
    const requested = await modalRequests(() => client.query(QUERY, {}).toPromise());
    expect(requested.map((e) => e.code)).toEqual([CONNECTION_FAILURE_CODE]);
  });

  it('keeps a 503 with a GraphQL body a connection failure (the API itself says it is not there)', async () => {
    const client = clientWith(answering(503, 'application/json', JSON.stringify({ errors: [{ message: 'busy', extensions: { code: 1429 } }] })));
    const requested = await modalRequests(() => client.query(QUERY, {}).toPromise());
    expect(requested.map((e) => e.code)).toEqual([CONNECTION_FAILURE_CODE]);
  });

  it('says "something went wrong" for an answer that is an error of the API (500), not a connection failure', async () => {
    const client = clientWith(answering(500, 'text/html', 'Internal Server Error'));
    const requested = await modalRequests(() => client.query(QUERY, {}).toPromise());
    expect(requested.map((e) => e.code)).toEqual([-1]);
    expect(errorMessageFor(requested[0] as ShopErrorEntry).id).toBe('error.generic');
  });

  it('shows the API’s own error of an answer by its code', async () => {
    const client = clientWith(answering(200, 'application/json', JSON.stringify({ data: { cartQuantity: null }, errors: [{ message: 'limit', extensions: { code: 2030 } }] })));
    const requested = await modalRequests(() => client.query(QUERY, {}).toPromise());
    expect(requested.map((e) => e.code)).toEqual([2030]);
  });

  it('leaves an operation that handles its errors itself alone, and gives it the same entry to show', async () => {
    const client = clientWith(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    let result: Awaited<ReturnType<ReturnType<typeof client.query>['toPromise']>> | undefined;
    const requested = await modalRequests(async () => {
      result = await client.query(QUERY, {}, { handleErrors: false }).toPromise();
    });
    expect(requested).toEqual([]);
    expect(isConnectionFailure(result?.error)).toBe(true);
    expect(resultErrorEntry(result?.error).code).toBe(CONNECTION_FAILURE_CODE);
  });
});

describe('resultErrorEntry', () => {
  it('tells a connection failure, a GraphQL error and anything else apart', () => {
    expect(resultErrorEntry({ networkError: new TypeError('Failed to fetch') }).code).toBe(CONNECTION_FAILURE_CODE);
    expect(resultErrorEntry({ networkError: new Error('Bad Gateway'), response: { status: 502 } }).code).toBe(CONNECTION_FAILURE_CODE);
    expect(resultErrorEntry({ networkError: new Error('Internal Server Error'), response: { status: 500 } }).code).toBe(-1);
    expect(resultErrorEntry({ graphQLErrors: [{ message: 'x', extensions: { code: 2031, referencedRequestParameter: 'input.variationId' } }] })).toEqual({
      message: 'x',
      code: 2031,
      referencedRequestParameter: 'input.variationId',
    });
    expect(resultErrorEntry(undefined).code).toBe(-1);
  });
});
