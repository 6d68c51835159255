import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteName } from '../remote/contract';
import type { RouteKey } from '../routes/route-keys';
import type { HrefParams, RouteMatch, ShopRouter } from '../routes/shop-router';
import type { StorefrontConfig } from './types';

export { createShopRouter } from '../routes/shop-router';

export interface StorefrontContextValue {
  config: StorefrontConfig;
  router: ShopRouter;
  /** The language of the current page (from its path prefix). */
  language: string;
  /**
   * The page's origin (`https://host`), for absolute URLs (canonical, structured data). The server
   * knows it from the request, the browser from its location: the same value on both sides, so a
   * server-rendered page hydrates without a mismatch.
   */
  origin: string;
  /** The route the shell matched for the current location (null while none matched). */
  match: RouteMatch | null;
  isRemoteEnabled(remote: RemoteName): boolean;
  /**
   * The path of a route key in the current language, or null when no enabled remote implements that
   * key in this storefront (config.routes): callers render no link then.
   */
  href(key: RouteKey, params?: HrefParams): string | null;
  /**
   * Whether a path that came as data (a CMS menu item, say) leads to a screen: false when it matches
   * no route of this storefront (a screen no enabled remote implements, or no screen at all), so
   * header and footer carry no link that would answer 404.
   */
  isPathAvailable(path: string): boolean;
}

/** A pattern of one parameter segment (`/:path/`) takes every path no other route takes. */
function isCatchAll(pattern: string): boolean {
  return /^\/:[A-Za-z]+\/$/.test(pattern);
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export function StorefrontProvider(props: {
  config: StorefrontConfig;
  router: ShopRouter;
  match: RouteMatch | null;
  /** Default: the browser's location.origin. */
  origin?: string;
  children: ReactNode;
}) {
  const { config, router, match, children } = props;
  const origin = props.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const language = match?.language ?? config.defaultLanguage;
  const value = useMemo<StorefrontContextValue>(() => {
    const enabled = new Set(config.remotes.filter((r) => r.enabled && r.manifestUrl).map((r) => r.name));
    const isRemoteEnabled = (remote: RemoteName) => enabled.has(remote);
    return {
      config,
      router,
      language,
      origin,
      match,
      isRemoteEnabled,
      // The router knows only the routes of enabled remotes' releases; the remote check also covers a
      // config edited by hand (the standalone dev server switches the other remotes off).
      href: (key, params) => {
        const remote = router.remoteOf(key);
        return remote && isRemoteEnabled(remote) ? router.href(key, params, language) : null;
      },
      isPathAvailable: (path) => {
        const target = router.match(path.split(/[?#]/)[0] as string);
        // Only the catch-all (/:path/, the landing pages) takes it: whether such a page exists only the
        // API knows, so it is no link to offer (a screen no remote implements falls through to it).
        if (target === null || isCatchAll(target.entry.pattern)) return false;
        return isRemoteEnabled(target.entry.remote);
      },
    };
  }, [config, router, language, match, origin]);
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

export function useStorefront(): StorefrontContextValue {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront() must be used inside <StorefrontProvider>');
  return value;
}

/** Shorthand for `useStorefront().href`. */
export function useHref(): StorefrontContextValue['href'] {
  return useStorefront().href;
}
