/**
 * The paths the shop stores (product, category and occasion paths, menu links, page metadata): the
 * paths of spec §2 in a path variant, built from @shop/shared's route tables (the ones the shell and
 * the API route with), never a second copy of them. Paths are stored with the language prefix of their
 * language (`/en/…` for a non-default language) and a trailing slash, so a client can look a page up
 * by the path it is showing.
 */
import { PATH_VARIANTS, type PathVariant, SPEC_ROUTE_TABLES, type SpecRouteKey, ShopRouter } from '@shop/shared/routes';

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
  /** Fixed pages used in menus and page metadata; null where the path variant has no such page (or only forwards it). */
  pages: Readonly<Record<FixedPage, string | null>>;
}

/** The fixed pages menus and page metadata link to, by the route key of their screen. */
const FIXED_PAGE_KEYS = {
  balanceCheck: 'balanceCheck',
  activation: 'activation',
  activationSuccess: 'activationSuccess',
  cardData: 'cardData',
  doubler: 'doubler',
  contact: 'contact',
  helpdesk: 'helpdesk',
  business: 'business',
  blog: 'blog',
  terms: 'terms',
  privacy: 'privacy',
  cookies: 'cookies',
  imprint: 'imprint',
  withdrawal: 'withdrawal',
  delivery: 'delivery',
  cancelationPolicy: 'cancelationPolicy',
  basket: 'basket',
  checkout: 'checkout',
  account: 'accountIdentify',
} as const satisfies Record<string, SpecRouteKey>;

export type FixedPage = keyof typeof FIXED_PAGE_KEYS;

function routesOf(variant: PathVariant): CatalogueRoutes {
  // Every spec screen, owned by nobody in particular: only the paths matter here.
  const routes = SPEC_ROUTE_TABLES[variant].map((entry) => ({
    key: entry.key,
    remote: 'content' as const,
    pattern: entry.pattern,
    redirectTo: entry.redirectTo ?? null,
    header: 'shop' as const,
    requiresLogin: false,
  }));
  const router = new ShopRouter({ routes, defaultLanguage: variant, languages: [variant] });
  const path = (key: SpecRouteKey, params: Record<string, string> = {}): string => {
    const href = router.href(key, params);
    if (href === null) throw new Error(`the path variant ${variant} has no path for ${key}`);
    return href;
  };
  const choiceCardPath = path('allInOneCard');
  return {
    home: path('home'),
    productList: path('productList'),
    product: (product) => path('productDetail', { product }),
    choiceCardSlug: choiceCardPath.split('/').filter(Boolean).at(-1) as string,
    categoryAll: path('categoryAll'),
    category: (url) => path('category', { url }),
    occasions: path('occasions'),
    occasion: (product) => path('occasion', { product }),
    locations: (product) => path('locations', { product }),
    location: (product, location) => path('location', { product, location }),
    // A route that only forwards (the German helpdesk goes to contact) is no page of its own: null, so no
    // menu offers a link whose name promises something else than where it lands.
    pages: Object.fromEntries(
      Object.entries(FIXED_PAGE_KEYS).map(([page, key]) => [page, routes.find((entry) => entry.key === key)?.redirectTo ? null : router.href(key)]),
    ) as Record<FixedPage, string | null>,
  };
}

export const CATALOGUE_ROUTES: Readonly<Record<PathVariant, CatalogueRoutes>> = Object.fromEntries(
  PATH_VARIANTS.map((variant) => [variant, routesOf(variant)]),
) as Record<PathVariant, CatalogueRoutes>;

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
