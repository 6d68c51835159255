/**
 * Builds every catalogue row of the seed in memory — a pure function of the storefront seeds, so it
 * is the same on every run (a seeded PRNG per storefront, nothing fetched) and unit-testable
 * without a database. `write.ts` puts the rows into the database.
 */
import { CATALOGUE_ROUTES, type CatalogueRoutes, type FixedPage, localizePath } from '../stored-paths';
import { BUSINESS_QUOTE_FRAGMENT } from '@shop/shared/routes';
import { slugify } from '../../text/fold';
import type * as s from '../catalogue-schema';
import type { redeemPages as redeemPagesTable } from '../redeem-schema';
import type { contentPages as contentPagesTable } from '../content-schema';
import { legalPages } from './legal-texts';
import { addBlog, addHelpdesk, addLandingPages, type EditorialRows, type EditorialStore, hasBlog } from './editorial';
import {
  type Brand,
  type StorefrontSeed,
  brandLabelOf,
  countryNameOf,
  defaultLanguageOf,
  pathVariantOf,
  togglesOf,
} from '../seed-data';
import {
  BRAND_DOMAINS,
  BRAND_PALETTES,
  CALLING_CODES,
  CURRENCY_SCALE,
  INVOICE_LOGO_LABELS,
  LEGAL_FORMS,
  LEGAL_FORM_NAMES,
  REPRESENTATIVES,
  PAYMENT_LOGO_STYLE,
  type Palette,
  SOCIAL_VISIBILITY,
  paymentLogosFor,
} from './branding';
import { type City, citiesOf, jitter, pickCity, postcodeNear, streetsFor } from './geo';
import { Random } from './prng';
import { BRAND_DETAILS, type BrandSpec, DUTCH_RANGE, GERMAN_RANGE, INTERNATIONAL_RANGE } from './ranges';
import {
  BLANK_PACK,
  REDEEM_COMPANIES,
  REDEEM_PAGE_TEXTS,
  CARD_TITLE,
  CATEGORY_COPY,
  CATEGORY_KEYS,
  CATEGORY_PAGE_DESCRIPTION,
  CATEGORY_STYLE,
  CHOICE_CARD_DESCRIPTION,
  CHOICE_CARD_HERO,
  CHOICE_CARD_TITLE,
  type CategoryKey,
  DELIVERY_SENTENCE,
  DIGITAL_DELIVERY_SENTENCE,
  DONATIONS,
  GENERIC_CARD_DESCRIPTION,
  GENERIC_DONATION,
  HERO_TITLES,
  HIGHLIGHT_BLOCKS,
  MENU_LABELS,
  type MenuLabel,
  OCCASIONS,
  OCCASION_KEYS,
  OCCASION_STYLE,
  ORGANIZATION_DESCRIPTION,
  PAGE_DESCRIPTIONS,
  PROMOTION_BLOCK,
  PROMOTION_TERMS,
  QUEUE_TITLES,
  SERVICE_TYPE,
  TERM_LABELS,
  TYPE_TERMS,
  USP_BLOCKS,
  VARIATION_TITLES,
  brandsClaim,
  categoriesCount,
  categoryName,
  choicesClaim,
  fill,
  fillSentence,
  pick,
  trustMarkTitles,
} from './texts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface CatalogueRows extends EditorialRows {
  media: Insert<typeof s.mediaAssets>[];
  brands: Insert<typeof s.brands>[];
  branding: Insert<typeof s.storefrontBranding>[];
  paymentLogos: Insert<typeof s.storefrontPaymentLogos>[];
  trustMarks: Insert<typeof s.storefrontTrustMarks>[];
  socialLinks: Insert<typeof s.storefrontSocialLinks>[];
  businessLogos: Insert<typeof s.storefrontBusinessLogos>[];
  menus: Insert<typeof s.menus>[];
  menuItems: Insert<typeof s.menuItems>[];
  products: Insert<typeof s.products>[];
  productTranslations: Insert<typeof s.productTranslations>[];
  variations: Insert<typeof s.productVariations>[];
  terms: Insert<typeof s.taxonomyTerms>[];
  productTerms: Insert<typeof s.productTerms>[];
  categories: Insert<typeof s.categories>[];
  categoryTranslations: Insert<typeof s.categoryTranslations>[];
  categoryTopProducts: Insert<typeof s.categoryTopProducts>[];
  occasions: Insert<typeof s.occasions>[];
  occasionTranslations: Insert<typeof s.occasionTranslations>[];
  occasionProducts: Insert<typeof s.occasionProducts>[];
  locations: Insert<typeof s.locations>[];
  contentBlocks: Insert<typeof s.contentBlocks>[];
  queues: Insert<typeof s.blockQueues>[];
  queueItems: Insert<typeof s.queueItems>[];
  popularSearchTerms: Insert<typeof s.popularSearchTerms>[];
  pageMetadata: Insert<typeof s.pageMetadata>[];
  redeemPages: Insert<typeof redeemPagesTable>[];
  contentPages: Insert<typeof contentPagesTable>[];
}

function emptyRows(): CatalogueRows {
  return {
    redeemPages: [],
    contentPages: [],
    blogCategories: [], blogArticles: [], blogArticleProducts: [], landingPages: [], landingPageSections: [], helpdeskTopics: [], helpdeskEntries: [],
    media: [], brands: [], branding: [], paymentLogos: [], trustMarks: [], socialLinks: [], businessLogos: [], menus: [],
    menuItems: [], products: [], productTranslations: [], variations: [], terms: [], productTerms: [], categories: [],
    categoryTranslations: [], categoryTopProducts: [], occasions: [], occasionTranslations: [], occasionProducts: [],
    locations: [], contentBlocks: [], queues: [], queueItems: [], popularSearchTerms: [], pageMetadata: [],
  };
}

// ─── Colours ─────────────────────────────────────────────────────────────────────────────────────

function hslToHex(h: number, sPercent: number, lPercent: number): string {
  const sat = sPercent / 100;
  const light = lPercent / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const color = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * color)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour that reads on `background`. */
export function readableOn(background: string): string {
  return luminance(background) > 0.6 ? '#1a1a1a' : '#ffffff';
}

function colorsFromName(name: string): [string, string, string] {
  const random = Random.from(`colour:${name}`);
  const hue = random.int(0, 359);
  const background = hslToHex(hue, random.int(45, 75), random.int(32, 52));
  const accent = hslToHex((hue + 40) % 360, 70, 60);
  return [background, readableOn(background), accent];
}

// ─── Storefront context ──────────────────────────────────────────────────────────────────────────

interface Store {
  seed: StorefrontSeed;
  key: string;
  id: string;
  brand: Brand;
  palette: Palette;
  routes: CatalogueRoutes;
  languages: string[];
  defaultLanguage: string;
  currency: string;
  random: Random;
  rows: CatalogueRows;
  media: Set<string>;
}

function localized(store: Store, language: string, path: string): string {
  return localizePath(path, language, store.defaultLanguage);
}

function addMedia(store: Store, asset: Omit<Insert<typeof s.mediaAssets>, 'id'>): string {
  const id = `${asset.kind}/${asset.slug}`;
  if (!store.media.has(id)) {
    store.media.add(id);
    store.rows.media.push({ id, ...asset });
  }
  return id;
}

// ─── Prices ──────────────────────────────────────────────────────────────────────────────────────

interface PriceSpec {
  hasFixedPrices: boolean;
  /** Whole currency units. */
  prices: number[];
  min: number;
  max: number;
  defaultPrice: number;
}

function scaled(store: Store, amount: number): number {
  const factor = CURRENCY_SCALE[store.currency] ?? 1;
  return amount * factor;
}

