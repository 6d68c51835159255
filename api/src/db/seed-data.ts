/**
 * The deterministic storefront table (spec §3 "Storefront keys", §9 "Store id 60; country DE …").
 * Store ids are fixed forever: clients send them in `x-store` and `userData.storeID`.
 */
import type { FeatureToggles } from './feature-toggles';

export type Brand = 'CB' | 'CK' | 'GCS';
export type PathVariant = 'de' | 'nl';

export interface StorefrontSeed {
  key: string;
  storeId: number;
  brand: Brand;
  name: string;
  /** ISO 3166-1 alpha-2 (the United Kingdom is GB). */
  countryCode: string;
  /** [language code, currency]; the first entry is the default language. */
  languages: ReadonlyArray<readonly [string, string]>;
  extraHosts?: readonly string[];
  /** The host its URL uses locally (`{host}` of STOREFRONT_URL_TEMPLATE); default `<key>.localhost`. */
  primaryHost?: string;
  /** Hidden from the country/language switcher (a legacy key sharing its country with another). */
  unlisted?: boolean;
  isDefault?: boolean;
  toggles?: Partial<FeatureToggles>;
}

const BRAND_LABEL: Record<Brand, string> = { CB: 'CardBon', CK: 'CardKado', GCS: 'GiftCardStore' };

/** Brand presets; a store overrides single toggles below. */
export const BRAND_TOGGLES: Record<Brand, FeatureToggles> = {
  CB: {
    languageSwitcher: true,
    iconLabels: true,
    footerLogos: true,
    cookiesFooterLink: true,
    searchAnalytics: true,
    headerVersion: 2,
    identifyModal: 'login',
    hasChoiceCard: false,
    businessMenu: true,
    redeemDelayWarning: false,
    businessPageVersion: 2,
    balanceDoubler: false,
  },
  CK: {
    languageSwitcher: true,
    iconLabels: false,
    footerLogos: true,
    cookiesFooterLink: false,
    searchAnalytics: false,
    headerVersion: 1,
    identifyModal: 'guest',
    hasChoiceCard: false,
    businessMenu: false,
    redeemDelayWarning: false,
    businessPageVersion: 1,
    balanceDoubler: false,
  },
  GCS: {
    languageSwitcher: true,
    iconLabels: true,
    footerLogos: false,
    cookiesFooterLink: true,
    searchAnalytics: true,
    headerVersion: 3,
    identifyModal: 'guest',
    hasChoiceCard: false,
    businessMenu: false,
    redeemDelayWarning: false,
    businessPageVersion: 1,
    balanceDoubler: false,
  },
};

/** Outside the EU cookie-consent rules the footer has no cookie-statement link. */
const NO_COOKIE_LINK = { cookiesFooterLink: false } as const;

const s = (
  key: string,
  storeId: number,
  brand: Brand,
  country: string,
  countryName: string,
  languages: ReadonlyArray<readonly [string, string]>,
  extra: Partial<Pick<StorefrontSeed, 'extraHosts' | 'primaryHost' | 'unlisted' | 'isDefault' | 'toggles'>> = {},
): StorefrontSeed => ({
  key,
  storeId,
  brand,
  name: `${BRAND_LABEL[brand]} ${countryName}`,
  countryCode: country,
  languages,
  ...extra,
});

