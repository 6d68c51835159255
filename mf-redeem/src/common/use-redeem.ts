import {
  clearRedeemToken,
  entryFromGraphQLError,
  errorMessageFor,
  eventBus,
  leaveSiteWarning,
  redeemTokenStore,
  setRedeemToken,
  type ShopErrorEntry,
} from '@shop/shared';
import { validationMessageOfText } from '@shop/shared/validation';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useClient } from 'urql';
import {
  ADD_REDEEM_PACKAGE_MUTATION,
  CHECK_BALANCE_MUTATION,
  REDEEM_BASKET_QUERY,
  REDEEM_CODES,
  REMOVE_REDEEM_PACKAGE_MUTATION,
  RESET_REDEEM_MUTATION,
  type RedeemBasket,
  type RedeemError,
} from './redeem-documents';
import { REDEEM_ERROR_CATALOGUE } from './redeem-errors';

/** The redeem token of this tab (the shared store the GraphQL client reads for `userData`). */
export function useRedeemToken(): string | null {
  return useSyncExternalStore(
    redeemTokenStore.subscribe,
    () => redeemTokenStore.getState().token,
    // The server renders without a token: the redeem is per visitor and per tab.
    () => null,
  );
}

/** The shopper's words for an API error: the spec's catalogue by code and parameter, validation texts by their id. */
export function useErrorText(): (error: RedeemError) => string {
  const intl = useIntl();
  return useCallback(
    (error) => {
      if (error.code === REDEEM_CODES.INVALID_INPUT) {
        const message = validationMessageOfText(error.message);
        if (message) return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
      }
      return intl.formatMessage(errorMessageFor(error, REDEEM_ERROR_CATALOGUE));
    },
    [intl],
  );
}

export function showGeneralError(error: ShopErrorEntry | RedeemError): void {
  eventBus.emit('shell:error-requested', {
    error: { message: error.message, code: error.code, referencedRequestParameter: error.referencedRequestParameter ?? null },
  });
}

const networkError = (result: { error?: { graphQLErrors: { message: string; extensions?: Record<string, unknown> }[] } }) =>
  entryFromGraphQLError(result.error?.graphQLErrors[0] ?? { message: '', extensions: { code: -1 } });

export type RedeemState = { phase: 'loading' } | { phase: 'none' } | { phase: 'open'; basket: RedeemBasket };

export type ChangeOutcome = { ok: true; basket: RedeemBasket | null } | { ok: false; errors: RedeemError[] };

/**
 * The visitor's open redeem: its basket read from the API (never cached), and the changes to it. A
 * redeem the API no longer has (expired, ended) clears the token: the shopper starts at the balance
 * check again. While a redeem is open, leaving the site asks first (spec §4).
 */
export function useRedeem() {
  const client = useClient();
  const intl = useIntl();
  const token = useRedeemToken();
  const [state, setState] = useState<RedeemState>({ phase: 'loading' });

  const refresh = useCallback(async () => {
    if (!redeemTokenStore.getState().token) {
      setState({ phase: 'none' });
      return;
    }
    const result = await client.query(REDEEM_BASKET_QUERY, {}, { requestPolicy: 'network-only', handleErrors: false }).toPromise();
    const answer = result.data?.redeemBasket;
    if (answer?.data) setState({ phase: 'open', basket: answer.data });
    else if (answer?.errors.some((e) => e.code === REDEEM_CODES.REDEEM_UNAVAILABLE)) {
      clearRedeemToken();
      setState({ phase: 'none' });
    } else {
      showGeneralError(networkError(result));
      setState({ phase: 'none' });
    }
  }, [client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token (another check, a reset) reloads the basket.
  useEffect(() => {
    void refresh();
  }, [refresh, token]);

  const open = state.phase === 'open';
  useEffect(() => {
    if (!open) return;
    leaveSiteWarning.attach(intl.formatMessage({ id: 'redeem.leaveSite', defaultMessage: 'Leave site? Changes you made may not be saved.' }));
    return () => leaveSiteWarning.detach();
  }, [open, intl]);

  const change = useCallback(
    async (document: string, variables: Record<string, unknown>, field: 'addOrUpdateRedeemPackage' | 'removeRedeemPackage'): Promise<ChangeOutcome> => {
      const result = await client.mutation(document, variables, { handleErrors: false }).toPromise();
      const payload = result.data?.[field] as { basket: RedeemBasket | null; errors: RedeemError[] } | undefined;
      if (!payload) {
        showGeneralError(networkError(result));
        return { ok: false, errors: [] };
      }
      if (payload.basket) setState({ phase: 'open', basket: payload.basket });
      if (payload.errors.some((e) => e.code === REDEEM_CODES.REDEEM_UNAVAILABLE)) {
        clearRedeemToken();
        setState({ phase: 'none' });
      }
      return payload.errors.length > 0 ? { ok: false, errors: payload.errors } : { ok: true, basket: payload.basket };
    },
    [client],
  );

  const addPackage = useCallback(
    (input: { productId: string; amountCents: number; packageId?: string | null; variationType?: 'DIGITAL' | 'PHYSICAL' }) => change(ADD_REDEEM_PACKAGE_MUTATION, { input }, 'addOrUpdateRedeemPackage'),
    [change],
  );
  const removePackage = useCallback((packageId: string) => change(REMOVE_REDEEM_PACKAGE_MUTATION, { packageId }, 'removeRedeemPackage'), [change]);

  /** Reset (spec §4): the redeem ends on the API, and this tab forgets it. */
  const reset = useCallback(async () => {
    await client.mutation(RESET_REDEEM_MUTATION, {}, { handleErrors: false }).toPromise();
    leaveSiteWarning.detach();
    clearRedeemToken();
    setState({ phase: 'none' });
  }, [client]);

  /** A balance check (captcha solved): a new redeem's token is kept; its card joins the open redeem otherwise. */
  const check = useCallback(
    async (input: { cardNumber: string; pin: string; captchaToken: string }) => {
      const result = await client.mutation(CHECK_BALANCE_MUTATION, { input }, { handleErrors: false }).toPromise();
      const payload = result.data?.checkGiftCardBalance;
      if (!payload) {
        showGeneralError(networkError(result));
        return null;
      }
      if (payload.redeemToken) setRedeemToken(payload.redeemToken);
      if (payload.basket) setState({ phase: 'open', basket: payload.basket });
      return payload;
    },
    [client],
  );

  return { token, state, refresh, check, addPackage, removePackage, reset };
}