function customPrice(store: Store, min: number, max: number, suggestions: number[]): PriceSpec {
  const prices = suggestions.map((p) => scaled(store, p));
  return { hasFixedPrices: false, prices, min: scaled(store, min), max: scaled(store, max), defaultPrice: prices[1] ?? prices[0] ?? scaled(store, min) };
}

function fixedPrice(store: Store, list: number[]): PriceSpec {
  const prices = list.map((p) => scaled(store, p));
  return { hasFixedPrices: true, prices, min: Math.min(...prices), max: Math.max(...prices), defaultPrice: prices[Math.min(2, prices.length - 1)] as number };
}

/** Spec §9: the Polish storefront's card range is 50 to 2000 złoty. */
function giftCardPrices(store: Store, random: Random): { digital: PriceSpec; physical: PriceSpec } {
  if (store.currency === 'PLN') {
    const range: PriceSpec = { hasFixedPrices: false, prices: [50, 100, 200, 500], min: 50, max: 2000, defaultPrice: 100 };
    return { digital: range, physical: range };
  }
  const digital = random.chance(0.75) ? customPrice(store, 5, 150, [15, 25, 50, 100]) : fixedPrice(store, [10, 15, 20, 25, 50, 75, 100]);
  const physical = random.chance(0.5) ? customPrice(store, 10, 150, [20, 25, 50, 100]) : fixedPrice(store, [15, 20, 25, 50, 75, 100, 150]);
  return { digital, physical };
}

// ─── Products ────────────────────────────────────────────────────────────────────────────────────

interface ProductSpec {
  key: string;
  type: s.ProductType;
  brand?: BrandSpec & { id: string };
  categories: CategoryKey[];
  isChoiceCard: boolean;
  digital?: PriceSpec & { inStock: boolean };
  physical?: PriceSpec & { inStock: boolean };
  title: (language: string) => string;
  heroTitle: (language: string) => string;
  description: (language: string) => string;
  slug: (language: string) => string;
  colors: [string, string, string];
  motif: string;
  popularity: number;
  registeredShipping: boolean;
  maxQuantityPerOrder: number | null;
  maxTotalPerOrder: number | null;
  promotions: Set<string>;
  /** A blank card pack: the cards it holds (issued 'NOT_ACTIVATED' when paid, issue 18). */
  cardsPerPack?: number;
}

/**
 * The web shop of a seed brand that redeems on its own site. The brands are invented, so are their
 * addresses: `.example` is reserved (RFC 2606), never someone's real shop.
 */
function brandWebShop(id: string): Pick<Insert<typeof s.brands>, 'iframeUrl' | 'redirectUrl' | 'redirectSeconds' | 'externalLinkTitle' | 'externalLinkUrl'> {
  const host = `www.${id}.example`;
  return {
    iframeUrl: `https://${host}/shop/`,
    redirectUrl: `https://${host}/gift-card/`,
    redirectSeconds: 5,
    externalLinkTitle: host,
    externalLinkUrl: `https://${host}/`,
  };
}

function brandId(name: string): string {
  return slugify(name);
}

/**
 * A card's description: what the brand offers (its BRAND_DETAILS in its category's words), else the
 * category's plain template; then how the card comes (by post only if it is sold by post).
 */
function cardDescription(store: Store, brand: BrandSpec, category: CategoryKey, language: string): string {
  const random = Random.from(`${store.key}:${brand.name}:${language}:description`);
  const copy = CATEGORY_COPY[language]?.[category];
  const offers = (BRAND_DETAILS[brand.name] ?? []).map((key) => copy?.details[key]).filter((detail): detail is string => detail !== undefined);
  const body = copy
    ? offers.length > 0
      ? fill(random.pick(copy.templates), { brand: brand.name, detail: random.pick(offers) })
      : fill(random.pick(copy.plain), { brand: brand.name })
    : fill(pick(GENERIC_CARD_DESCRIPTION, language), { brand: brand.name, category: categoryName(category, language).toLowerCase() });
  return `${body} ${pick(brand.digitalOnly ? DIGITAL_DELIVERY_SENTENCE : DELIVERY_SENTENCE, language)}`;
}

function giftCardSpec(store: Store, brand: BrandSpec, category: CategoryKey, taken: Set<string>): ProductSpec {
  const random = Random.from(`${store.key}:${brand.name}`);
  let key = slugify(brand.name);
  while (taken.has(key)) key = `${key}-${taken.size}`;
  taken.add(key);
  const prices = giftCardPrices(store, random);
  const [background, foreground, accent] = brand.colors ? [brand.colors[0], brand.colors[1], brand.colors[1]] : colorsFromName(brand.name);
  const apple = brand.apple === true;
  const digital = apple ? customPrice(store, 10, 250, [15, 25, 50, 100]) : prices.digital;
  const physical = apple ? customPrice(store, 10, 250, [15, 25, 50, 100]) : prices.physical;
  const hero = (language: string) => fill(random.pick(pick(HERO_TITLES, language)), { brand: brand.name });
  const heroByLanguage = new Map(store.languages.map((language) => [language, hero(language)]));
  const platformBonus = brand.digitalOnly ? 350 : 0;
  return {
    key,
    type: 'GIFT_CARD',
    brand: { ...brand, id: brandId(brand.name) },
    categories: [category, ...(brand.also ?? [])],
    isChoiceCard: false,
    digital: { ...digital, inStock: true },
    physical: brand.digitalOnly ? undefined : { ...physical, inStock: true },
    title: (language) => fill(pick(CARD_TITLE, language), { brand: brand.name }),
    heroTitle: (language) => heroByLanguage.get(language) ?? hero(language),
    description: (language) => cardDescription(store, brand, category, language),
    slug: (language) => slugify(fill(pick(CARD_TITLE, language), { brand: brand.name })),
    colors: [background, foreground, accent],
    motif: CATEGORY_STYLE[category].motif,
    popularity: random.int(100, 900) + brand.shops * 12 + platformBonus + (apple ? 400 : 0),
    registeredShipping: category === 'wine' || (brand.also ?? []).includes('wine'),
    maxQuantityPerOrder: 25,
    // Spec §8 code 2015: at most 500 euro of Apple cards per order.
    maxTotalPerOrder: apple ? scaled(store, 500) : null,
    promotions: new Set(),
  };
}

function choiceCardSpec(store: Store): ProductSpec {
  const palette = store.palette;
  return {
    key: 'all-in-1',
    type: 'GIFT_CARD',
    categories: [],
    isChoiceCard: true,
    digital: { ...customPrice(store, 5, 150, [20, 25, 50, 75]), inStock: true },
    physical: { ...fixedPrice(store, [10, 15, 20, 25, 50, 75, 100, 150]), inStock: true },
    title: (language) => pick(CHOICE_CARD_TITLE, language),
    heroTitle: (language) => fill(pick(CHOICE_CARD_HERO, language), { choices: choicesClaim(language, brandCountOf(store)) }),
    description: (language) => `${pick(CHOICE_CARD_DESCRIPTION, language)} ${pick(DELIVERY_SENTENCE, language)}`,
    // The choice card has its own fixed route in both route tables (spec §2).
    slug: () => store.routes.choiceCardSlug,
    colors: [palette.primary, readableOn(palette.primary), palette.accent],
    motif: 'gift',
    popularity: 2000,
    registeredShipping: false,
    maxQuantityPerOrder: 50,
    maxTotalPerOrder: null,
    promotions: new Set(['bestseller', 'business']),
  };
}

