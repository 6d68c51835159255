import { mountsOnServerDocument, type ShopUser, useUser } from '@shop/shared';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../graphql/__generated__';

/**
 * The checkout's own question of who the visitor is, not the shell's `UserInfo`: the shell reads the
 * visitor once per page load with a network-only query, and urql hands a read of the same document
 * that starts while that one is on its way the network's answer, not the HTML's. A checkout whose
 * code arrived while the shell's read was out hydrated with no customer, rendered the guests' box the
 * server had not, and React threw its hydration away (#418; CI's account journey, 4 of 4 attempts).
 */
export const CHECKOUT_CUSTOMER_QUERY = graphql(/* GraphQL */ `
  query CheckoutCustomer {
    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }
  }
`).toString();

/**
 * The signed-in customer the checkout is for, null for a guest. The checkout is the visitor's own page
 * (rendered with the visitor's cookie, `private, no-store`), so on the server it asks who the visitor
 * is, like its first cart read (ADR 0071), and the HTML carries the answer to the hydration. The shell's
 * user store is read once per page load, after the page began to hydrate: the checkout first read only
 * the store, so a signed-in customer who reloaded it got the guests' "create an account" box from the
 * server, which went away (and moved the form below it) once the store answered, and no profile was
 * taken up. Here the server's answer holds until the store has answered; from then on (and after a
 * client navigation, when the page starts from the store) the store decides: a logout is at once, and
 * a later read of the visitor (after a login elsewhere) never brings the page's first answer back.
 */
export function useSignedInCustomer(): ShopUser | null {
  const [fromHtml] = useState(mountsOnServerDocument);
  const [answer] = useQuery({ query: CHECKOUT_CUSTOMER_QUERY, pause: !fromHtml, context: useMemo(() => ({ handleErrors: false }), []) });
  const user = useUser((state) => state.user);
  const known = !useUser((state) => state.loading);
  // Once the store has known the visitor, the HTML's answer is history (derived state, kept in render).
  const [storeAnswered, setStoreAnswered] = useState(!fromHtml);
  if (known && !storeAnswered) setStoreAnswered(true);
  if (storeAnswered || known || user) return user;
  return answer.data?.getUserInfo.user ?? null;
}
