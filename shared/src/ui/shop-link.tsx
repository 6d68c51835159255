import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import type { RouteKey } from '../routes/route-keys';
import type { HrefParams } from '../routes/shop-router';
import { useStorefront } from '../storefront/context';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: RouteKey;
  params?: HrefParams;
  search?: string;
  /** Router state handed to the next page (e.g. the e-mail typed so far); never in the URL. */
  state?: unknown;
  children: ReactNode;
}

/**
 * A link to a route key. Renders nothing when the route does not exist in this storefront or its remote
 * is switched off, so no page ever links to a screen that would 404.
 */
export function ShopLink({ to, params, search, state, children, ...rest }: ShopLinkProps) {
  const { href } = useStorefront();
  const path = href(to, params);
  if (path === null) return null;
  return (
    <Link to={search ? `${path}?${search}` : path} state={state} {...rest}>
      {children}
    </Link>
  );
}
