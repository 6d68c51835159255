import type { Client } from '@urql/core';
import { eventBus } from '../events/event-bus';
import { graphql } from '../graphql/__generated__';
import { setUser } from './user-store';

export const USER_LOGOUT_MUTATION = graphql(/* GraphQL */ `
  mutation UserLogout {
    userLogout { status errors { message code referencedRequestParameter } }
  }
`).toString();

/**
 * Spec §4: logout clears the user, prefill data, orders and cart. The API ends the session (and its
 * cart); here the user goes and `account:logged-out` tells every team to drop what it holds (the badge
 * empties). Returns whether the API confirmed it.
 */
export async function logout(client: Client): Promise<boolean> {
  const result = await client.mutation(USER_LOGOUT_MUTATION, {}).toPromise();
  const ok = Boolean(result.data?.userLogout.status);
  if (ok) {
    setUser(null);
    eventBus.emit('account:logged-out', {});
  }
  return ok;
}
