import type { Client } from '@urql/core';
import { eventBus } from '../events/event-bus';
import { graphql } from '../graphql/__generated__';
import { setUser, type ShopUser, userStore } from './user-store';

/** Spec §7 getUserInfo: the logged-in visitor's profile (user null for a guest). */
export const USER_INFO_QUERY = graphql(/* GraphQL */ `
  query UserInfo {
    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }
  }
`).toString();

/**
 * Reads who the visitor is and puts it in the user store (a user appearing emits `account:logged-in`).
 * Called once per page load by the shell, and by the account team after a login or a change of the
 * profile. Per visitor, so never cached (network-only) and never server-rendered.
 */
export async function refreshUser(client: Client): Promise<ShopUser | null> {
  userStore.setState({ loading: true });
  const result = await client.query(USER_INFO_QUERY, {}, { requestPolicy: 'network-only' }).toPromise();
  if (result.error) {
    userStore.setState({ loading: false });
    return userStore.getState().user;
  }
  const user = result.data?.getUserInfo.user ?? null;
  setUser(user);
  return user;
}

/** The shell's wiring: the user is read once per page load; a logout (anyone's) clears it at once. */
export function connectUser(client: Client): () => void {
  void refreshUser(client);
  return eventBus.on('account:logged-out', () => userStore.setState({ user: null, loading: false }));
}
