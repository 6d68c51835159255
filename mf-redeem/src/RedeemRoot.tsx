import type { ReactNode } from 'react';
import { IntlScope, RemoteRoot } from '@shop/shared';
import { redeemMessages } from './messages';
import './redeem.css';

/** Wraps every page of this remote: the team boundary and the team's own message catalogues. */
export function RedeemRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot remote="redeem" className="redeem-root">
      <IntlScope catalogs={redeemMessages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