function donationSpecs(store: Store): ProductSpec[] {
  const own = DONATIONS[store.defaultLanguage];
  const entries = own ? own.map(([key], index) => ({ key, index })) : [{ key: 'charity', index: -1 }];
  return entries.map(({ key, index }) => {
    const text = (language: string): readonly [string, string] => {
      const list = DONATIONS[language];
      const entry = index >= 0 ? list?.[index] : undefined;
      if (entry) return [entry[1], entry[2]];
      return pick(GENERIC_DONATION, language);
    };
    const [background, foreground, accent] = colorsFromName(`donation:${key}`);
    return {
      key: `donation-${key}`,
      type: 'DONATION' as const,
      categories: [],
      isChoiceCard: false,
      digital: { ...customPrice(store, 5, 500, [5, 10, 25, 50]), inStock: true },
      title: (language: string) => text(language)[0],
      heroTitle: (language: string) => text(language)[0],
      description: (language: string) => text(language)[1],
      slug: (language: string) => slugify(text(language)[0]),
      colors: [background, foreground, accent] as [string, string, string],
      motif: 'heart',
      popularity: 50 + Math.max(index, 0),
      registeredShipping: false,
      maxQuantityPerOrder: null,
      maxTotalPerOrder: null,
      promotions: new Set<string>(),
    };
  });
}

function blankPackSpecs(store: Store): ProductSpec[] {
  return ([
    [10, 4.95],
    [25, 9.95],
    [50, 17.95],
  ] as const).map(([count, price]) => {
    const text = (language: string) => pick(BLANK_PACK, language);
    const palette = store.palette;
    const cents = Math.round(price * (CURRENCY_SCALE[store.currency] ?? 1) * 100);
    return {
      key: `blank-pack-${count}`,
      type: 'BLANK_CARD_PACK' as const,
      categories: [],
      isChoiceCard: false,
      // Fixed pack price in cents (not whole units): stored as cents directly below.
      physical: { hasFixedPrices: true, prices: [cents / 100], min: cents / 100, max: cents / 100, defaultPrice: cents / 100, inStock: true },
      title: (language: string) => fill(text(language)[0], { count }),
      heroTitle: (language: string) => fill(text(language)[0], { count }),
      description: (language: string) => text(language)[1],
      slug: (language: string) => slugify(fill(text(language)[0], { count })),
      colors: [palette.secondary, readableOn(palette.secondary), palette.accent] as [string, string, string],
      motif: 'blank',
      popularity: 30 - count / 10,
      registeredShipping: false,
      maxQuantityPerOrder: 10,
      maxTotalPerOrder: null,
      promotions: new Set(['business']),
      cardsPerPack: count,
    };
  });
}

function rangeOf(store: Store): Partial<Record<CategoryKey, readonly BrandSpec[]>> {
  if (store.key === 'CBDE') return GERMAN_RANGE;
  if (store.key === 'CB') return DUTCH_RANGE;
  return INTERNATIONAL_RANGE;
}

/** How many brands the storefront sells: its texts' claims ("über 200 Marken") are made of this count. */
function brandCountOf(store: Store): number {
  return new Set(Object.values(rangeOf(store)).flatMap((brands) => (brands ?? []).map((brand) => brandId(brand.name)))).size;
}

/** The choice card: in the big storefronts and wherever the toggle shows its link; nothing else promotes it. */
function sellsChoiceCard(store: Store): boolean {
  return store.key === 'CBDE' || store.key === 'CB' || togglesOf(store.seed).hasChoiceCard;
}

function productSpecs(store: Store): ProductSpec[] {
  const taken = new Set<string>(['all-in-1']);
  const specs: ProductSpec[] = [];
  const range = rangeOf(store);
  for (const category of CATEGORY_KEYS) {
    for (const brand of range[category] ?? []) specs.push(giftCardSpec(store, brand, category, taken));
  }
  const full = store.key === 'CBDE' || store.key === 'CB';
  if (sellsChoiceCard(store)) specs.push(choiceCardSpec(store));
  specs.push(...(full ? donationSpecs(store) : donationSpecs(store).slice(0, 1)));
  if (full) specs.push(...blankPackSpecs(store));

  // Promotions: bestsellers by popularity, a few new ones and doubler cards by lot.
  const cards = specs.filter((p) => p.type === 'GIFT_CARD' && !p.isChoiceCard);
  const byPopularity = [...cards].sort((a, b) => b.popularity - a.popularity || a.key.localeCompare(b.key));
  for (const p of byPopularity.slice(0, Math.max(3, Math.round(cards.length / 10)))) p.promotions.add('bestseller');
  for (const p of store.random.sample(cards, Math.max(2, Math.round(cards.length / 15)))) p.promotions.add('new');
  for (const p of store.random.sample(cards, Math.max(2, Math.round(cards.length / 12)))) p.promotions.add('doubler');
  for (const p of store.random.sample(cards, Math.max(2, Math.round(cards.length / 15)))) p.promotions.add('business');

  // Stock: a few cards are (partly) out of stock, so clients see the flag.
  if (store.key === 'CBDE') {
    const trachten = specs.find((p) => p.key === 'trachten-huber');
    if (trachten?.physical) trachten.physical.inStock = false;
    const roblox = specs.find((p) => p.key === 'roblox');
    if (roblox?.digital) roblox.digital.inStock = false;
  }
  return specs;
}

