import type { Client } from '@urql/core';
import { answer, answeringClient, answerWithErrors, offlineClient } from '@shop/shared/testing';
import { category, productCards } from '../testing/fixtures';
import { askedWith, runLoader } from '@shop/shared/testing';
import { CATEGORY_PRODUCTS_QUERY, CATEGORY_QUERY, categoryPageVariables, categoryProductsVariables } from './category-query';
import route from './category.route';

/** The loader as the shell runs it for the category page of `url`, with `client`. */
const load = (client: Client, url = 'wein') => route.loader?.({ client, params: { url }, pathname: `/kategorie/${url}/`, search: '', language: 'de' });

/** A client whose every request fails on the way (no answer from the API at all). */

const categories = [category('wein'), category('restaurants')];

describe('category loader (issue 34)', () => {
  it('looks the category up with the page’s own query: 200 when it exists', async () => {
    const client = answeringClient(answer(CATEGORY_QUERY, { category: { ...category('wein'), topList: productCards(4), metadata: null }, categories }));
    const query = jest.spyOn(client, 'query');
    expect(await load(client)).toEqual({ status: 200 });
    // What CategoryPage asks with: the page reads this answer instead of asking again.
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(CATEGORY_QUERY, categoryPageVariables('wein'));
    expect(query.mock.calls[0]?.[1]).toEqual({ path: 'wein' });
  });

  it('is 404 when the API knows no category of that slug', async () => {
    expect(await load(answeringClient(answer(CATEGORY_QUERY, { category: null, categories })), 'gibt-es-nicht')).toEqual({ status: 404 });
  });

  it('is 404 when the API refuses the slug as malformed (GraphQL errors, no data)', async () => {
    const client = answeringClient(answerWithErrors(CATEGORY_QUERY, [{ message: '"wein!" is not a product id, slug or path', extensions: { code: 1101, referencedRequestParameter: 'path' } }]));
    expect(await load(client, 'wein!')).toEqual({ status: 404 });
  });

  it('is 200 on a network error: no answer says nothing about the category, the page shows its error state', async () => {
    expect(await load(offlineClient())).toEqual({ status: 200 });
  });
});

describe('category loader, a page after the first (issue 36)', () => {
  const WINE = productCards(30, 'wein');
  const client = () =>
    answeringClient({
      ...answer(CATEGORY_QUERY, { category: { ...category('wein'), topList: WINE.slice(0, 4), metadata: null }, categories }),
      ...answer(CATEGORY_PRODUCTS_QUERY, ({ paging }: Record<string, unknown>) => {
        const { itemsPerPage, pageNumber } = paging as { itemsPerPage: number; pageNumber: number };
        return { products: { total: WINE.length, pageNumber, itemsPerPage, pageCount: Math.ceil(WINE.length / itemsPerPage), items: WINE.slice((pageNumber - 1) * itemsPerPage, pageNumber * itemsPerPage) } };
      }),
    });

  it('answers 200 for a page the list reaches, asking the list as the server-rendered page does (16 a page)', async () => {
    const asking = client();
    expect(await runLoader(route, { client: asking, path: '/kategorie/wein/2/', params: { url: 'wein', page: '2' } })).toEqual({ status: 200 });
    expect(await runLoader(route, { client: asking, path: '/kategorie/wein/?page=2&sort=price-asc', params: { url: 'wein' } })).toEqual({ status: 200 });
    expect(askedWith(asking, 'CatalogueCategoryProducts')).toEqual([
      categoryProductsVariables(category('wein').id, 2, 16, 'relevance'),
      categoryProductsVariables(category('wein').id, 2, 16, 'price-asc'),
    ]);
  });

  it('answers 404 for a page past the last (30 cards: two pages)', async () => {
    expect(await runLoader(route, { client: client(), path: '/kategorie/wein/3/', params: { url: 'wein', page: '3' } })).toEqual({ status: 404 });
    expect(await runLoader(route, { client: client(), path: '/kategorie/wein/99/', params: { url: 'wein', page: '99' } })).toEqual({ status: 404 });
    expect(await runLoader(route, { client: client(), path: '/kategorie/wein/?page=99', params: { url: 'wein' } })).toEqual({ status: 404 });
  });
});
