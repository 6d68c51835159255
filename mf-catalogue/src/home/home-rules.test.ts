import { testStorefront } from '@shop/shared/testing';
import { productCards } from '../testing/fixtures';
import { catalogueClaim, featuredProducts, homeVersion } from './home-rules';

const queue = productCards(8).map((p) => ({ __typename: 'Product' as const, ...p }));

describe('home rules', () => {
  it('most chosen (spec §9): all four top products on a large desktop, otherwise the first and the last', () => {
    expect(featuredProducts(queue, true).map((p) => p.slug)).toEqual(queue.slice(0, 4).map((p) => p.slug));
    expect(featuredProducts(queue, false).map((p) => p.slug)).toEqual([queue[0]?.slug, queue[3]?.slug]);
    expect(featuredProducts(queue.slice(0, 1), false)).toHaveLength(1);
  });

  it('claims the largest catalogue size of spec §1 the storefront really has', () => {
    expect(catalogueClaim(220)).toBe(200);
    expect(catalogueClaim(86)).toBe(70);
    expect(catalogueClaim(300)).toBe(300);
    expect(catalogueClaim(12)).toBeNull();
  });

  it('follows the header generation: header 1 → home v1, headers 2 and 3 → home v2', () => {
    const config = testStorefront('de');
    expect(homeVersion({ ...config, featureToggles: { ...config.featureToggles, headerVersion: 1 } })).toBe(1);
    expect(homeVersion({ ...config, featureToggles: { ...config.featureToggles, headerVersion: 2 } })).toBe(2);
    expect(homeVersion({ ...config, featureToggles: { ...config.featureToggles, headerVersion: 3 } })).toBe(2);
  });
});