function addProducts(store: Store, specs: ProductSpec[], terms: Map<string, string>): Map<string, { id: string; spec: ProductSpec }> {
  const { rows } = store;
  const ranked = [...specs].sort((a, b) => b.popularity - a.popularity || a.key.localeCompare(b.key));
  const result = new Map<string, { id: string; spec: ProductSpec }>();
  ranked.forEach((spec, index) => {
    const id = `${store.id}-${spec.key}`;
    result.set(spec.key, { id, spec });
    // A brand's card is the brand's own art (media/brand-card.ts, ADR 0054): drawn from the brand, so
    // it is the same in every storefront and carries no storefront's label. The shop's own cards
    // (choice card, donations, blank card packs) keep the shop's drawing with its label.
    const imageId = addMedia(store, {
      kind: 'card',
      slug: id,
      width: 320,
      height: 200,
      label: spec.brand?.name ?? spec.title(store.defaultLanguage),
      sublabel: spec.brand || spec.type === 'BLANK_CARD_PACK' ? '' : brandLabelOf(store.brand),
      brandId: spec.brand?.id ?? null,
      motif: spec.motif,
      background: spec.colors[0],
      foreground: spec.colors[1],
      accent: spec.colors[2],
      alt: spec.title(store.defaultLanguage),
    });
    if (spec.brand && !rows.brands.some((b) => b.id === spec.brand?.id)) {
      rows.brands.push({
        id: spec.brand.id,
        name: spec.brand.name,
        hasShops: false,
        primaryColor: spec.colors[0],
        secondaryColor: spec.colors[1],
        ...(spec.brand.webShop ? brandWebShop(spec.brand.id) : {}),
      });
    }
    rows.products.push({
      id,
      storefrontKey: store.key,
      productKey: spec.key,
      productType: spec.type,
      brandId: spec.brand?.id ?? null,
      imageId,
      backgroundColor: spec.colors[0],
      foregroundColor: spec.colors[1],
      showShadow: spec.type !== 'DONATION',
      showHand: spec.isChoiceCard,
      registeredShipping: spec.registeredShipping,
      isChoiceCard: spec.isChoiceCard,
      isListed: true,
      position: index + 1,
      popularity: Math.round(spec.popularity),
      maxQuantityPerOrder: spec.maxQuantityPerOrder,
      maxTotalPerOrderCents: spec.maxTotalPerOrder === null ? null : spec.maxTotalPerOrder * 100,
      cardsPerPack: spec.type === 'BLANK_CARD_PACK' ? (spec.cardsPerPack ?? null) : null,
      // Spec §3 redeemData.minimumRemainingBalance: the new cards ask for a balance of 10 left to choose them.
      redeemMinRemainingCents: spec.type === 'GIFT_CARD' && spec.promotions.has('new') ? scaled(store, 10) * 100 : 0,
    });
    for (const language of store.languages) {
      const title = spec.title(language);
      const slug = spec.slug(language);
      const keywords = [
        spec.brand?.name ?? '',
        ...spec.categories.map((c) => categoryName(c, language)),
        spec.type === 'DONATION' ? pick(TERM_LABELS, language).donation : '',
        spec.isChoiceCard ? pick(TERM_LABELS, language).choice : '',
      ]
        .filter(Boolean)
        .join(' ');
      rows.productTranslations.push({
        productId: id,
        storefrontKey: store.key,
        language,
        title,
        heroTitle: spec.heroTitle(language),
        description: spec.description(language),
        slug,
        path: localized(store, language, store.routes.product(slug)),
        keywords,
      });
    }
    const variationTitles = (kind: 'giftDigital' | 'giftPhysical' | 'donation' | 'blank') =>
      Object.fromEntries(store.languages.map((language) => [language, pick(VARIATION_TITLES, language)[kind]]));
    const variations: Array<['DIGITAL' | 'PHYSICAL', PriceSpec & { inStock: boolean }]> = [];
    if (spec.digital) variations.push(['DIGITAL', spec.digital]);
    if (spec.physical) variations.push(['PHYSICAL', spec.physical]);
    variations.forEach(([type, price], position) => {
      const kind =
        spec.type === 'DONATION' ? 'donation' : spec.type === 'BLANK_CARD_PACK' ? 'blank' : type === 'DIGITAL' ? 'giftDigital' : 'giftPhysical';
      const cents = (amount: number) => Math.round(amount * 100);
      rows.variations.push({
        id: `${id}-${type.toLowerCase()}`,
        productId: id,
        variationType: type,
        sku: `${store.key}-${spec.key}-${type === 'DIGITAL' ? 'D' : 'P'}`.toUpperCase(),
        titles: variationTitles(kind),
        currency: store.currency,
        hasFixedPrices: price.hasFixedPrices,
        pricesToShowCents: price.prices.map(cents),
        minPriceCents: cents(price.min),
        maxPriceCents: cents(price.max),
        defaultPriceCents: cents(price.defaultPrice),
        inStock: price.inStock,
        position,
      });
    });

    // Taxonomy terms of the product.
    const productTermKeys = [
      ...spec.categories.map((c) => `cb_api_giftcard_categories:${c}`),
      ...(spec.digital ? ['cb_api_giftcard_types:digital'] : []),
      ...(spec.physical && spec.type === 'GIFT_CARD' ? ['cb_api_giftcard_types:physical'] : []),
      ...(spec.isChoiceCard ? ['cb_api_giftcard_types:choice'] : []),
      ...(spec.type === 'DONATION' ? ['cb_api_giftcard_types:donation'] : []),
      ...(spec.type === 'BLANK_CARD_PACK' ? ['cb_api_giftcard_types:blank-pack'] : []),
      ...[...spec.promotions].map((p) => `cb_api_giftcard_promotions:${p}`),
    ];
    for (const termKey of productTermKeys) {
      const termId = terms.get(termKey);
      if (!termId) throw new Error(`Seed: unknown term ${termKey} for ${id}`);
      rows.productTerms.push({ productId: id, termId });
    }
  });
  return result;
}

function addTerms(store: Store, categories: CategoryKey[]): Map<string, string> {
  const terms = new Map<string, string>();
  const add = (collection: s.TaxonomyCollection, term: string, labels: Record<string, string>, position: number) => {
    const id = `${store.id}-${collection.replace('cb_api_giftcard_', '')}-${term}`;
    terms.set(`${collection}:${term}`, id);
    store.rows.terms.push({ id, storefrontKey: store.key, collection, term, labels, position });
  };
  const labels = (fn: (language: string) => string) => Object.fromEntries(store.languages.map((language) => [language, fn(language)]));
  categories.forEach((category, i) => {
    add('cb_api_giftcard_categories', category, labels((l) => categoryName(category, l)), i);
  });
  TYPE_TERMS.forEach((term, i) => {
    add('cb_api_giftcard_types', term, labels((l) => pick(TERM_LABELS, l)[term] as string), i);
  });
  PROMOTION_TERMS.forEach((term, i) => {
    add('cb_api_giftcard_promotions', term, labels((l) => pick(TERM_LABELS, l)[term] as string), i);
  });
  return terms;
}

function addCategories(
  store: Store,
  categories: CategoryKey[],
  terms: Map<string, string>,
  products: Map<string, { id: string; spec: ProductSpec }>,
): Map<CategoryKey, { id: string; slugs: Map<string, string> }> {
  const result = new Map<CategoryKey, { id: string; slugs: Map<string, string> }>();
  categories.forEach((category, position) => {
    const id = `${store.id}-cat-${category}`;
    const style = CATEGORY_STYLE[category];
    const iconId = addMedia(store, {
      kind: 'icon',
      slug: `category-${category}`,
      width: 64,
      height: 64,
      motif: style.motif,
      background: style.color,
      foreground: '#ffffff',
      accent: '#ffffff',
      alt: categoryName(category, 'en'),
    });
    const termId = terms.get(`cb_api_giftcard_categories:${category}`) as string;
    store.rows.categories.push({ id, storefrontKey: store.key, termId, iconId, backgroundColor: style.color, position });
    const slugs = new Map<string, string>();
    for (const language of store.languages) {
      const title = categoryName(category, language);
      const slug = slugify(title);
      slugs.set(language, slug);
      store.rows.categoryTranslations.push({
        categoryId: id,
        storefrontKey: store.key,
        language,
        title,
        description: fill(pick(CATEGORY_PAGE_DESCRIPTION, language), { category: title }),
        slug,
        path: localized(store, language, store.routes.category(slug)),
      });
    }
    const members = [...products.values()]
      .filter(({ spec }) => spec.categories.includes(category))
      .sort((a, b) => b.spec.popularity - a.spec.popularity || a.id.localeCompare(b.id));
    members.slice(0, 4).forEach(({ id: productId }, i) => {
      store.rows.categoryTopProducts.push({ categoryId: id, productId, position: i });
    });
    result.set(category, { id, slugs });
  });
  return result;
}

function addOccasions(store: Store, products: Map<string, { id: string; spec: ProductSpec }>): Array<{ id: string; key: string }> {
  // The big storefronts have every occasion of their language; the others three.
  const own = store.key === 'CBDE' ? OCCASIONS.de : store.key === 'CB' ? OCCASIONS.nl : undefined;
  const keys = OCCASION_KEYS.filter((key) => (own ? own[key] !== undefined : ['birthday', 'christmas', 'thank-you'].includes(key)));
  const result: Array<{ id: string; key: string }> = [];
  keys.forEach((key, position) => {
    const id = `${store.id}-occ-${key}`;
    const style = OCCASION_STYLE[key];
    const text = (language: string) => {
      const entry = OCCASIONS[language]?.[key] ?? OCCASIONS.en?.[key];
      if (!entry) throw new Error(`Seed: no text for occasion ${key}`);
      return entry;
    };
    const imageId = addMedia(store, {
      kind: 'banner',
      slug: `occasion-${store.id}-${key}`,
      width: 960,
      height: 400,
      label: text(store.defaultLanguage)[1],
      motif: style.motif,
      background: style.color,
      foreground: readableOn(style.color),
      accent: store.palette.primary,
      alt: text(store.defaultLanguage)[0],
    });
    store.rows.occasions.push({ id, storefrontKey: store.key, occasionKey: key, backgroundColor: style.color, imageId, position });
    for (const language of store.languages) {
      const [title, heroTitle, description] = text(language);
      const slug = slugify(title);
      store.rows.occasionTranslations.push({
        occasionId: id,
        storefrontKey: store.key,
        language,
        title,
        heroTitle,
        description,
        slug,
        path: localized(store, language, store.routes.occasion(slug)),
        keywords: style.categories.map((c) => categoryName(c, language)).join(' '),
      });
    }
    const random = Random.from(`${store.key}:occasion:${key}`);
    const candidates = [...products.values()]
      .filter(({ spec }) => spec.type === 'GIFT_CARD' && (spec.isChoiceCard || spec.categories.some((c) => style.categories.includes(c))))
      .sort((a, b) => a.id.localeCompare(b.id));
    random.sample(candidates, 12).forEach(({ id: productId }, i) => {
      store.rows.occasionProducts.push({ occasionId: id, productId, position: i });
    });
    result.push({ id, key });
  });
  return result;
}

