import type { ReactNode } from 'react';
import { IntlScope, RemoteRoot } from '@shop/shared';
import { accountMessages } from './messages';
import './account.css';

/** Wraps every page of this remote: the team boundary and the team's own message catalogues. */
export function AccountRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot remote="account" className="account-root">
      <IntlScope catalogs={accountMessages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
