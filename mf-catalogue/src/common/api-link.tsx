import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, type RouteKey, type RouteParams, useStorefront } from '@shop/shared';
import type { LinkData } from './types';

export interface ResolvedLink {
  href: string;
  /** The route key the API's path belongs to; null for absolute links to other sites. */
  key: RouteKey | null;
  params: RouteParams;
}

/**
 * The API hands out paths (product.path, block links, popular terms). We never use them as they
 * are: each one is matched to its route key and the link is built again from the key, so a path
 * whose remote is switched off (or that this storefront lacks) yields no link.
 */
export function useApiLinkResolver(): (link: LinkData | string | null | undefined) => ResolvedLink | null {
  const { router, href } = useStorefront();
  return (link) => {
    if (!link) return null;
    const target = typeof link === 'string' ? { href: link, type: 'relative' as const } : link;
    if (target.type === 'absolute' || /^https?:\/\//.test(target.href)) {
      return /^https?:\/\//.test(target.href) ? { href: target.href, key: null, params: {} } : null;
    }
    const [pathname = '', search = ''] = target.href.split('?');
    const match = router.match(pathname.endsWith('/') ? pathname : `${pathname}/`);
    if (!match) return null;
    const path = href(match.key, match.params);
    if (!path) return null;
    return { href: search ? `${path}?${search}` : path, key: match.key, params: match.params };
  };
}

export interface ApiLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  link: LinkData | string | null | undefined;
  children: ReactNode;
  /** Rendered instead of the link when the target does not resolve (default: the children as they are). */
  fallback?: ReactNode;
}

/** A link to a path the API gave us, rebuilt from its route key (see useApiLinkResolver). */
export function ApiLink({ link, children, fallback, ...rest }: ApiLinkProps) {
  const resolve = useApiLinkResolver();
  const target = resolve(link);
  if (!target) return <>{fallback === undefined ? children : fallback}</>;
  if (target.key === null) {
    return (
      <a href={target.href} rel="noopener" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target.href} {...rest}>
      {children}
    </Link>
  );
}
