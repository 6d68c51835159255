import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

const cache = new Map<string, Promise<ComponentType<never> | null>>();

/**
 * Loads a fragment a remote exposes (e.g. `catalogue/SearchOverlay`). Resolves null when the remote
 * is unavailable: the shell keeps its own fallback then.
 */
export function loadFragment<P>(id: string): Promise<ComponentType<P> | null> {
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
