import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ownerOf, useStorefront } from '@shop/shared';
import { RemotePage } from '../remotes/RemotePage';
import { ShellNotFound } from './ShellNotFound';

/**
 * Mounts the remotes' pages under the storefront's localized paths. A route whose remote is switched
 * off does not exist: the 404 page answers it.
 */
export function ShopRoutes() {
  const location = useLocation();
  const { match, isRemoteEnabled, router, language } = useStorefront();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what triggers the scroll to the top
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  // Paths end with a trailing slash (spec §2): send the canonical one.
  if (!location.pathname.endsWith('/')) {
    return <Navigate replace to={`${location.pathname}/${location.search}${location.hash}`} />;
  }
  if (match?.entry.redirectTo) {
    const target = router.href(match.entry.redirectTo, {}, language);
    if (target) return <Navigate replace to={target} />;
  }

  const notFound = isRemoteEnabled('content') ? (
    <RemotePage remote="content" routeKey="notFound" params={{}} notFound={<ShellNotFound />} />
  ) : (
    <ShellNotFound />
  );

  if (!match) return notFound;
  const owner = ownerOf(match.key);
  if (!isRemoteEnabled(owner)) return notFound;
  return <RemotePage key={owner} remote={owner} routeKey={match.key} params={match.params} notFound={notFound} />;
}
