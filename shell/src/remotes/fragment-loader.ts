import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteRefusal } from './remote-loader';

const cache = new Map<string, Promise<ComponentType<never> | null>>();

/**
 * Loads a fragment a remote exposes (e.g. `catalogue/SearchOverlay`). Resolves null when the remote
 * is unavailable: the shell keeps its own fallback then.
 */
export function loadFragment<P>(id: string): Promise<ComponentType<P> | null> {
  // A release built for another contract is never loaded, not even for a fragment.
  if (remoteRefusal(id.split('/')[0] as string)) return Promise.resolve(null);
  let pending = cache.get(id);
  if (!pending) {
    pending = loadRemote<{ default?: ComponentType<never> }>(id)
      .then((module) => (module && typeof module.default === 'function' ? module.default : null))
      .catch(() => null);
    pending.then((component) => {
      if (!component) cache.delete(id);
    });
    cache.set(id, pending);
  }
  return pending as Promise<ComponentType<P> | null>;
}
