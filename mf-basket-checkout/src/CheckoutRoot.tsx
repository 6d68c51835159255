import { IntlScope, RemoteRoot } from '@shop/shared';
import type { ReactNode } from 'react';
import { checkoutMessages } from './messages';
import './checkout.css';

/** Wraps every page of this remote: the team boundary and the team's own message catalogues. */
export function CheckoutRoot({ children }: { children: ReactNode }) {
  return (
    <RemoteRoot remote="basketCheckout" className="checkout-root">
      <IntlScope catalogs={checkoutMessages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
