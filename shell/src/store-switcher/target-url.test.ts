import { createShopRouter, type RouteMatch } from '@shop/shared';
import { testStorefront } from '@shop/shared/testing';
import type { CountryCombination } from '../store-data/store-data-query';
import { targetUrl as targetUrlWith } from './target-url';

const config = testStorefront('de');
const de = createShopRouter(config);
const targetUrl = (match: RouteMatch | null, target: CountryCombination, language: string) => targetUrlWith(match, target, language, config.routes);
const nl: CountryCombination = {
  country: 'NL', url: 'http://cb.localhost:3000', storefrontKey: 'CB', storeId: 10, name: 'Nederland', isCurrent: false, pathVariant: 'nl',
  languagesCombinations: [{ languageCode: 'nl', isDefault: true, currency: 'EUR' }, { languageCode: 'en', isDefault: false, currency: 'EUR' }],
};
const current: CountryCombination = {
  country: 'DE', url: 'http://localhost:3000', storefrontKey: 'CBDE', storeId: 60, name: 'Deutschland', isCurrent: true, pathVariant: 'de',
  languagesCombinations: [{ languageCode: 'de', isDefault: true, currency: 'EUR' }, { languageCode: 'en', isDefault: false, currency: 'EUR' }],
};

describe('targetUrl', () => {
  it('goes to the same route in the other storefront', () => {
    expect(targetUrl(de.match('/warenkorb/'), nl, 'nl')).toBe('http://cb.localhost:3000/winkelmandje/');
    expect(targetUrl(de.match('/warenkorb/'), nl, 'en')).toBe('http://cb.localhost:3000/en/winkelmandje/');
  });

  it("goes to the target's home page when the route does not exist there or has parameters", () => {
    expect(targetUrl(de.match('/impressum/'), nl, 'nl')).toBe('http://cb.localhost:3000/');
    expect(targetUrl(de.match('/geschenkkarten/amazon/'), nl, 'en')).toBe('http://cb.localhost:3000/en/');
  });

  it("goes to the target's home page for a screen a release added (no path known in the other variant)", () => {
    const withNewScreen = testStorefront('de', {}, {
      releases: [
        { remote: 'catalogue', routes: [{ key: 'home' }] },
        { remote: 'content', routes: [{ key: 'giftIdeas', patterns: { de: '/geschenkideen/', nl: '/cadeau-ideeen/' } }] },
      ],
    });
    const router = createShopRouter(withNewScreen);
    expect(targetUrlWith(router.match('/geschenkideen/'), nl, 'nl', withNewScreen.routes)).toBe('http://cb.localhost:3000/');
    expect(targetUrlWith(router.match('/geschenkideen/'), current, 'en', withNewScreen.routes)).toBe('/en/geschenkideen/');
  });

  it('stays on the same origin when only the language changes', () => {
    expect(targetUrl(de.match('/warenkorb/'), current, 'en')).toBe('/en/warenkorb/');
    expect(targetUrl(de.match('/en/warenkorb/'), current, 'de')).toBe('/warenkorb/');
  });
});
