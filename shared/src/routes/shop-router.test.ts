import { SPEC_COMPLETE_RELEASES } from '../testing';
import { SPEC_ROUTE_KEYS } from './route-keys';
import { SPEC_ROUTE_TABLES } from './route-tables';
import { ShopRouter, type ShopRouterOptions } from './shop-router';
import { buildStorefrontRoutes, rankRoutes, routesInVariant, type StorefrontRoute } from './storefront-routes';

// Storefronts in which every spec screen is implemented (the routes the API would build).
const de = new ShopRouter({ routes: buildStorefrontRoutes('de', SPEC_COMPLETE_RELEASES), defaultLanguage: 'de', languages: ['de', 'en'] });
const nl = new ShopRouter({ routes: buildStorefrontRoutes('nl', SPEC_COMPLETE_RELEASES), defaultLanguage: 'nl', languages: ['nl', 'en'] });

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

  it('every key of the spec tables is a spec key, and every spec key has a path in at least one table', () => {
    const tableKeys = new Set([...SPEC_ROUTE_TABLES.de, ...SPEC_ROUTE_TABLES.nl].map((entry) => entry.key));
    expect([...tableKeys].sort()).toEqual([...SPEC_ROUTE_KEYS].sort());
  });
});

describe('a key listed twice', () => {
  it('links to the route a path would match first, whether or not a path was matched before', () => {
    const routes = [
      { key: 'productDetail', remote: 'catalogue', pattern: '/karten/:product/', redirectTo: null, header: 'shop', requiresLogin: false },
      { key: 'productDetail', remote: 'catalogue', pattern: '/karten/neu/', redirectTo: null, header: 'shop', requiresLogin: false },
    ] as const;
    const options = { routes: routes as unknown as ShopRouterOptions['routes'], defaultLanguage: 'de', languages: ['de'] };
    expect(new ShopRouter(options).href('productDetail')).toBe('/karten/neu/');
    const matched = new ShopRouter(options);
    expect(matched.match('/karten/neu/')?.entry.pattern).toBe('/karten/neu/');
    expect(matched.href('productDetail')).toBe('/karten/neu/');
  });
});

describe('routes come from the releases of the enabled remotes', () => {
  const contentOnly = buildStorefrontRoutes('de', [{ remote: 'content', routes: [{ key: 'notFound' }, { key: 'imprint' }] }]);
  const router = new ShopRouter({ routes: contentOnly, defaultLanguage: 'de', languages: ['de'] });

  it('routes only the declared keys, owned by the declaring remote', () => {
    expect(router.keys().sort()).toEqual(['imprint', 'notFound']);
    expect(router.remoteOf('imprint')).toBe('content');
    expect(router.href('basket')).toBeNull();
    expect(router.match('/warenkorb/')).toBeNull();
    // No landing page declared: the catch-all is gone with it.
    expect(router.match('/sommer-aktion/')).toBeNull();
  });

  it('leaves out a spec key the path variant has no path for', () => {
    expect(buildStorefrontRoutes('nl', [{ remote: 'content', routes: [{ key: 'imprint' }] }])).toEqual([]);
  });

  it('adds a forwarding route only where its target is routed', () => {
    expect(router.match('/helpdesk/')).toBeNull();
    const withContact = buildStorefrontRoutes('de', [{ remote: 'content', routes: [{ key: 'contact' }] }]);
    expect(withContact).toContainEqual({ key: 'helpdesk', remote: 'content', pattern: '/helpdesk/', redirectTo: 'contact', header: 'shop', requiresLogin: false });
  });

  it('lets the first remote win when two declare one key', () => {
    const routes = buildStorefrontRoutes('de', [
      { remote: 'catalogue', routes: [{ key: 'home' }] },
      { remote: 'content', routes: [{ key: 'home' }] },
    ]);
    expect(routes).toEqual([{ key: 'home', remote: 'catalogue', pattern: '/', redirectTo: null, header: 'shop', requiresLogin: false }]);
  });

  it('routes a key a release adds at its declared pattern for the variant', () => {
    const release = { remote: 'content' as const, routes: [{ key: 'giftIdeas', patterns: { de: '/geschenkideen/', nl: '/cadeau-ideeen/' } }] };
    expect(buildStorefrontRoutes('nl', [release])).toEqual([{ key: 'giftIdeas', remote: 'content', pattern: '/cadeau-ideeen/', redirectTo: null, header: 'shop', requiresLogin: false }]);
  });

  it("carries the page's header and login rule as its release declares them, and leaves out a page whose toggle is off", () => {
    const redeem = {
      remote: 'redeem' as const,
      routes: [{ key: 'balanceCheck', header: 'redeem' as const }, { key: 'activation' }, { key: 'doubler', toggle: 'balanceDoubler' as const }],
    };
    const account = { remote: 'account' as const, routes: [{ key: 'orders', requiresLogin: true }] };
    const on = buildStorefrontRoutes('de', [redeem, account], { balanceDoubler: true });
    expect(on.map(({ key, header, requiresLogin }) => `${key} ${header} ${requiresLogin}`).sort()).toEqual([
      'activation shop false',
      'balanceCheck redeem false',
      'doubler shop false',
      'orders shop true',
    ]);
    expect(buildStorefrontRoutes('de', [redeem, account], { balanceDoubler: false }).map((route) => route.key).sort()).toEqual(['activation', 'balanceCheck', 'orders']);
    // A route in another path variant keeps what its release declared.
    expect(routesInVariant(on, 'nl').find((route) => route.key === 'balanceCheck')).toMatchObject({ pattern: '/saldocheck/', header: 'redeem' });
  });
});

