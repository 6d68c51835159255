import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RemoteName } from '../remote/contract';
import { ownerOf, type RouteKey } from '../routes/route-keys';
import { ShopRouter, type HrefParams, type RouteMatch } from '../routes/shop-router';
import type { StorefrontConfig } from './types';

export interface StorefrontContextValue {
  config: StorefrontConfig;
  router: ShopRouter;
  /** The language of the current page (from its path prefix). */
  language: string;
  /** The route the shell matched for the current location (null while none matched). */
  match: RouteMatch | null;
  isRemoteEnabled(remote: RemoteName): boolean;
  /**
   * The path of a route key in the current language, or null when that route does not exist in this
   * storefront or its remote is switched off: callers render no link then.
   */
  href(key: RouteKey, params?: HrefParams): string | null;
  /**
   * Whether a path that came as data (a CMS menu item, say) leads somewhere: false when it is a route
   * of a remote that is switched off here, so such links are hidden like key-built ones.
   */
  isPathAvailable(path: string): boolean;
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export function createShopRouter(config: StorefrontConfig): ShopRouter {
  return new ShopRouter({
    variant: config.pathVariant,
    defaultLanguage: config.defaultLanguage,
    languages: config.languages.map((l) => l.code),
  });
}

export function StorefrontProvider(props: {
  config: StorefrontConfig;
  router: ShopRouter;
  match: RouteMatch | null;
  children: ReactNode;
}) {
  const { config, router, match, children } = props;
  const language = match?.language ?? config.defaultLanguage;
  const value = useMemo<StorefrontContextValue>(() => {
    const enabled = new Set(config.remotes.filter((r) => r.enabled && r.manifestUrl).map((r) => r.name));
    const isRemoteEnabled = (remote: RemoteName) => enabled.has(remote);
    return {
      config,
      router,
      language,
      match,
      isRemoteEnabled,
      href: (key, params) => (isRemoteEnabled(ownerOf(key)) ? router.href(key, params, language) : null),
      isPathAvailable: (path) => {
        const target = router.match(path.split(/[?#]/)[0] as string);
        return !target || isRemoteEnabled(ownerOf(target.key));
      },
    };
  }, [config, router, language, match]);
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