// ─── Branding ────────────────────────────────────────────────────────────────────────────────────

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(i === 0 ? 1 : 0, 9));
  return out;
}

function addBranding(store: Store): void {
  const { seed, palette, rows } = store;
  const label = brandLabelOf(store.brand);
  const country = countryNameOf(seed);
  const random = Random.from(`${store.key}:branding`);
  const logo = (slug: string, width: number, height: number, background: string, foreground: string, sublabel = country, motif = 'gift') =>
    addMedia(store, { kind: 'logo', slug: `${store.id}-${slug}`, width, height, label, sublabel, motif, background, foreground, accent: palette.accent, alt: seed.name });
  const banner = (slug: string, width: number, height: number, motif: string, text: string, background = palette.primary) =>
    addMedia(store, {
      kind: 'banner',
      slug: `${store.id}-${slug}`,
      width,
      height,
      label: text,
      motif,
      background,
      foreground: readableOn(background),
      accent: palette.accent,
      alt: text || seed.name,
    });
  const decoration = (slug: string, height: number) =>
    addMedia(store, {
      kind: 'decoration',
      slug: `${store.id}-${slug}`,
      width: 1440,
      height,
      motif: 'confetti',
      background: palette.secondary,
      foreground: palette.primary,
      accent: palette.accent,
      alt: '',
    });
  const language = store.defaultLanguage;
  const labels = pick(MENU_LABELS, language);
  const cities = citiesOf(seed.countryCode);
  const hq = cities[0] as City;
  const street = streetsFor(language)[0] as string;
  const domain = BRAND_DOMAINS[store.brand];
  const calling = CALLING_CODES[seed.countryCode] ?? '+00';
  const hasDecoration = store.brand === 'CB';
  const choicePath = store.routes.product(store.routes.choiceCardSlug);

  rows.branding.push({
    storefrontKey: store.key,
    primaryColor: palette.primary,
    secondaryColor: palette.secondary,
    accentColor: palette.accent,
    textColor: palette.text,
    mainLogoId: logo('main', 200, 80, '#ffffff', palette.primary),
    secondLogoId: logo('second', 252, 86, '#ffffff', palette.secondary),
    footerLogoId: logo('footer', 202, 52, palette.secondary, '#ffffff'),
    modalLogoId: logo('modal', 134, 36, '#ffffff', palette.primary, ''),
    footerClockIconId: addMedia(store, {
      kind: 'icon',
      slug: `${store.id}-clock`,
      width: 32,
      height: 32,
      motif: 'clock',
      background: palette.secondary,
      foreground: '#ffffff',
      accent: palette.accent,
      alt: '17:00',
    }),
    // The home's featured banner: the choice card where the storefront sells it, else all its gift cards.
    featuredBlockImageId: banner('featured', 640, 360, 'gift', sellsChoiceCard(store) ? pick(CHOICE_CARD_TITLE, language) : labels.allGiftCards),
    featuredBlockHref: sellsChoiceCard(store) ? choicePath : store.routes.productList,
    featuredBlockLinkType: 'relative',
    promotionBlockImageId: banner('promotion', 640, 240, 'star', pick(PROMOTION_BLOCK, language)[0], palette.secondary),
    notFoundImageId: banner('not-found', 480, 320, 'search', '404', palette.secondary),
    notFoundImageWidth: 480,
    headerDecorationId: hasDecoration ? decoration('header-decoration', 30) : null,
    footerDecorationId: hasDecoration ? decoration('footer-decoration', 40) : null,
    faqImageId: banner('faq', 480, 320, 'question', labels.helpdesk, palette.accent),
    doublerImageId: banner('doubler', 480, 320, 'doubler', '2×'),
    doublerBackgroundId: banner('doubler-background', 1440, 480, 'confetti', '', palette.secondary),
    doublerHeroCardId: addMedia(store, {
      kind: 'card',
      slug: `${store.id}-doubler-hero`,
      width: 320,
      height: 200,
      label: pick(PROMOTION_BLOCK, language)[0],
      sublabel: label,
      motif: 'doubler',
      background: palette.primary,
      foreground: readableOn(palette.primary),
      accent: palette.accent,
      alt: pick(PROMOTION_BLOCK, language)[0],
    }),
    alternativeChoiceImageId: banner('alternative-choice', 480, 320, 'gift', pick(CHOICE_CARD_TITLE, language), palette.accent),
    organizationName: seed.name,
    legalName: `${label} ${country} ${LEGAL_FORMS[seed.countryCode] ?? 'Ltd'}`,
    organizationDescription: Object.fromEntries(
      store.languages.map((l) => [l, fill(pick(ORGANIZATION_DESCRIPTION, l), { name: seed.name, brands: brandsClaim(l, brandCountOf(store)) })]),
    ),
    serviceType: pick(SERVICE_TYPE, language),
    supportEmail: `service@${store.id}.${domain}`,
    supportPhone: `${calling} ${digits(random, 3)} ${digits(random, 6)}`,
    businessEmail: `business@${store.id}.${domain}`,
    businessPhone: `${calling} ${digits(random, 3)} ${digits(random, 6)}`,
    fulfilmentEmail: `fulfilment@${store.id}.${domain}`,
    street,
    houseNumber: String(random.int(1, 120)),
    postalCode: hq ? postcodeNear(random, seed.countryCode, hq) : '',
    city: hq?.name ?? country,
    countryCode: seed.countryCode,
    vatNumber: `${seed.countryCode === 'GB' ? 'GB' : seed.countryCode}${digits(random, 9)}${seed.countryCode === 'NL' ? 'B01' : ''}`,
    chamberOfCommerceNumber: ['NL', 'BE'].includes(seed.countryCode) ? digits(random, 8) : null,
    // Spec §3: one storefront states opening hours, Monday to Friday 09:00-17:30.
    openingHours:
      store.key === 'CB' ? [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' }] : null,
  });

  paymentLogosFor(seed.countryCode).forEach((kind, position) => {
    const [style, background, foreground, accent] = PAYMENT_LOGO_STYLE[kind];
    // The invoice logo is a word: one image per language (media ids are shared by every storefront).
    const text = kind === 'invoice' ? (INVOICE_LOGO_LABELS[language] ?? INVOICE_LOGO_LABELS.en ?? style) : style;
    const mediaId = addMedia(store, {
      kind: 'payment',
      slug: kind === 'invoice' && text !== style ? `${slugify(kind)}-${language}` : slugify(kind),
      width: 60,
      height: 38,
      label: text,
      motif: kind,
      background,
      foreground,
      accent,
      alt: text,
    });
    rows.paymentLogos.push({ storefrontKey: store.key, kind, position, mediaId });
  });

  const trustTitles = trustMarkTitles(language, seed.countryCode);
  (['general', 'topBar', 'bottomBar', 'header'] as const).forEach((placement, i) => {
    const title = trustTitles[i] as string;
    const width = placement === 'general' ? 120 : 60;
    const mediaId = addMedia(store, {
      kind: 'trust',
      slug: `${store.id}-${slugify(placement)}`,
      width,
      height: placement === 'general' ? 60 : 60,
      label: title,
      motif: placement === 'general' ? 'shield' : placement === 'header' ? 'star' : 'check',
      background: '#ffffff',
      foreground: palette.secondary,
      accent: palette.accent,
      alt: title,
    });
    rows.trustMarks.push({
      id: `${store.id}-${slugify(placement)}`,
      storefrontKey: store.key,
      placement,
      position: i,
      title,
      href: placement === 'general' ? `https://trust.${domain}/${store.id}` : null,
      mediaId,
      width,
    });
  });

  const handle = `${label.toLowerCase()}.${seed.countryCode.toLowerCase()}`;
  SOCIAL_VISIBILITY.forEach(([network, visible, url], position) => {
    rows.socialLinks.push({ storefrontKey: store.key, network, url: fill(url, { handle }), visible, position });
  });

  for (const l of store.languages) {
    const businessLabel = `${label} ${pick(MENU_LABELS, l).business}`;
    const mk = (variant: 'desktop' | 'mobile', width: number, height: number) =>
      addMedia(store, {
        kind: 'logo',
        slug: `${store.id}-business-${l}-${variant}`,
        width,
        height,
        label,
        sublabel: pick(MENU_LABELS, l).business,
        motif: 'briefcase',
        background: '#ffffff',
        foreground: palette.secondary,
        accent: palette.primary,
        alt: businessLabel,
      });
    rows.businessLogos.push({ storefrontKey: store.key, language: l, desktopMediaId: mk('desktop', 252, 86), mobileMediaId: mk('mobile', 116, 68) });
  }
}

// ─── Redeem business pages ───────────────────────────────────────────────────────────────────────

/** Two companies per storefront hand out cards to redeem on a page of their own (spec §2 redeem business shop). */
function addRedeemPages(store: Store, specs: readonly ProductSpec[]): void {
  // A generator of its own: the store's shared one would shift everything drawn after it.
  const random = Random.from(`${store.key}:redeem-pages`);
  const cards = specs.filter((p) => p.type === 'GIFT_CARD' && !p.isChoiceCard).map((p) => p.key);
  const donations = specs.filter((p) => p.type === 'DONATION').map((p) => p.key);
  REDEEM_COMPANIES.forEach((company, position) => {
    const pageId = company.pageId;
    const logoId = addMedia(store, {
      kind: 'logo',
      slug: `${store.id}-redeem-${pageId}`,
      width: 200,
      height: 80,
      label: company.name,
      sublabel: '',
      motif: company.motif,
      background: '#ffffff',
      foreground: company.color,
      accent: store.palette.accent,
      alt: company.name,
    });
    const texts: Record<string, { title: string; intro: string; info: string }> = {};
    for (const language of store.languages) {
      const t = pick(REDEEM_PAGE_TEXTS, language);
      texts[language] = {
        title: fill(t.title, { company: company.name }),
        intro: fill(t.intro, { company: company.name }),
        info: fill(t.info, { company: company.name }),
      };
    }
    store.rows.redeemPages.push({
      storefrontKey: store.key,
      pageId,
      companyName: company.name,
      logoId,
      texts,
      productKeys: [...random.sample(cards, Math.min(8, cards.length)), ...donations.slice(0, 1)],
      position,
    });
  });
}

// ─── Menus, content, metadata ────────────────────────────────────────────────────────────────────


/** When the seeded legal texts were last revised (the withdrawal button applies from this day, §356a BGB). */
const LEGAL_TEXTS_DATE = new Date('2026-06-19T00:00:00.000Z');

/**
 * The legal pages of a storefront in each of its languages (issue 17): texts built from the
 * company's facts in its branding row (legal-texts.ts); operators replace them with their own.
 */
function addLegalPages(store: Store): void {
  const branding = store.rows.branding.find((row) => row.storefrontKey === store.key);
  if (!branding) throw new Error(`legal pages: no branding for ${store.key}`);
  const random = Random.from(`${store.key}:legal`);
  const shortForm = LEGAL_FORMS[store.seed.countryCode] ?? 'Ltd';
  const first = REPRESENTATIVES[random.int(0, REPRESENTATIVES.length - 1)] as string;
  const second = REPRESENTATIVES.find((name) => name !== first && random.next() < 0.5) ?? null;
  const country = store.seed.countryCode;
  const domain = BRAND_DOMAINS[store.brand];
  const facts = {
    storefrontName: branding.organizationName,
    legalName: branding.legalName,
    legalForm: LEGAL_FORM_NAMES[shortForm] ?? shortForm,
    representatives: second ? [first, second] : [first],
    street: branding.street,
    houseNumber: branding.houseNumber,
    postalCode: branding.postalCode,
    city: branding.city,
    countryCode: branding.countryCode,
    supportEmail: branding.supportEmail,
    supportPhone: branding.supportPhone,
    businessEmail: branding.businessEmail,
    vatNumber: branding.vatNumber,
    // Where the company is registered: the German commercial register, the Austrian Firmenbuch, the
    // Dutch chamber of commerce (KvK), the Belgian crossroads bank (KBO); elsewhere not stated.
    registerCourt: country === 'DE' ? `Amtsgericht ${branding.city}` : country === 'AT' ? 'Handelsgericht Wien' : null,
    registerNumber:
      country === 'DE'
        ? `HRB ${digits(random, 6)}`
        : country === 'AT'
          ? `FN ${digits(random, 6)}a`
          : branding.chamberOfCommerceNumber
            ? `${country === 'BE' ? 'KBO' : 'KvK'} ${branding.chamberOfCommerceNumber}`
            : null,
    dataProtectionEmail: `privacy@${store.id}.${domain}`,
    siteUrl: `https://${store.id}.${domain}`,
  };
  for (const language of store.languages) {
    for (const page of legalPages(language, facts)) {
      store.rows.contentPages.push({ storefrontKey: store.key, pageKey: page.key, language, title: page.title, bodyHtml: page.html, updatedAt: LEGAL_TEXTS_DATE });
    }
  }
}
function addMenus(store: Store, hasChoiceCard: boolean, blankPackSlug: Map<string, string>): void {
  const { rows, routes } = store;
  const domain = BRAND_DOMAINS[store.brand];
  for (const language of store.languages) {
    const labels = pick(MENU_LABELS, language);
    const page = (key: FixedPage) => {
      const path = routes.pages[key];
      return path === null ? null : localized(store, language, path);
    };
    type Link = readonly [MenuLabel, string | null, s.LinkType?];
    const sections: ReadonlyArray<readonly [MenuLabel, readonly Link[]]> = [
      [
        'giftCards',
        [
          ['allGiftCards', localized(store, language, routes.productList)],
          ['categories', localized(store, language, routes.categoryAll)],
          ['occasions', localized(store, language, routes.occasions)],
          ['choiceCard', hasChoiceCard ? localized(store, language, routes.product(routes.choiceCardSlug)) : null],
        ],
      ],
      ['service', [['balanceCheck', page('balanceCheck')], ['activate', page('activation')], ['contact', page('contact')], ['helpdesk', page('helpdesk')]]],
      ['about', [['business', page('business')], ['blog', hasBlog(store.languages) ? page('blog') : null], ['careers', `https://careers.${domain}/`, 'absolute']]],
      [
        'legal',
        [
          ['terms', page('terms')],
          ['privacy', page('privacy')],
          ['imprint', page('imprint')],
          ['withdrawal', page('withdrawal')],
          ['delivery', page('delivery')],
          ['cancellation', page('cancelationPolicy')],
          ['cookies', togglesOf(store.seed).cookiesFooterLink ? page('cookies') : null],
        ],
      ],
    ];
    const footerId = `${store.id}-${language}-footer`;
    rows.menus.push({ id: footerId, storefrontKey: store.key, language, menuKey: 'footer' });
    sections.forEach(([section, links], i) => {
      const sectionId = `${footerId}-${i}`;
      rows.menuItems.push({ id: sectionId, menuId: footerId, parentId: null, position: i, title: labels[section], href: null, linkType: 'relative' });
      links
        .filter((link): link is readonly [MenuLabel, string, s.LinkType?] => link[1] !== null)
        .forEach(([label, href, type], j) => {
          rows.menuItems.push({ id: `${sectionId}-${j}`, menuId: footerId, parentId: sectionId, position: j, title: labels[label], href, linkType: type ?? 'relative' });
        });
    });

    const businessId = `${store.id}-${language}-business`;
    rows.menus.push({ id: businessId, storefrontKey: store.key, language, menuKey: 'business' });
    const businessPage = page('business') as string;
    const blank = blankPackSlug.get(language);
    const businessLinks: ReadonlyArray<readonly [MenuLabel, string]> = [
      ['businessGiftCards', businessPage],
      ['businessBlankCards', blank ? localized(store, language, routes.product(blank)) : businessPage],
      // The quote form on the business page (spec §6 business buyer: quote request), not the contact form.
      ['businessQuote', `${businessPage}#${BUSINESS_QUOTE_FRAGMENT}`],
    ];
    rows.menuItems.push({ id: `${businessId}-0`, menuId: businessId, parentId: null, position: 0, title: labels.business, href: businessPage, linkType: 'relative' });
    businessLinks.forEach(([label, href], j) => {
      rows.menuItems.push({ id: `${businessId}-0-${j}`, menuId: businessId, parentId: `${businessId}-0`, position: j, title: labels[label], href, linkType: 'relative' });
    });
  }
}

function addContent(
  store: Store,
  products: Map<string, { id: string; spec: ProductSpec }>,
  categories: Map<CategoryKey, { id: string; slugs: Map<string, string> }>,
  occasionIds: Array<{ id: string; key: string }>,
): void {
  const { rows } = store;
  const ranked = [...products.values()].sort((a, b) => b.spec.popularity - a.spec.popularity || a.id.localeCompare(b.id));
  const cards = ranked.filter(({ spec }) => spec.type === 'GIFT_CARD');
  const pathOf = (productId: string, language: string) =>
    rows.productTranslations.find((t) => t.productId === productId && t.language === language)?.path as string;
  const choice = products.get('all-in-1');

  for (const language of store.languages) {
    const titles = pick(QUEUE_TITLES, language);
    const queue = (key: string, items: Array<{ productId?: string; blockId?: string }>) => {
      const id = `${store.id}-${language}-${key}`;
      rows.queues.push({ id, storefrontKey: store.key, language, queueKey: key, title: titles[key] ?? key });
      items.forEach((item, position) => {
        rows.queueItems.push({ queueId: id, position, productId: item.productId ?? null, blockId: item.blockId ?? null });
      });
    };
    const block = (key: string, value: Omit<Insert<typeof s.contentBlocks>, 'id' | 'storefrontKey' | 'language'>) => {
      const id = `${store.id}-${language}-${key}`;
      rows.contentBlocks.push({ id, storefrontKey: store.key, language, ...value });
      return id;
    };

    queue('home-most-chosen', cards.slice(0, 8).map(({ id }) => ({ productId: id })));
    const topPerCategory: Array<{ productId: string }> = [];
    const seen = new Set<string>();
    for (const category of categories.keys()) {
      for (const { id } of cards.filter(({ spec }) => spec.categories.includes(category)).slice(0, 3)) {
        if (!seen.has(id)) topPerCategory.push({ productId: id });
        seen.add(id);
      }
    }
    queue('top-products', topPerCategory);

    queue(
      'home-usps',
      pick(USP_BLOCKS, language).map(([title, description], i) => ({
        blockId: block(`usp-${i}`, { blockType: 'usp', title, description, showHand: false }),
      })),
    );

    // The balance doubler's block only where the storefront runs the doubler, leading to its page.
    const [promoTitle, promoText] = pick(PROMOTION_BLOCK, language);
    const doublerPage = store.routes.pages.doubler;
    const promotions: Array<{ blockId: string }> = [];
    if (togglesOf(store.seed).balanceDoubler) {
      promotions.push({
        blockId: block('promotion-doubler', {
          blockType: 'colored',
          title: promoTitle,
          description: promoText,
          backgroundColor: store.palette.secondary,
          backgroundImageId: `banner/${store.id}-doubler-background`,
          referencedPath: doublerPage ? localized(store, language, doublerPage) : null,
          showHand: false,
        }),
      });
    }
    for (const [i, ref] of [choice, cards.find(({ spec }) => !spec.isChoiceCard)].entries()) {
      if (!ref) continue;
      promotions.push({
        blockId: block(`promotion-product-${i}`, {
          blockType: 'productReference',
          title: ref.spec.title(language),
          description: ref.spec.heroTitle(language),
          cardImageId: `card/${ref.id}`,
          backgroundColor: ref.spec.colors[0],
          referencedPath: pathOf(ref.id, language),
          showHand: ref.spec.isChoiceCard,
          productId: ref.id,
        }),
      });
    }
    queue('home-promotions', promotions);

    queue(
      'search-popular-entities',
      cards.filter(({ spec }) => !spec.isChoiceCard).slice(0, 6).map(({ id }) => ({ productId: id })),
    );

    // "Discover": the choice card where the storefront sells it, else all its gift cards; then the occasions.
    const highlights = pick(HIGHLIGHT_BLOCKS, language);
    const firstOccasion = occasionIds[0];
    const highlightTargets: Array<{ text: readonly [string, string]; path: string; card: string | null; background: string }> = [
      choice
        ? { text: highlights.choiceCard, path: pathOf(choice.id, language), card: `card/${choice.id}`, background: `banner/${store.id}-featured` }
        : {
            text: [highlights.allCards[0], fillSentence(highlights.allCards[1], { brands: brandsClaim(language, brandCountOf(store)) })],
            path: localized(store, language, store.routes.productList),
            card: null,
            background: `banner/${store.id}-featured`,
          },
      {
        text: highlights.occasions,
        path: localized(store, language, store.routes.occasions),
        card: null,
        background: firstOccasion ? `banner/occasion-${store.id}-${firstOccasion.key}` : `banner/${store.id}-promotion`,
      },
    ];
    queue(
      'search-highlighted-blocks',
      highlightTargets.map((target, i) => {
        const [title, description] = target.text;
        return {
          blockId: block(`highlight-${i}`, {
            blockType: 'highlighted',
            title,
            description,
            cardImageId: target.card,
            backgroundImageId: target.background,
            referencedPath: target.path,
            showHand: i === 0 && Boolean(choice),
            productId: i === 0 && choice ? choice.id : null,
          }),
        };
      }),
    );

    // Popular search terms: the biggest categories, then two favourite brands.
    const terms: Array<[string, string]> = [];
    for (const [category, { slugs }] of [...categories.entries()].slice(0, 4)) {
      terms.push([categoryName(category, language), localized(store, language, store.routes.category(slugs.get(language) as string))]);
    }
    for (const { id, spec } of cards.filter(({ spec }) => spec.brand).slice(0, 2)) {
      terms.push([spec.brand?.name as string, pathOf(id, language)]);
    }
    terms.forEach(([title, href], position) => {
      rows.popularSearchTerms.push({ storefrontKey: store.key, language, position, title, href });
    });
  }
}

function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text);
  return (match?.[1] ?? text).slice(0, 300);
}

