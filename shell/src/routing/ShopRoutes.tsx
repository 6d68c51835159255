import { memo, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useStorefront } from '@shop/shared';
import { RemotePage } from '../remotes/RemotePage';
import { ShellNotFound } from './ShellNotFound';

/**
 * Mounts the remotes' pages under the storefront's localized paths. The routes are data: the
 * storefront config lists the keys the enabled remotes' current releases implement (config.routes),
 * each with its remote, so a release of one remote adds a screen without a shell release. A path no
 * route takes, or whose remote is switched off, gets the 404 page.
 *
 * memo: the layout re-renders right after hydrating (its store data settles), while the page's region
 * may still be the server's HTML waiting for the remote's code. New props there would make React drop
 * that HTML and render the region again in the browser; the routes change only with the location.
 */
export const ShopRoutes = memo(function ShopRoutes() {
  const location = useLocation();
  const { match, isRemoteEnabled, router, language } = useStorefront();

  // A new path starts at the top. Not the first one: a shopper who scrolled (or whose reload restored
  // the position) before the page hydrated stays where they are, and hydrating forces no layout.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
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
  const owner = match.entry.remote;
  if (!isRemoteEnabled(owner)) return notFound;
  return <RemotePage key={owner} remote={owner} routeKey={match.key} params={match.params} notFound={notFound} />;
});
