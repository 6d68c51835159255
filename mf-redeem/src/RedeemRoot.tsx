import type { ReactNode } from 'react';
import { IntlScope, type MessageCatalogs, RemoteRoot } from '@shop/shared';
import { redeemMessages } from './messages';
import './redeem.css';

/**
 * Wraps every page of this remote: the team boundary and the team's own message catalogues (a
 * feature's pages pass theirs: the redeem texts with the feature's on top).
 */
export function RedeemRoot({ children, catalogs = redeemMessages }: { children: ReactNode; catalogs?: MessageCatalogs }) {
  return (
    <RemoteRoot remote="redeem" className="redeem-root">
      <IntlScope catalogs={catalogs}>{children}</IntlScope>
    </RemoteRoot>
  );
}