export const STOREFRONT_SEEDS: readonly StorefrontSeed[] = [
  // The Dutch storefront: cb.localhost like every storefront; cbnl.localhost sends its pages there
  // (one address per storefront). The only stores with the choice card.
  s('CB', 10, 'CB', 'NL', 'Nederland', [['nl', 'EUR'], ['en', 'EUR']], {
    extraHosts: ['cbnl.localhost'],
    // The Dutch storefront shows the compact business page (the quote form first), and runs the
    // balance doubler (/verdubbelaar/).
    toggles: { hasChoiceCard: true, businessPageVersion: 1, balanceDoubler: true },
  }),
  s('CBAT', 61, 'CB', 'AT', 'Österreich', [['de', 'EUR'], ['en', 'EUR']]),
  s('CBAU', 70, 'CB', 'AU', 'Australia', [['en', 'AUD']], { toggles: NO_COOKIE_LINK }),
  s('CBBE', 11, 'CB', 'BE', 'België', [['nl', 'EUR'], ['fr', 'EUR']], { toggles: { hasChoiceCard: true } }),
  s('CBBR', 80, 'CB', 'BR', 'Brasil', [['pt', 'BRL']], { toggles: NO_COOKIE_LINK }),
  s('CBCA', 71, 'CB', 'CA', 'Canada', [['en', 'CAD'], ['fr', 'CAD']], { toggles: NO_COOKIE_LINK }),
  s('CBCH', 62, 'CB', 'CH', 'Schweiz', [['de', 'CHF'], ['fr', 'CHF']]),
  // The German storefront: store id 60, the default (spec §9); answers on localhost too.
  s('CBDE', 60, 'CB', 'DE', 'Deutschland', [['de', 'EUR'], ['en', 'EUR']], {
    extraHosts: ['localhost', '127.0.0.1'],
    primaryHost: 'localhost',
    isDefault: true,
    // The balance doubler (/verdoppler/) runs here and in the Dutch storefront.
    toggles: { balanceDoubler: true },
  }),
  s('CBDK', 40, 'CB', 'DK', 'Danmark', [['da', 'DKK']]),
  s('CBES', 30, 'CB', 'ES', 'España', [['es', 'EUR']]),
  s('CBFR', 31, 'CB', 'FR', 'France', [['fr', 'EUR']]),
  s('CBIE', 21, 'CB', 'IE', 'Ireland', [['en', 'EUR']]),
  s('CBIT', 32, 'CB', 'IT', 'Italia', [['it', 'EUR']]),
  s('CBMX', 81, 'CB', 'MX', 'México', [['es', 'MXN']], { toggles: NO_COOKIE_LINK }),
  s('CBNO', 41, 'CB', 'NO', 'Norge', [['nb', 'NOK']]),
  s('CBNZ', 72, 'CB', 'NZ', 'New Zealand', [['en', 'NZD']], { toggles: NO_COOKIE_LINK }),
  s('CBPL', 50, 'CB', 'PL', 'Polska', [['pl', 'PLN']]),
  s('CBSE', 42, 'CB', 'SE', 'Sverige', [['sv', 'SEK']]),
  s('CBUS', 73, 'CB', 'US', 'United States', [['en', 'USD']], { toggles: NO_COOKIE_LINK }),
  s('CK', 100, 'CK', 'NL', 'Nederland', [['nl', 'EUR'], ['en', 'EUR']]),
  s('CKFR', 101, 'CK', 'FR', 'France', [['fr', 'EUR']]),
  s('CKUK', 102, 'CK', 'GB', 'United Kingdom', [['en', 'GBP']]),
  s('GCSAE', 200, 'GCS', 'AE', 'United Arab Emirates', [['en', 'AED']], { toggles: NO_COOKIE_LINK }),
  s('GCSAT', 201, 'GCS', 'AT', 'Österreich', [['de', 'EUR']]),
  s('GCSBE', 202, 'GCS', 'BE', 'België', [['nl', 'EUR'], ['fr', 'EUR']]),
  s('GCSDE', 203, 'GCS', 'DE', 'Deutschland', [['de', 'EUR'], ['en', 'EUR']]),
  s('GCSFR', 204, 'GCS', 'FR', 'France', [['fr', 'EUR']]),
  s('GCSIE', 205, 'GCS', 'IE', 'Ireland', [['en', 'EUR']]),
  s('GCSIT', 206, 'GCS', 'IT', 'Italia', [['it', 'EUR']]),
  s('GCSNL', 207, 'GCS', 'NL', 'Nederland', [['nl', 'EUR'], ['en', 'EUR']]),
  s('GCSPT', 208, 'GCS', 'PT', 'Portugal', [['pt', 'EUR']]),
  s('GCSUK', 209, 'GCS', 'GB', 'United Kingdom', [['en', 'GBP']]),
  // GCUK is an older key of the GCS brand group.
  s('GCUK', 210, 'GCS', 'GB', 'United Kingdom', [['en', 'GBP']], { unlisted: true }),
];

export function defaultLanguageOf(seed: StorefrontSeed): string {
  const first = seed.languages[0];
  if (!first) throw new Error(`Storefront ${seed.key} has no language`);
  return first[0];
}

/** Spec §9: the locale is `<default language>-<country>` in lower case (de-de, nl-nl, en-gb). */
export function localeOf(seed: StorefrontSeed): string {
  return `${defaultLanguageOf(seed)}-${seed.countryCode.toLowerCase()}`;
}

/** The spec has only a German and a Dutch route table: German-speaking stores use 'de'. */
export function pathVariantOf(seed: StorefrontSeed): PathVariant {
  return defaultLanguageOf(seed) === 'de' ? 'de' : 'nl';
}

export function hostsOf(seed: StorefrontSeed): string[] {
  return [`${seed.key.toLowerCase()}.localhost`, ...(seed.extraHosts ?? [])];
}

export function primaryHostOf(seed: StorefrontSeed): string {
  return seed.primaryHost ?? `${seed.key.toLowerCase()}.localhost`;
}

/** The country's name as the storefront writes it (its `name` without the brand label). */
export function countryNameOf(seed: StorefrontSeed): string {
  return seed.name.slice(BRAND_LABEL[seed.brand].length + 1);
}

export function brandLabelOf(brand: Brand): string {
  return BRAND_LABEL[brand];
}

export function togglesOf(seed: StorefrontSeed): FeatureToggles {
  return { ...BRAND_TOGGLES[seed.brand], ...seed.toggles };
}