function addPageMetadata(store: Store): void {
  const { rows, seed, routes } = store;
  const add = (language: string, pageKey: string, path: string, title: string, description: string, keywords = '', robots = false) =>
    rows.pageMetadata.push({
      storefrontKey: store.key,
      language,
      path,
      pageKey,
      title: `${title} | ${seed.name}`,
      description,
      keywords,
      noindex: robots,
      nofollow: robots,
    });
  for (const language of store.languages) {
    const labels = pick(MENU_LABELS, language);
    const descriptions = pick(PAGE_DESCRIPTIONS, language);
    const counts = {
      brands: brandsClaim(language, brandCountOf(store)),
      categories: categoriesCount(language, rows.categories.filter((c) => c.storefrontKey === store.key).length),
    };
    add(language, 'route:home', localized(store, language, routes.home), labels.giftCards, fillSentence(descriptions.home, counts), labels.giftCards);
    add(language, 'route:productList', localized(store, language, routes.productList), labels.allGiftCards, fillSentence(descriptions.productList, counts));
    add(language, 'route:categoryAll', localized(store, language, routes.categoryAll), labels.categories, descriptions.categoryAll);
    add(language, 'route:occasions', localized(store, language, routes.occasions), labels.occasions, descriptions.occasions);
    add(language, 'route:balanceCheck', localized(store, language, routes.pages.balanceCheck as string), labels.balanceCheck, labels.balanceCheck);
    // Private pages: never indexed.
    for (const key of ['basket', 'checkout', 'account'] as const) {
      add(language, `route:${key}`, localized(store, language, routes.pages[key] as string), labels[key], labels[key], '', true);
    }
  }
  for (const t of rows.productTranslations.filter((t) => t.storefrontKey === store.key)) {
    add(t.language, `product:${t.productId}`, t.path, t.title, firstSentence(t.description), t.keywords ?? '');
  }
  for (const t of rows.categoryTranslations.filter((t) => t.storefrontKey === store.key)) {
    add(t.language, `category:${t.categoryId}`, t.path, `${t.title} – ${pick(MENU_LABELS, t.language).giftCards}`, firstSentence(t.description), t.title);
  }
  for (const t of rows.occasionTranslations.filter((t) => t.storefrontKey === store.key)) {
    add(t.language, `occasion:${t.occasionId}`, t.path, t.title, firstSentence(t.description), t.keywords ?? '');
  }
}

