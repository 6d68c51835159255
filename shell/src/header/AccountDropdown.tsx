import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopLink, type RouteKey } from '@shop/shared';

/** The account dropdown's entries (spec §2: "from a list", plus a Log out action). */
const ACCOUNT_ENTRIES: { key: RouteKey; id: string; defaultMessage: string }[] = [
  { key: 'accountOverview', id: 'shell.account.overview', defaultMessage: 'Overview' },
  { key: 'orders', id: 'shell.account.orders', defaultMessage: 'My orders' },
  { key: 'accountData', id: 'shell.account.data', defaultMessage: 'My details' },
  { key: 'addressBook', id: 'shell.account.addressBook', defaultMessage: 'Address book' },
];

/**
 * Spec §4 "Account dropdown" for a logged-in visitor: opens by click, closes by an outside click,
 * Escape or logout. In a chunk of its own (AccountMenu.tsx): most visitors are not logged in.
 */
export function AccountDropdown(props: { firstName: string; onLogout(): void }) {
  const intl = useIntl();
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

  return (
    <div className="shell-account" ref={root}>
      <button type="button" className="shell-header-action" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {intl.formatMessage(
          { id: 'shell.account.greeting', defaultMessage: '{hasName, select, yes {Hi {name}} other {My account}}' },
          // Without a first name the greeting is "My account", never "Hi " with nothing after it.
          { name: props.firstName.trim(), hasName: props.firstName.trim() ? 'yes' : 'no' },
        )}
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
