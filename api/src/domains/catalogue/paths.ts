/**
 * The catalogue's paths per route table (spec §2; the same tables as @shop/shared's route-tables).
 * Paths are stored with the language prefix of their language (`/en/…` for a non-default language)
 * and a trailing slash, so a client can look a page up by the path it is showing.
 */
import type { PathVariant } from '../../db/seed-data';

export interface CatalogueRoutes {
  home: string;
  productList: string;
  product: (slug: string) => string;
  /** The choice card's fixed slug (its own route key `allInOneCard`). */
  choiceCardSlug: string;
  categoryAll: string;
  category: (slug: string) => string;
  occasions: string;
  occasion: (slug: string) => string;
  locations: (productSlug: string) => string;
  location: (productSlug: string, locationSlug: string) => string;
  /** Fixed pages used in menus and page metadata. */
  pages: Readonly<Record<FixedPage, string | null>>;
}

export type FixedPage =
  | 'balanceCheck'
  | 'activation'
  | 'activationSuccess'
  | 'cardData'
  | 'doubler'
  | 'contact'
  | 'helpdesk'
  | 'business'
  | 'blog'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'imprint'
  | 'withdrawal'
  | 'delivery'
  | 'cancelationPolicy'
  | 'basket'
  | 'checkout'
  | 'account';

export const CATALOGUE_ROUTES: Readonly<Record<PathVariant, CatalogueRoutes>> = {
  de: {
    home: '/',
    productList: '/geschenkkarten/',
    product: (slug) => `/geschenkkarten/${slug}/`,
    choiceCardSlug: 'all-in-1-geschenkkarte',
    categoryAll: '/kategorie/geschenkkarten/',
    category: (slug) => `/kategorie/${slug}/`,
    occasions: '/anlaesse/',
    occasion: (slug) => `/anlaesse/${slug}/`,
    locations: (product) => `/geschenkkarten/${product}/standorte/`,
    location: (product, location) => `/geschenkkarten/${product}/standorte/${location}/`,
    pages: {
      balanceCheck: '/guthaben-pruefen/',
      activation: '/aktivieren/',
      activationSuccess: '/aktivieren/erfolgreich/',
      cardData: '/kartendaten/',
      doubler: '/verdoppler/',
      contact: '/kontakt/',
      helpdesk: '/helpdesk/',
      business: '/unternehmen/',
      blog: '/blog/',
      terms: '/geschaeftsbedingungen/',
      privacy: '/datenschutz-cookie-erklaerung/',
      cookies: '/cookie-erklaerung/',
      imprint: '/impressum/',
      withdrawal: '/widerrufsbelehrung/',
      delivery: null,
      cancelationPolicy: null,
      basket: '/warenkorb/',
      checkout: '/kasse/',
      account: '/account/',
    },
  },
  nl: {
    home: '/',
    productList: '/cadeaubonnen/',
    product: (slug) => `/cadeaubonnen/${slug}/`,
    choiceCardSlug: 'cadeaubonnl-keuze-cadeaukaart',
    categoryAll: '/categorie/alle-cadeaubonnen/',
    category: (slug) => `/categorie/${slug}/`,
    occasions: '/geefmomenten/',
    occasion: (slug) => `/geefmomenten/${slug}/`,
    locations: (product) => `/cadeaubonnen/${product}/locaties/`,
    location: (product, location) => `/cadeaubonnen/${product}/locaties/${location}/`,
    pages: {
      balanceCheck: '/saldocheck/',
      activation: '/activeren/',
      activationSuccess: '/activeren/gelukt/',
      cardData: null,
      doubler: '/verdubbelaar/',
      contact: '/klantenservice/contact/',
      helpdesk: '/helpdesk/',
      business: '/zakelijk/',
      blog: '/blog/',
      terms: '/algemene-voorwaarden/',
      privacy: '/privacy/',
      cookies: '/cookieverklaring/',
      imprint: null,
      withdrawal: null,
      delivery: '/delivery/',
      cancelationPolicy: '/cancelation-policy/',
      basket: '/winkelmandje/',
      checkout: '/bestellen/',
      account: '/account/',
    },
  },
};

/** `/en` for a non-default language, '' for the default one. */
export function languagePrefix(language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** Puts the language prefix in front of a route path (`/geschenkkarten/` → `/en/geschenkkarten/`). */
export function localizePath(path: string, language: string, defaultLanguage: string): string {
  return languagePrefix(language, defaultLanguage) + path;
}

/**
 * Normalises a path a client sends: leading and trailing slash, no query or fragment, no
 * duplicate slashes, lower case. Returns undefined for something that is not a path.
 */
export function normalizePath(input: string): string | undefined {
  const raw = input.trim().split(/[?#]/)[0] ?? '';
  if (!raw || raw.length > 300 || /\s/.test(raw)) return undefined;
  let path = raw.toLowerCase().replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  return /^\/[a-z0-9\-/._~%]*$/.test(path) ? path : undefined;
}