describe('ranking by specificity', () => {
  const route = (key: string, pattern: string): StorefrontRoute => ({ key, remote: 'content', pattern, redirectTo: null, header: 'shop', requiresLogin: false });

  it('never lets a parameter or the catch-all shadow a fixed path, whatever the input order', () => {
    const routes = [
      route('landing', '/:path/'),
      route('productDetail', '/geschenkkarten/:product/'),
      route('productList', '/geschenkkarten/:page(digits)?/'),
      route('newScreen', '/geschenkkarten/neu/'),
      route('giftIdeas', '/geschenkideen/'),
    ];
    for (const order of [routes, [...routes].reverse()]) {
      const router = new ShopRouter({ routes: order, defaultLanguage: 'de', languages: ['de'] });
      expect(router.match('/geschenkkarten/neu/')?.key).toBe('newScreen');
      expect(router.match('/geschenkideen/')?.key).toBe('giftIdeas');
      expect(router.match('/geschenkkarten/7/')?.key).toBe('productList');
      expect(router.match('/geschenkkarten/amazon/')?.key).toBe('productDetail');
      expect(router.match('/anything/')?.key).toBe('landing');
    }
  });

  it('ranks a fixed path before a digits parameter before any parameter, required before optional', () => {
    const ranked = rankRoutes([route('a', '/x/:p/'), route('b', '/x/:p?/'), route('c', '/x/:n(digits)/'), route('d', '/x/fixed/'), route('e', '/x/')]);
    expect(ranked.map((r) => r.key)).toEqual(['e', 'd', 'c', 'a', 'b']);
  });

  it('gives the spec tables the order the spec needs, reversed or not', () => {
    for (const variant of ['de', 'nl'] as const) {
      const forward = buildStorefrontRoutes(variant, SPEC_COMPLETE_RELEASES);
      const backward = buildStorefrontRoutes(variant, SPEC_COMPLETE_RELEASES.map((r) => ({ ...r, routes: [...r.routes].reverse() })).reverse());
      const keysOf = (routes: StorefrontRoute[], path: string) =>
        new ShopRouter({ routes, defaultLanguage: variant, languages: [variant] }).match(path)?.key;
      for (const path of ['/', '/geschenkkarten/', '/geschenkkarten/2/', '/kasse/danke/', '/bestellen/gelukt/', '/saldocheck/inwisselen/3/', '/404/', '/x/']) {
        expect(keysOf(backward, path)).toBe(keysOf(forward, path));
      }
    }
  });
});

describe('routesInVariant', () => {
  it('carries the keys routed here over to another variant with its spec patterns, without release-added keys', () => {
    const here = buildStorefrontRoutes('de', [
      { remote: 'basketCheckout', routes: [{ key: 'basket' }] },
      { remote: 'content', routes: [{ key: 'imprint' }, { key: 'giftIdeas', patterns: { de: '/geschenkideen/', nl: '/cadeau-ideeen/' } }] },
    ]);
    expect(routesInVariant(here, 'nl')).toEqual([{ key: 'basket', remote: 'basketCheckout', pattern: '/winkelmandje/', redirectTo: null, header: 'shop', requiresLogin: false }]);
  });
});
