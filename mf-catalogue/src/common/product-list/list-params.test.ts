import { createShopRouter } from '@shop/shared';
import { testStorefront } from '@shop/shared/testing';
import { listHref, listQuery, readListParams, sortVariable, toTaxonomyFilter } from './list-params';

describe('list parameters (spec §2: page, s, filter vocabularies)', () => {
  it('takes the page from the path first, else from ?page, else 1', () => {
    expect(readListParams('3', '?page=5').page).toBe(3);
    expect(readListParams(undefined, '?page=5')).toMatchObject({ page: 5, pageFromQuery: true });
    expect(readListParams(undefined, '').page).toBe(1);
    expect(readListParams(undefined, '?page=0').page).toBe(1);
    expect(readListParams(undefined, '?page=abc').page).toBe(1);
  });

  it('reads the search term and both filter collections, comma separated or repeated', () => {
    const state = readListParams(undefined, '?s=%20apple%20&cb_api_giftcard_categories=wine,restaurants&cb_api_giftcard_types=digital&cb_api_giftcard_types=physical');
    expect(state.search).toBe('apple');
    expect(state.filters).toEqual({ cb_api_giftcard_categories: ['restaurants', 'wine'], cb_api_giftcard_types: ['digital', 'physical'] });
    expect(toTaxonomyFilter(state.filters)).toEqual([
      { collection: 'cb_api_giftcard_categories', terms: ['restaurants', 'wine'] },
      { collection: 'cb_api_giftcard_types', terms: ['digital', 'physical'] },
    ]);
  });

  it('builds page links with the page in the path and the rest in the query', () => {
    const config = testStorefront('de');
    const router = createShopRouter(config);
    const href = (key: Parameters<typeof router.href>[0], params?: Parameters<typeof router.href>[1]) => router.href(key, params);
    expect(listHref(href, 'productList', {}, { page: 1 })).toBe('/geschenkkarten/');
    expect(listHref(href, 'productList', {}, { page: 2, filters: { cb_api_giftcard_types: ['digital'] } })).toBe('/geschenkkarten/2/?cb_api_giftcard_types=digital');
    expect(listHref(href, 'category', { url: 'wein' }, { page: 3 })).toBe('/kategorie/wein/3/');
    expect(listQuery({ search: 'a b', filters: {} })).toBe('s=a+b');
  });

  it('reads the order (sort), the list\'s own for none or an unknown one, and keeps it in links', () => {
    expect(readListParams(undefined, '?sort=price-asc').sort).toBe('price-asc');
    expect(readListParams(undefined, '?sort=name-asc&page=2')).toMatchObject({ sort: 'name-asc', page: 2 });
    expect(readListParams(undefined, '').sort).toBe('relevance');
    expect(readListParams(undefined, '?sort=cheapest').sort).toBe('relevance');
    expect(listQuery({ search: '', sort: 'price-desc', filters: { cb_api_giftcard_types: ['digital'] } })).toBe('sort=price-desc&cb_api_giftcard_types=digital');
    expect(listQuery({ sort: 'relevance' })).toBe('');
    const router = createShopRouter(testStorefront('de'));
    expect(listHref((key, params) => router.href(key, params), 'category', { url: 'wein' }, { page: 2, sort: 'price-asc' })).toBe('/kategorie/wein/2/?sort=price-asc');
    // The API's ProductSort; none for the list's own order (the API's default).
    expect(sortVariable('price-asc')).toEqual({ sort: 'PRICE_ASC' });
    expect(sortVariable('price-desc')).toEqual({ sort: 'PRICE_DESC' });
    expect(sortVariable('name-asc')).toEqual({ sort: 'NAME_ASC' });
    expect(sortVariable('relevance')).toEqual({});
  });

  it('builds the Dutch list links from the Dutch route table', () => {
    const router = createShopRouter(testStorefront('nl'));
    expect(listHref((key, params) => router.href(key, params), 'productList', {}, { page: 4 })).toBe('/cadeaubonnen/4/');
  });
});
