import { ShopRouter } from '@shop/shared';
import type { CountryCombination } from '../store-data/store-data-query';
import { targetUrl } from './target-url';

const de = new ShopRouter({ variant: 'de', defaultLanguage: 'de', languages: ['de', 'en'] });
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

  it('stays on the same origin when only the language changes', () => {
    expect(targetUrl(de.match('/warenkorb/'), current, 'en')).toBe('/en/warenkorb/');
    expect(targetUrl(de.match('/en/warenkorb/'), current, 'de')).toBe('/warenkorb/');
  });
});
