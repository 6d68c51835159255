import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopLink, useUser, type RouteKey } from '@shop/shared';

/** The account dropdown's entries (spec §2: "from a list", plus a Log out action). */
const ACCOUNT_ENTRIES: { key: RouteKey; id: string; defaultMessage: string }[] = [
  { key: 'accountOverview', id: 'shell.account.overview', defaultMessage: 'Overview' },
  { key: 'orders', id: 'shell.account.orders', defaultMessage: 'My orders' },
  { key: 'accountData', id: 'shell.account.data', defaultMessage: 'My details' },
  { key: 'addressBook', id: 'shell.account.addressBook', defaultMessage: 'Address book' },
];

/**
 * Spec §4 "Account dropdown": opens by click, closes by an outside click or logout; shown only when a
 * user is logged in and the page is not loading. Otherwise the account link goes to the identify page.
 */
export function AccountMenu(props: { onLogout(): void; label: string }) {
  const intl = useIntl();
  const user = useUser((s) => s.user);
  const loading = useUser((s) => s.loading);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user || loading) {
    return (
      <ShopLink to="accountIdentify" className="shell-header-action">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z" />
        </svg>
        <span className="shell-account-label">{props.label}</span>
      </ShopLink>
    );
  }

  return (
    <div className="shell-account" ref={root}>
      <button type="button" className="shell-header-action" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage({ id: 'shell.account.greeting', defaultMessage: 'Hi {name}' }, { name: user.mainProfile.firstName })}
      </button>
      {open && (
        <ul className="shell-account-menu">
          {ACCOUNT_ENTRIES.map((entry) => (
            <li key={entry.key}>
              <ShopLink to={entry.key} onClick={() => setOpen(false)}>
                {intl.formatMessage({ id: entry.id, defaultMessage: entry.defaultMessage })}
              </ShopLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                props.onLogout();
              }}
            >
              <FormattedMessage id="shell.account.logout" defaultMessage="Log out" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
