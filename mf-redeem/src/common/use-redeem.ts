import {
  clearRedeemToken,
  entryFromGraphQLError,
  errorMessageFor,
  eventBus,
  leaveSiteWarning,
  redeemTokenStore,
  setRedeemToken,
  type ShopErrorEntry,
  useLocation,
  useNavigate,
} from '@shop/shared';
import { isRedeemToken, validationMessageOfText } from '@shop/shared/validation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * The redeem of this tab: on its way; none (no balance checked yet); open; or unavailable, spec §8
 * "redeem data unavailable": the tab's redeem (or a link's) expired, ended or never existed, and the
 * shopper starts again at the balance check.
 */
export type RedeemState = { phase: 'loading' } | { phase: 'none' } | { phase: 'unavailable' } | { phase: 'open'; basket: RedeemBasket };

/** Spec §2 query parameter `redeemToken`: a link that resumes a redeem (from a mail, on another device). */
export const REDEEM_TOKEN_PARAMETER = 'redeemToken';

/**
 * A redeem link's token, taken over by this tab: kept as the tab's redeem token (the one every request
 * carries), and removed from the address bar at once (history.replaceState through the router), so the
 * address can be shared, bookmarked or sent as a Referer without it. Answers what the link held: a token
 * (now the tab's), a malformed value (no token of ours: nothing kept), or nothing.
 */
function useRedeemLink(): () => 'token' | 'malformed' | null {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has(REDEEM_TOKEN_PARAMETER)) return null;
    const linked = query.get(REDEEM_TOKEN_PARAMETER)?.trim() ?? '';
    query.delete(REDEEM_TOKEN_PARAMETER);
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
    if (!isRedeemToken(linked)) return 'malformed';
    setRedeemToken(linked);
    return 'token';
  }, [location, navigate]);
}

export type ChangeOutcome = { ok: true; basket: RedeemBasket | null } | { ok: false; errors: RedeemError[] };

/**
 * The visitor's open redeem: its basket read from the API (never cached), and the changes to it. A
 * redeem link (`?redeemToken=`) resumes its redeem in this tab. A redeem the API no longer has
 * (expired, ended, unknown) clears the token and is "unavailable": the shopper starts at the balance
 * check again. While a redeem is open, leaving the site asks first (spec §4).
 */
export function useRedeem() {
  const client = useClient();
  const intl = useIntl();
  const token = useRedeemToken();
  const takeLink = useRedeemLink();
  const [state, setState] = useState<RedeemState>({ phase: 'loading' });
  /** The token the basket was last read for (a link's token read once, not again when the store says it changed). */
  const readFor = useRef<string | null | undefined>(undefined);

  const refresh = useCallback(async () => {
    const current = redeemTokenStore.getState().token;
    readFor.current = current;
    if (!current) {
      setState({ phase: 'none' });
      return;
    }
    const result = await client.query(REDEEM_BASKET_QUERY, {}, { requestPolicy: 'network-only', handleErrors: false }).toPromise();
    const answer = result.data?.redeemBasket;
    if (answer?.data) setState({ phase: 'open', basket: answer.data });
    else if (answer?.errors.some((e) => e.code === REDEEM_CODES.REDEEM_UNAVAILABLE)) {
      clearRedeemToken();
      readFor.current = null;
      setState({ phase: 'unavailable' });
    } else {
      showGeneralError(networkError(result));
      setState({ phase: 'none' });
    }
  }, [client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token (another check, a reset) reloads the basket.
  useEffect(() => {
    // A redeem link first: its token is the tab's from now on (the basket read below is that redeem's).
    if (takeLink() === 'malformed' && !redeemTokenStore.getState().token) {
      readFor.current = null;
      setState({ phase: 'unavailable' });
      return;
    }
    if (readFor.current === redeemTokenStore.getState().token) return;
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
        // Expired while the page was open: the spec's "redeem data unavailable", with the way back.
        clearRedeemToken();
        readFor.current = null;
        setState({ phase: 'unavailable' });
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
    readFor.current = null;
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
      if (payload.basket) readFor.current = payload.redeemToken ?? redeemTokenStore.getState().token;
      if (payload.redeemToken) setRedeemToken(payload.redeemToken);
      if (payload.basket) setState({ phase: 'open', basket: payload.basket });
      return payload;
    },
    [client],
  );

  return { token, state, refresh, check, addPackage, removePackage, reset };
}
