import type { Client } from '@urql/core';
import { answer, answeringClient, answerWithErrors, offlineClient } from '@shop/shared/testing';
import { OPTION_PRICES, productDetail } from '../testing/fixtures';
import { PRODUCT_QUERY, productPageVariables } from './product-query';
import route from './productDetail.route';

const PATH = '/geschenkkarten/apple-geschenkkarte/';

/** The loader as the shell runs it for PATH, with `client`. */
const load = (client: Client) => route.loader?.({ client, params: { product: 'apple-geschenkkarte' }, pathname: PATH, search: '', language: 'de' });

/** A client whose every request fails on the way (no answer from the API at all). */

describe('productDetail loader (issue 34)', () => {
  it('looks the product up with the page’s own query: 200 when it exists', async () => {
    const client = answeringClient(answer(PRODUCT_QUERY, { product: productDetail(), cartPrices: OPTION_PRICES }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client)).toEqual({ status: 200 });
    // The document and variables ProductView asks with: the page reads this answer instead of asking again.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(PRODUCT_QUERY, productPageVariables(PATH));
    expect(query.mock.calls[0]?.[1]).toEqual({ path: PATH });
  });

  it('is 404 when the API knows no product at the path', async () => {
    expect(await load(answeringClient(answer(PRODUCT_QUERY, { product: null, cartPrices: OPTION_PRICES })))).toEqual({ status: 404 });
  });

  it('is 404 when the API refuses the path as malformed (GraphQL errors, no data)', async () => {
    const client = answeringClient(answerWithErrors(PRODUCT_QUERY, [{ message: 'not a product id, slug or path', extensions: { code: 1101, referencedRequestParameter: 'path' } }]));
    expect(await load(client)).toEqual({ status: 404 });
  });

  it('is 200 on a network error: no answer says nothing about the product, the page shows its error state', async () => {
    expect(await load(offlineClient())).toEqual({ status: 200 });
  });
});
