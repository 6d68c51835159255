import { answer, answeringClient, askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import { OPTION_PRICES, productDetail } from '../../testing/fixtures';
import { PRODUCT_QUERY, productPageVariables } from '../product-query';
import route from './allInOneCard.route';

const PATH = '/geschenkkarten/all-in-1-geschenkkarte/';

describe('allInOneCard loader (issue 36)', () => {
  it('answers 200 where the storefront sells its choice card, asking as the page asks', async () => {
    const client = answeringClient(answer(PRODUCT_QUERY, { product: productDetail({ isChoiceCard: true }), cartPrices: OPTION_PRICES }));
    expect(await runLoader(route, { client, path: PATH })).toEqual({ status: 200 });
    expect(askedWith(client, 'CatalogueProduct')).toEqual([productPageVariables(PATH)]);
  });

  it('answers 404 where it does not (GCS Germany): no such page', async () => {
    expect(await runLoader(route, { client: answeringClient(answer(PRODUCT_QUERY, { product: null, cartPrices: OPTION_PRICES })), path: PATH })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(route, { client: offlineClient(), path: PATH })).toEqual({ status: 200 });
  });
});