// ─── Locations ───────────────────────────────────────────────────────────────────────────────────

interface LocationDemand {
  brand: string;
  country: string;
  shops: number;
  language: string;
}

function addLocations(rows: CatalogueRows, demands: LocationDemand[]): void {
  // One set of shops per brand and country, however many storefronts sell the brand there.
  const merged = new Map<string, LocationDemand>();
  for (const demand of demands) {
    const key = `${demand.brand}|${demand.country}`;
    const current = merged.get(key);
    if (!current || current.shops < demand.shops) merged.set(key, demand);
  }
  const brandNames = new Map(rows.brands.map((b) => [b.id, b.name]));
  for (const demand of [...merged.values()].sort((a, b) => `${a.brand}|${a.country}`.localeCompare(`${b.brand}|${b.country}`))) {
    const cities = citiesOf(demand.country);
    if (cities.length === 0 || demand.shops === 0) continue;
    const random = Random.from(`locations:${demand.brand}:${demand.country}`);
    const name = brandNames.get(demand.brand) as string;
    const streets = streetsFor(demand.language);
    const slugs = new Set<string>();
    const perCity = new Map<string, number>();
    for (let n = 0; n < demand.shops; n++) {
      const city = pickCity(random, cities);
      const street = random.pick(streets);
      const houseNumber = String(random.int(1, 180));
      let slug = slugify(`${city.name} ${street} ${houseNumber}`);
      while (slugs.has(slug)) slug = `${slug}-${n}`;
      slugs.add(slug);
      const inCity = (perCity.get(city.name) ?? 0) + 1;
      perCity.set(city.name, inCity);
      // Spread grows with the city's size (≈ 2-8 km).
      const spread = 0.02 + Math.min(city.weight, 200) / 4000;
      rows.locations.push({
        id: `loc-${demand.country.toLowerCase()}-${demand.brand}-${n + 1}`,
        brandId: demand.brand,
        slug,
        name: inCity === 1 ? `${name} ${city.name}` : `${name} ${city.name} ${street}`,
        street,
        houseNumber,
        postcode: postcodeNear(random, demand.country, city),
        city: city.name,
        administrativeArea: city.area,
        countryCode: demand.country,
        latitude: jitter(random, city.lat, spread).toFixed(5),
        longitude: jitter(random, city.lon, spread * 1.5).toFixed(5),
      });
    }
    const brand = rows.brands.find((b) => b.id === demand.brand);
    if (brand) brand.hasShops = true;
  }
}

