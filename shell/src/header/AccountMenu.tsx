import { lazy, Suspense } from 'react';
import { ShopLink, useUser } from '@shop/shared';

const AccountDropdown = lazy(() =>
  import(/* webpackChunkName: "shell-account-dropdown" */ './AccountDropdown').then((module) => ({ default: module.AccountDropdown })),
);

/**
 * The header's account entry (spec §4): without a logged-in user (or while the page is loading) a
 * link to the identify page; with one, the account dropdown. The server renders the link (it does not
 * know the user), and so does every first load: the dropdown's code loads only once a user is known.
 */
export function AccountMenu(props: { onLogout(): void; label: string }) {
  const user = useUser((s) => s.user);
  const loading = useUser((s) => s.loading);
  const link = (
    <ShopLink to="accountIdentify" className="shell-header-action">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
      </svg>
      <span className="shell-account-label">{props.label}</span>
    </ShopLink>
  );
  if (!user || loading) return link;
  return (
    <Suspense fallback={link}>
      <AccountDropdown firstName={user.mainProfile.firstName} onLogout={props.onLogout} />
    </Suspense>
  );
}
