import { useSyncExternalStore } from 'react';

/** Differs per loaded copy of @shop/shared; the end-to-end tests compare it between shell and remotes. */
export const SHARED_INSTANCE_ID: string = Math.random().toString(36).slice(2, 10);

const noSubscription = () => () => undefined;

/**
 * SHARED_INSTANCE_ID for a `data-shared-instance` attribute: only in the browser. The server's copy
 * has another id, so a server-rendered attribute would not match on hydration (and React keeps the
 * server's value); the browser sets its own right after hydrating.
 */
export function useSharedInstanceId(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => SHARED_INSTANCE_ID,
    () => undefined,
  );
}
