import { answer, answeringClient, answerWithErrors, askedWith, offlineClient, runLoader } from '@shop/shared/testing';
import { readListParams } from '../common/product-list/list-params';
import { PRODUCTS_PER_PAGE } from '../common/product-list/page-size';
import type { CatalogueProductListQuery, CatalogueProductListQueryVariables } from '../graphql/__generated__/graphql';
import { productCards } from '../testing/fixtures';
import { PRODUCT_LIST_QUERY, productListVariables } from './product-list-query';
import route from './productList.route';

const ALL = productCards(40);

/** The API's list: 40 cards, so three pages of 16. */
function listAnswer({ paging }: CatalogueProductListQueryVariables): CatalogueProductListQuery {
  const { pageNumber = 1, itemsPerPage = 16 } = paging;
  const start = ((pageNumber ?? 1) - 1) * (itemsPerPage ?? 16);
  return {
    products: { total: ALL.length, pageNumber: pageNumber ?? 1, itemsPerPage: itemsPerPage ?? 16, pageCount: Math.ceil(ALL.length / (itemsPerPage ?? 16)), items: ALL.slice(start, start + (itemsPerPage ?? 16)) },
    categoryTerms: [],
    typeTerms: [],
    pageMetadata: null,
  };
}

const listClient = () => answeringClient(answer(PRODUCT_LIST_QUERY, listAnswer));

describe('productList loader (issue 36): a page past the list’s last is a 404', () => {
  it('answers 200 for the first page without asking (it always exists), and for a search', async () => {
    const client = listClient();
    expect(await runLoader(route, { client, path: '/geschenkkarten/' })).toEqual({ status: 200 });
    expect(await runLoader(route, { client, path: '/geschenkkarten/?s=apple&page=9' })).toEqual({ status: 200 });
    expect(askedWith(client, 'CatalogueProductList')).toEqual([]);
  });

  it('answers 200 for a page the list reaches, asking as the server-rendered page asks (16 a page, the first page’s path)', async () => {
    const client = listClient();
    expect(await runLoader(route, { client, path: '/geschenkkarten/3/', params: { page: '3' } })).toEqual({ status: 200 });
    expect(await runLoader(route, { client, path: '/en/geschenkkarten/2/', params: { page: '2' }, language: 'en' })).toEqual({ status: 200 });
    expect(await runLoader(route, { client, path: '/geschenkkarten/?page=2&sort=price-asc' })).toEqual({ status: 200 });
    expect(askedWith(client, 'CatalogueProductList')).toEqual([
      productListVariables(readListParams('3', ''), PRODUCTS_PER_PAGE, '/geschenkkarten/'),
      productListVariables(readListParams('2', ''), PRODUCTS_PER_PAGE, '/en/geschenkkarten/'),
      productListVariables(readListParams(undefined, '?page=2&sort=price-asc'), PRODUCTS_PER_PAGE, '/geschenkkarten/'),
    ]);
    expect(askedWith(client, 'CatalogueProductList')[0]).toMatchObject({ paging: { itemsPerPage: 16, pageNumber: 3 }, path: '/geschenkkarten/' });
  });

  it('answers 404 for a page past the last, in the path or the query, and for a page number the API refuses', async () => {
    expect(await runLoader(route, { client: listClient(), path: '/geschenkkarten/4/', params: { page: '4' } })).toEqual({ status: 404 });
    expect(await runLoader(route, { client: listClient(), path: '/geschenkkarten/999/', params: { page: '999' } })).toEqual({ status: 404 });
    expect(await runLoader(route, { client: listClient(), path: '/geschenkkarten/?page=999' })).toEqual({ status: 404 });
    const refused = answeringClient(answerWithErrors(PRODUCT_LIST_QUERY, [{ message: 'paging.pageNumber must be between 1 and 10000', extensions: { code: 1100 } }]));
    expect(await runLoader(route, { client: refused, path: '/geschenkkarten/50000/', params: { page: '50000' } })).toEqual({ status: 404 });
  });

  it('answers 200 on a network error: the page shows its own error state', async () => {
    expect(await runLoader(route, { client: offlineClient(), path: '/geschenkkarten/3/', params: { page: '3' } })).toEqual({ status: 200 });
  });
});
