import { type ReturnToState, type RouteKey, ShopLink, useLocation, useNavigate, useStorefront, useUser } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';

/** Where a login goes back to: a path of this shop only (never another site: no open redirect). */
export { safeReturnPath } from '@shop/shared';

/**
 * The router state the account pages hand each other: the e-mail typed so far, and where to go after
 * login (`returnTo`: set by the page that sent the shopper here, e.g. checkout's identify window).
 */
export interface AccountNavigationState extends ReturnToState {
  email?: string;
}

export function useAccountNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const { href } = useStorefront();
  const state = (location.state ?? {}) as AccountNavigationState;
  return {
    state,
    go(key: RouteKey, next: AccountNavigationState = {}) {
      const target = href(key);
      if (target) navigate(target, { state: { ...next, returnTo: next.returnTo ?? state.returnTo } });
    },
  };
}

/**
 * Spec §6: a logged-in visitor who opens login or register gets "already logged in", with the way
 * to the account. Null while nobody is logged in (or the answer is not in yet).
 */
export function AlreadyLoggedIn() {
  const user = useUser((s) => s.user);
  if (!user) return null;
  return (
    <div className="account-notice" role="status" data-testid="account-already-logged-in">
      <p>
        <FormattedMessage id="account.alreadyLoggedIn" defaultMessage="You are already logged in as {email}." values={{ email: user.mainProfile.email }} />
      </p>
      <ShopLink to="accountOverview" className="shop-button">
        <FormattedMessage id="account.toOverview" defaultMessage="To my account" />
      </ShopLink>
    </div>
  );
}

/**
 * A page only a logged-in user may see (spec §4 protected routes): once the visitor is known to be a
 * guest, the login page opens and brings the visitor back here afterwards.
 */
export function useRequireUser() {
  const user = useUser((s) => s.user);
  const loading = useUser((s) => s.loading);
  const navigate = useNavigate();
  const location = useLocation();
  const { href } = useStorefront();
  const sent = useRef(false);
  // The store starts "not known yet" (contract 2.5.0), and a hydrating page reads that first state
  // (the server's), so this waits for the shell's read whenever it comes.
  const known = !loading;
  useEffect(() => {
    if (!known || user || sent.current) return;
    const login = href('login');
    if (!login) return;
    sent.current = true;
    navigate(login, { replace: true, state: { returnTo: location.pathname } satisfies AccountNavigationState });
  }, [known, user, href, navigate, location.pathname]);
  return known ? user : null;
}
