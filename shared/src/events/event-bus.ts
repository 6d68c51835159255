import type { SlimCart } from '../cart/slim-cart-store';
import type { ShopErrorEntry } from '../graphql/errors';

/**
 * Typed events between the shell and the remotes, named `<team>:<what-happened>` by the team that owns
 * what happened, and carrying what a listener needs (the cart events carry the slim cart, so the badge
 * needs no second request). `pnpm lint` (scripts/check-events.mjs) fails on an event that no production
 * code emits or listens to. Listeners must not throw; a throwing listener is reported and the others run.
 */
export interface ShopEvents {
  /**
   * basket-checkout: the cart changed (a basket or checkout mutation, an order placed or discarded, or
   * the basket found the badge out of date). `cart` is the slim cart now; null: the visitor has none.
   */
  'checkout:cart-changed': { cart: SlimCart | null; reason: string };
  /** catalogue: cards were put in the basket from a catalogue screen; `cart` is the slim cart after it. */
  'catalogue:cards-added': { productId: string; quantity: number; cart: SlimCart };
  /** account: a visitor logged in (their saved cart may now be theirs: the badge re-reads it). */
  'account:logged-in': { email: string };
  /** account: the visitor logged out; the API ended the session, so cart, user and prefills are gone. */
  'account:logged-out': Record<string, never>;
  /** shell: show the general error modal with this entry (spec §7 "Answer handling"). */
  'shell:error-requested': { error: ShopErrorEntry };
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
