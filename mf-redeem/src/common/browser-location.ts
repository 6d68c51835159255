import { leaveSiteWarning } from '@shop/shared';

/** Leaves the page for the payment provider's page. An object of its own, so tests can stand in for it. */
export const browserLocation = {
  assign(url: string): void {
    // The shopper leaves on purpose: no "leave the site?" question on the way to pay.
    leaveSiteWarning.detach();
    window.location.assign(url);
  },
};
