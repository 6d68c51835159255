import type { Client } from '@urql/core';
import { slimCartStore } from '../cart/slim-cart-store';
import { eventBus } from '../events/event-bus';
import { setUser } from './user-store';

export const USER_LOGOUT_MUTATION = /* GraphQL */ `
  mutation UserLogout {
    userLogout { status errors { message code referencedRequestParameter } }
  }
`;

/**
 * Spec §4: logout clears the user, prefill data, orders and cart (teams listening to user:logged-out
 * clear their own state), and returns whether the API confirmed it.
 */
export async function logout(client: Client): Promise<boolean> {
  const result = await client.mutation<{ userLogout: { status: boolean } }>(USER_LOGOUT_MUTATION, {}).toPromise();
  const ok = Boolean(result.data?.userLogout.status);
  if (ok) {
    setUser(null);
    slimCartStore.setState({ cart: null, status: 'idle' });
    eventBus.emit('cart:changed', { reason: 'logout' });
  }
  return ok;
}

/** Route keys only a logged-in user may see: logging out there goes to the home page. */
export const PROTECTED_ROUTE_KEYS = ['accountOverview', 'orders', 'accountData', 'addressBook'] as const;