// ─── Blog, landing pages, helpdesk ───────────────────────────────────────────────────────────────

/** The first path segments the storefront's own pages take: a landing page slug must not be one. */
function reservedSlugs(routes: CatalogueRoutes): Set<string> {
  const paths = [routes.productList, routes.categoryAll, routes.occasions, ...Object.values(routes.pages)];
  return new Set(paths.flatMap((path) => (path ? [path.split('/')[1] ?? ''] : [])).filter(Boolean));
}

function addEditorial(store: Store, products: Map<string, { id: string; spec: ProductSpec }>): void {
  const listed = [...products.values()].filter(({ spec }) => spec.type === 'GIFT_CARD');
  const editorial: EditorialStore = {
    key: store.key,
    id: store.id,
    languages: store.languages,
    routes: store.routes,
    rows: store.rows,
    localized: (language, path) => localized(store, language, path),
    banner: (slug, motif, color, alt) =>
      addMedia(store, {
        kind: 'banner',
        slug: `${store.brand.toLowerCase()}-${slug}`,
        width: 960,
        height: 400,
        label: '',
        motif,
        background: color,
        foreground: readableOn(color),
        accent: store.palette.accent,
        alt,
      }),
    productsIn: (categories, limit) =>
      listed
        .filter(({ spec }) => spec.categories.some((category) => categories.includes(category)))
        .slice(0, limit)
        .map(({ id }) => id),
    sells: new Set(sellsChoiceCard(store) ? (['choiceCard'] as const) : []),
  };
  addBlog(editorial);
  addLandingPages(editorial, reservedSlugs(store.routes));
  addHelpdesk(editorial);
}

// ─── Entry point ─────────────────────────────────────────────────────────────────────────────────

export function buildCatalogue(seeds: readonly StorefrontSeed[]): CatalogueRows {
  const rows = emptyRows();
  const demands: LocationDemand[] = [];
  const sharedMedia = new Set<string>();
  for (const seed of seeds) {
    const defaultLanguage = defaultLanguageOf(seed);
    const store: Store = {
      seed,
      key: seed.key,
      id: seed.key.toLowerCase(),
      brand: seed.brand,
      palette: BRAND_PALETTES[seed.brand],
      routes: CATALOGUE_ROUTES[pathVariantOf(seed)],
      languages: seed.languages.map(([code]) => code),
      defaultLanguage,
      currency: seed.languages[0]?.[1] ?? 'EUR',
      random: Random.from(`store:${seed.key}`),
      rows,
      media: sharedMedia,
    };
    addBranding(store);
    addLegalPages(store);
    const specs = productSpecs(store);
    const categories = CATEGORY_KEYS.filter((c) => specs.some((p) => p.categories.includes(c)));
    const terms = addTerms(store, categories);
    const products = addProducts(store, specs, terms);
    const categoryMap = addCategories(store, categories, terms, products);
    const occasionIds = addOccasions(store, products);
    const blankSlugs = new Map<string, string>();
    const blank = products.get('blank-pack-10');
    if (blank) for (const language of store.languages) blankSlugs.set(language, blank.spec.slug(language));
    addMenus(store, products.has('all-in-1'), blankSlugs);
    addContent(store, products, categoryMap, occasionIds);
    addEditorial(store, products);
    addPageMetadata(store);
    addRedeemPages(store, specs);
    for (const spec of specs) {
      if (spec.brand && spec.brand.shops > 0) {
        demands.push({ brand: spec.brand.id, country: seed.countryCode, shops: spec.brand.shops, language: defaultLanguage });
      }
    }
  }
  addLocations(rows, demands);
  return rows;
}
