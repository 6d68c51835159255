import type { ShopErrorEntry } from '../graphql/errors';

/**
 * Typed events between the shell and the remotes. Names carry the domain that fires them.
 * Listeners must not throw; a throwing listener is reported and the others still run.
 */
export interface ShopEvents {
  'cart:changed': { reason: string };
  'cart:item-added': { productId: string; quantity: number };
  'user:logged-in': { email: string };
  'user:logged-out': Record<string, never>;
  'error:show': { error: ShopErrorEntry };
}

type Listener<K extends keyof ShopEvents> = (payload: ShopEvents[K]) => void;

export interface EventBus {
  on<K extends keyof ShopEvents>(type: K, listener: Listener<K>): () => void;
  emit<K extends keyof ShopEvents>(type: K, payload: ShopEvents[K]): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<keyof ShopEvents, Set<Listener<never>>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof type>)(payload);
        } catch (error) {
          console.error(`[event-bus] listener for ${type} failed`, error);
        }
      }
    },
  };
}

/**
 * The one bus of the page. It lives in @shop/shared, which Module Federation shares as a singleton,
 * so the shell and every remote get this same object.
 */
export const eventBus: EventBus = createEventBus();
