import { ShopRouter } from './shop-router';
import { ROUTE_OWNERS, type RouteKey } from './route-keys';
import { ROUTE_TABLES } from './route-tables';

const de = new ShopRouter({ variant: 'de', defaultLanguage: 'de', languages: ['de', 'en'] });
const nl = new ShopRouter({ variant: 'nl', defaultLanguage: 'nl', languages: ['nl', 'en'] });

describe('ShopRouter (German table)', () => {
  it.each([
    ['/', 'home', {}],
    ['/geschenkkarten/', 'productList', { page: undefined }],
    ['/geschenkkarten/3/', 'productList', { page: '3' }],
    ['/geschenkkarten/amazon/', 'productDetail', { product: 'amazon' }],
    ['/geschenkkarten/all-in-1-geschenkkarte/', 'allInOneCard', {}],
    ['/geschenkkarten/ikea/standorte/', 'locations', { product: 'ikea' }],
    ['/geschenkkarten/ikea/standorte/berlin/', 'location', { product: 'ikea', location: 'berlin' }],
    ['/kategorie/geschenkkarten/', 'categoryAll', {}],
    ['/kategorie/restaurants/2/', 'category', { url: 'restaurants', page: '2' }],
    ['/kasse/zahlung-verarbeiten/', 'paymentProcessing', {}],
    ['/kasse/danke/6f1c/', 'confirmationOrder', { uuid: '6f1c' }],
    ['/unternehmen/', 'business', { product: undefined }],
    ['/guthaben-pruefen/ergebnisse/', 'redeemShop', { page: undefined }],
    ['/guthaben-pruefen/ergebnisse/2/', 'redeemShop', { page: '2' }],
    ['/guthaben-pruefen/ergebnisse/b2b-page/', 'redeemBusinessShop', { pageId: 'b2b-page', page: undefined }],
    ['/guthaben-pruefen/ergebnisse/b2b-page/4/', 'redeemBusinessShop', { pageId: 'b2b-page', page: '4' }],
    ['/account/passwort-vergessen/success/', 'forgotPasswordSuccess', {}],
    ['/helpdesk/', 'helpdesk', {}],
    ['/404/', 'notFound', {}],
    ['/sommer-aktion/', 'landing', { path: 'sommer-aktion' }],
  ] as const)('%s → %s', (path, key, params) => {
    const match = de.match(path);
    expect(match?.key).toBe(key);
    expect(match?.params).toEqual(params);
    expect(match?.language).toBe('de');
  });

  it('accepts a path without its trailing slash', () => {
    expect(de.match('/warenkorb')?.key).toBe('basket');
  });

  it('reads the language prefix of a non-default language only', () => {
    expect(de.match('/en/warenkorb/')).toMatchObject({ key: 'basket', language: 'en' });
    // "nl" is not a language of this storefront: the segment is a landing page path.
    expect(de.match('/nl/')).toMatchObject({ key: 'landing', params: { path: 'nl' } });
    expect(de.match('/en/')).toMatchObject({ key: 'home', language: 'en' });
  });

  it('returns null for paths no route can take', () => {
    expect(de.match('/a/b/c/d/e/')).toBeNull();
  });

  it('builds paths from keys with trailing slashes and the language prefix', () => {
    expect(de.href('productDetail', { product: 'amazon' })).toBe('/geschenkkarten/amazon/');
    expect(de.href('productList', { page: 2 })).toBe('/geschenkkarten/2/');
    expect(de.href('productList')).toBe('/geschenkkarten/');
    expect(de.href('basket', {}, 'en')).toBe('/en/warenkorb/');
    expect(de.href('productDetail')).toBeNull();
    expect(de.href('productList', { page: 'x' })).toBeNull();
    expect(de.href('delivery')).toBeNull();
  });
});

describe('ShopRouter (Dutch table)', () => {
  it('matches the Dutch paths', () => {
    expect(nl.match('/winkelmandje/')?.key).toBe('basket');
    expect(nl.match('/bestellen/gelukt/')?.key).toBe('confirmation');
    expect(nl.match('/bestellen/betaling-verwerken/')?.key).toBe('paymentProcessing');
    expect(nl.match('/bestellen/0b6e-11/')).toMatchObject({ key: 'confirmationOrder', params: { uuid: '0b6e-11' } });
    expect(nl.match('/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/')?.key).toBe('allInOneCard');
    expect(nl.match('/saldocheck/inwisselen/5/')).toMatchObject({ key: 'redeemShop', params: { page: '5' } });
    expect(nl.match('/klantenservice/contact/')?.key).toBe('contact');
  });

  it('builds Dutch paths', () => {
    expect(nl.href('basket')).toBe('/winkelmandje/');
    expect(nl.href('imprint')).toBeNull();
  });
});

describe('route tables', () => {
  it('every key of every table builds back to a path that matches the same key', () => {
    for (const router of [de, nl]) {
      for (const key of router.keys()) {
        const sample = { product: 'p', location: 'l', url: 'u', uuid: 'x1', pageId: 'pid', path: 'some-page', page: 2 };
        const path = router.href(key, sample);
        expect(path).not.toBeNull();
        const back = router.match(path as string);
        // helpdesk and landing-like patterns are unique per table, so the round trip is exact.
        expect(back?.key).toBe(key);
      }
    }
  });

  it('every table key has an owner', () => {
    for (const table of Object.values(ROUTE_TABLES)) {
      for (const entry of table) expect(ROUTE_OWNERS[entry.key as RouteKey]).toBeDefined();
    }
  });
});
