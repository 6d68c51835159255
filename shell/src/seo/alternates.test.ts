import { createShopRouter } from '@shop/shared';
import { testStorefront } from '@shop/shared/testing';
import { storeDataFixture } from '../testing/fixtures';
import { alternatesFor } from './alternates';

const config = testStorefront('de');
const router = createShopRouter(config);
const combos = storeDataFixture().countriesCombinations;

describe('alternatesFor', () => {
  it('lists every language of the storefront, the other storefronts for fixed pages, and x-default', () => {
    expect(alternatesFor(router.match('/warenkorb/'), config, router, 'http://localhost:3000', combos)).toEqual([
      { hreflang: 'de-DE', href: 'http://localhost:3000/warenkorb/' },
      { hreflang: 'en-DE', href: 'http://localhost:3000/en/warenkorb/' },
      { hreflang: 'nl-NL', href: 'http://cb.localhost:3000/winkelmandje/' },
      { hreflang: 'x-default', href: 'http://localhost:3000/warenkorb/' },
    ]);
  });

  it('links the same way back from the English page', () => {
    const fromEnglish = alternatesFor(router.match('/en/warenkorb/'), config, router, 'http://localhost:3000', combos);
    expect(fromEnglish.map((a) => a.hreflang)).toEqual(['de-DE', 'en-DE', 'nl-NL', 'x-default']);
  });

  it('keeps product pages within the storefront (slugs differ elsewhere)', () => {
    const alternates = alternatesFor(router.match('/geschenkkarten/amazon/'), config, router, 'http://localhost:3000', combos);
    expect(alternates.map((a) => a.href)).toEqual([
      'http://localhost:3000/geschenkkarten/amazon/',
      'http://localhost:3000/en/geschenkkarten/amazon/',
      'http://localhost:3000/geschenkkarten/amazon/',
    ]);
  });

  it('has none for the 404 page', () => {
    expect(alternatesFor(router.match('/404/'), config, router, 'http://localhost:3000', combos)).toEqual([]);
  });
});
