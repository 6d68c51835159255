import { loadMessages, type MessageCatalogs } from '@shop/shared';
import type { CategoryData, ImageData, OccasionCardData, ProductCardData } from '../common/types';
import type { OptionPrices, ProductData, VariationData } from '../product-page/product-query';
import { UI_LANGUAGES } from '@shop/shared/languages';

/** Test data shaped like the API's answers for the German storefront. */
export const image = (name: string, width = 320, height = 200): ImageData => ({ alt: name, width, height, url: { href: `/media/test/${name}.svg`, type: 'relative' } });

export function productCard(slug: string, overrides: Partial<ProductCardData> = {}): ProductCardData {
  const title = `${slug.replace(/-/g, ' ')} Geschenkkarte`;
  return {
    id: `cbde-${slug}`,
    title,
    heroTitle: `Freude schenken mit ${slug}`,
    path: `/geschenkkarten/${slug}-geschenkkarte/`,
    slug: `${slug}-geschenkkarte`,
    productType: 'GIFT_CARD',
    showShadow: true,
    backgroundColor: '#123456',
    image: image(slug),
    priceRange: { min: { value: 5, currency: 'EUR' }, max: { value: 100 } },
    ...overrides,
  };
}

export function productCards(count: number, prefix = 'karte'): ProductCardData[] {
  return Array.from({ length: count }, (_, i) => productCard(`${prefix}-${i + 1}`));
}

const money = (value: number) => ({ value, currency: 'EUR', cents: Math.round(value * 100) });

export function variation(type: 'DIGITAL' | 'PHYSICAL', overrides: Partial<VariationData> = {}): VariationData {
  return {
    id: `v-${type.toLowerCase()}`,
    title: type === 'DIGITAL' ? 'Digitale Geschenkkarte' : 'Physische Geschenkkarte',
    sku: `SKU-${type[0]}`,
    variationType: type,
    inStock: true,
    hasFixedPrices: false,
    price: money(25),
    pricesToShow: [15, 25, 50, 100].map(money),
    minPrice: money(10),
    maxPrice: money(250),
    ...overrides,
  };
}

/** What the options cost per card (the product query's cartPrices). */
export const OPTION_PRICES: OptionPrices = { giftPacking: money(2.95), wrapper: money(1.5), digitalWrapper: money(0.95), personalMessage: money(0), registeredThreshold: money(300) };

export function productDetail(overrides: Partial<ProductData> = {}): ProductData {
  return {
    ...productCard('apple'),
    id: 'cbde-apple',
    title: 'Apple Geschenkkarte',
    description: 'Technikfans aufgepasst: Bei Apple gibt es Apps, Spiele, Musik und Filme.',
    showHand: false,
    foregroundColor: '#ffffff',
    isChoiceCard: false,
    inStock: true,
    registeredShipping: false,
    hasLocations: true,
    // The German storefront's rule (the API's Product.validity): to 31 December of the third year.
    validity: { kind: 'END_OF_YEAR', years: 3 },
    brand: { id: 'apple', name: 'Apple', webShop: null },
    orderLimits: { maxQuantity: 25, maxTotal: money(500) },
    variations: [variation('DIGITAL'), variation('PHYSICAL', { hasFixedPrices: true, pricesToShow: [15, 25, 50].map(money), minPrice: money(15), maxPrice: money(50) })],
    categories: [{ id: 'cbde-cat-electronics', title: 'Elektronik', slug: 'elektronik', topList: productCards(3, 'elektro') }],
    metadata: { path: '/geschenkkarten/apple-geschenkkarte/', title: 'Apple Geschenkkarte | CardBon Deutschland', description: 'Technikfans aufgepasst.', keywords: 'Apple', noindex: false, nofollow: false },
    ...overrides,
  };
}

export function category(slug: string, overrides: Partial<CategoryData> = {}): CategoryData {
  return {
    id: `cbde-cat-${slug}`,
    title: slug[0]?.toUpperCase() + slug.slice(1),
    description: `Alles aus ${slug}`,
    slug,
    path: `/kategorie/${slug}/`,
    term: slug,
    productCount: 12,
    backgroundColor: '#c0392b',
    icon: image(`icon-${slug}`, 40, 40),
    ...overrides,
  };
}

export function occasion(slug: string): OccasionCardData {
  return { id: `cbde-occ-${slug}`, title: slug, heroTitle: `Alles zu ${slug}`, description: 'Beschreibung', backgroundColor: '#f4d03f', path: `/anlaesse/${slug}/`, slug, image: image(slug, 960, 400) };
}

/** matchMedia answering min/max-width queries for a window width (jsdom has none). */
export function mockViewport(width: number): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn(), onchange: null };
  }) as unknown as typeof window.matchMedia;
}

export function resetViewport(): void {
  // jsdom has no matchMedia: tests put it back the way it was.
  delete (window as { matchMedia?: unknown }).matchMedia;
}

/**
 * Loads a page's lazy catalogues before rendering, through the shared loader's own cache, so IntlScope
 * finds them settled and renders at once (a suspended first render inside RTL's act would never retry).
 */
export async function preloadMessages(catalogs: MessageCatalogs): Promise<void> {
  await Promise.all([...UI_LANGUAGES, 'en'].map((language) => loadMessages(catalogs, language)));
}
