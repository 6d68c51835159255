import { USER_INFO_QUERY, type ShopUser, mountsOnServerDocument, userStore, useUser } from '@shop/shared';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';

/**
 * The signed-in customer the checkout is for, null for a guest. The checkout is the visitor's own page
 * (rendered with the visitor's cookie, `private, no-store`), so on the server it asks who the visitor
 * is, like its first cart read (ADR 0071), and the HTML carries the answer to the hydration. The shell's
 * user store is read once per page load, after the page began to hydrate: the checkout first read only
 * the store, so a signed-in customer who reloaded it got the guests' "create an account" box from the
 * server, which went away (and moved the form below it) once the store answered, and no profile was
 * taken up. Here the server's answer holds until the store has answered; from then on (and after a
 * client navigation, when the page starts from the store) the store decides: a logout is at once.
 */
export function useSignedInCustomer(): ShopUser | null {
  const [fromHtml] = useState(mountsOnServerDocument);
  const [answer] = useQuery({ query: USER_INFO_QUERY, pause: !fromHtml, context: useMemo(() => ({ handleErrors: false }), []) });
  const user = useUser((state) => state.user);
  // The store's first state (nobody, not loading) is no answer; any change to a settled state is.
  const [storeAnswered, setStoreAnswered] = useState(!fromHtml);
  useEffect(() => {
    if (storeAnswered) return;
    return userStore.subscribe((state) => {
      if (!state.loading) setStoreAnswered(true);
    });
  }, [storeAnswered]);
  if (storeAnswered || user) return user;
  return (answer.data as { getUserInfo?: { user: ShopUser | null } } | undefined)?.getUserInfo?.user ?? null;
}
