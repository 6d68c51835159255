import { useHref } from '@shop/shared';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { browserLocation } from '../common/browser-location';
import type { PaymentChoice } from '../common/PaymentMethodChoice';
import { REDEEM_ADD_PAYMENT_MUTATION, type RedeemError } from '../common/redeem-documents';
import { showGeneralError } from '../common/use-redeem';

/**
 * Starts the top-up payment of a placed redeem (spec §7 add {product} payment): the provider's page
 * sends the shopper back to the redeem checkout with the order, where its state is followed.
 */
export function useTopUp() {
  const client = useClient();
  const href = useHref();
  return useCallback(
    async (orderUuid: string, choice: PaymentChoice): Promise<{ ok: true; waiting: boolean } | { ok: false; errors: RedeemError[] }> => {
      const returnPath = `${href('redeemCheckout') ?? '/'}?order=${encodeURIComponent(orderUuid)}`;
      const result = await client
        .mutation(
          REDEEM_ADD_PAYMENT_MUTATION,
          { input: { orderUuid, method: choice.method as never, issuer: choice.issuer || null, returnPath } },
          { handleErrors: false },
        )
        .toPromise();
      const payload = result.data?.addGiftCardPayment;
      if (!payload) {
        showGeneralError({ message: '', code: -1, referencedRequestParameter: null });
        return { ok: false, errors: [] };
      }
      if (payload.errors.length > 0) return { ok: false, errors: payload.errors };
      if (payload.action?.type === 'REDIRECT' && payload.action.url) {
        browserLocation.assign(payload.action.url);
        return { ok: true, waiting: false };
      }
      return { ok: true, waiting: true };
    },
    [client, href],
  );
}
