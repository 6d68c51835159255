import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from '@shop/shared';
import { REMOTE_LOAD_TIMEOUT_MS, remoteRefusal, UNAVAILABLE, withTimeout } from './remote-loader';
import { reportRemote } from './health-reports';

const cache = new Map<string, Promise<ComponentType<never> | null>>();

/**
 * Loads a fragment a remote exposes (e.g. `catalogue/SearchOverlay`) with the same timeout as a page.
 * Resolves null when the remote is unavailable, slow or its module does not keep the contract: the
 * shell keeps its own plain fallback then. A failure is forgotten, so a later attempt tries again.
 */
export function loadFragment<P>(id: string): Promise<ComponentType<P> | null> {
  // A release built for another contract is never loaded, not even for a fragment.
  if (remoteRefusal(id.split('/')[0] as string)) return Promise.resolve(null);
  let pending = cache.get(id);
  if (!pending) {
    const remote = id.split('/')[0] as RemoteName;
    pending = withTimeout(loadRemote<{ default?: ComponentType<never> } & Record<symbol, unknown>>(id), REMOTE_LOAD_TIMEOUT_MS, remote)
      .then((module) => {
        if (module && !module[UNAVAILABLE] && typeof module.default === 'function') return module.default;
        console.warn(`[remotes] fragment ${id} is unavailable; the shell's fallback stays`);
        reportRemote(remote, 'failed');
        return null;
      })
      .catch((error: unknown) => {
        console.warn(`[remotes] fragment ${id} failed to load; the shell's fallback stays`, error);
        reportRemote(remote, 'failed');
        return null;
      });
    pending.then((component) => {
      if (!component) cache.delete(id);
    });
    cache.set(id, pending);
  }
  return pending as Promise<ComponentType<P> | null>;
}

/**
 * Forgets a fragment (one that crashed while rendering): the next mount fetches it again, e.g. after
 * the team released a fix, instead of reusing the broken module for the life of the page.
 */
export function forgetFragment(id: string): void {
  cache.delete(id);
}
