/**
 * The gift cards' descriptions say what the brand offers (issue 35 item 11 e: Audible was "Live-Sport"):
 * every brand names the details that fit it, every description holds only those, and a card sold
 * digitally only never promises a card by post.
 */
import { STOREFRONT_SEEDS } from '../seed-data';
import { type CatalogueRows, buildCatalogue } from './build';
import { BRAND_DETAILS, type BrandSpec, DUTCH_RANGE, GERMAN_RANGE, INTERNATIONAL_RANGE } from './ranges';
import { CATEGORY_COPY, CATEGORY_KEYS, type CategoryKey, DELIVERY_SENTENCE, DIGITAL_DELIVERY_SENTENCE, pick } from './texts';

const RICH_LANGUAGES = ['de', 'en', 'nl'] as const;
const RANGES: Record<string, Partial<Record<CategoryKey, readonly BrandSpec[]>>> = { CBDE: GERMAN_RANGE, CB: DUTCH_RANGE };

/** Each brand of a storefront's range with the category its description is written for (its first). */
function brandsOf(storefrontKey: string): Map<string, { brand: BrandSpec; category: CategoryKey }> {
  const range = RANGES[storefrontKey] ?? INTERNATIONAL_RANGE;
  const brands = new Map<string, { brand: BrandSpec; category: CategoryKey }>();
  for (const category of CATEGORY_KEYS) for (const brand of range[category] ?? []) if (!brands.has(brand.name)) brands.set(brand.name, { brand, category });
  return brands;
}

describe('the category copy', () => {
  it('has the same detail keys in German, English and Dutch, and templates that use them as written', () => {
    for (const category of CATEGORY_KEYS) {
      const keys = (language: string) => Object.keys(CATEGORY_COPY[language]?.[category].details ?? {}).sort();
      expect({ category, nl: keys('nl'), en: keys('en') }).toEqual({ category, nl: keys('de'), en: keys('de') });
      for (const language of RICH_LANGUAGES) {
        const copy = CATEGORY_COPY[language]?.[category];
        for (const template of copy?.templates ?? []) expect(template).toMatch(/^(?=.*\{brand\})(?=.*: \{detail\}[.!]?)/);
        for (const template of copy?.plain ?? []) expect(template).toMatch(/^(?=.*\{brand\})(?!.*\{detail\})/);
        expect(copy?.plain.length).toBeGreaterThan(0);
      }
    }
  });

  it('names for every brand of every range details of its own category', () => {
    for (const key of ['CBDE', 'CB', 'other']) {
      for (const [name, { category }] of brandsOf(key)) {
        const details = BRAND_DETAILS[name];
        expect({ name, listed: details !== undefined }).toEqual({ name, listed: true });
        for (const detail of details ?? []) {
          for (const language of RICH_LANGUAGES) expect({ name, category, detail, known: CATEGORY_COPY[language]?.[category].details[detail] !== undefined }).toEqual({ name, category, detail, known: true });
        }
      }
    }
  });
});

describe('the seeded gift card descriptions', () => {
  let rows: CatalogueRows;
  beforeAll(() => {
    rows = buildCatalogue(STOREFRONT_SEEDS);
  });

  const descriptions = (storefrontKey: string, brandName: string) => {
    const brandIds = new Set(rows.brands.filter((b) => b.name === brandName).map((b) => b.id));
    const ids = new Set(rows.products.filter((p) => p.storefrontKey === storefrontKey && p.brandId && brandIds.has(p.brandId)).map((p) => p.id));
    return new Map(rows.productTranslations.filter((t) => ids.has(t.productId)).map((t) => [t.language, t.description ?? '']));
  };

  it('describe Audible with audiobooks, Netflix with series and DAZN with sport, in every language of the seed', () => {
    const audible = descriptions('CBDE', 'Audible');
    expect(audible.get('de')).toContain('Hörbücher und Hörspiele');
    expect(audible.get('en')).toContain('audiobooks and radio plays');
    expect(descriptions('CB', 'Audible').get('nl')).toContain('luisterboeken en hoorspelen');
    for (const text of [...audible.values(), ...descriptions('CB', 'Audible').values()]) expect(text).not.toMatch(/sport/i);
    expect(descriptions('CBDE', 'Netflix').get('de')).toContain('Serien und Filme');
    expect(descriptions('CBDE', 'DAZN').get('de')).toContain('Live-Sport');
    expect(descriptions('CBDE', 'Sushi Kaito').get('de')).toContain('Sushi');
  });

  it('name only details of the brand itself, in German, English and Dutch', () => {
    const storefronts = new Set(rows.products.map((p) => p.storefrontKey));
    let checked = 0;
    for (const key of storefronts) {
      for (const [name, { category }] of brandsOf(key)) {
        for (const [language, text] of descriptions(key, name)) {
          const copy = CATEGORY_COPY[language]?.[category];
          if (!copy || !(RICH_LANGUAGES as readonly string[]).includes(language)) continue;
          const named = Object.entries(copy.details)
            .filter(([, detail]) => text.includes(detail))
            .map(([detail]) => detail);
          expect({ key, name, language, named: named.filter((detail) => !(BRAND_DETAILS[name] ?? []).includes(detail)) }).toEqual({ key, name, language, named: [] });
          expect(text).toContain(name);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('promise a card by post only for cards that are sold by post', () => {
    for (const key of new Set(rows.products.map((p) => p.storefrontKey))) {
      for (const [name, { brand }] of brandsOf(key)) {
        for (const [language, text] of descriptions(key, name)) {
          const delivery = pick(brand.digitalOnly ? DIGITAL_DELIVERY_SENTENCE : DELIVERY_SENTENCE, language);
          expect({ key, name, language, endsWithItsDelivery: text.endsWith(` ${delivery}`) }).toEqual({ key, name, language, endsWithItsDelivery: true });
        }
      }
    }
    expect(pick(DIGITAL_DELIVERY_SENTENCE, 'de')).not.toMatch(/Post/);
  });
});
