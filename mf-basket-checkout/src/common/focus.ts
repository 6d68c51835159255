import { useEffect, useState } from 'react';

/** After the element that had focus is gone (a deleted package or receiver), focus the basket heading. */
export function focusBasketHeading(): void {
  // After the close animation, when the dialog has handed focus back to a node that no longer exists.
  setTimeout(() => document.getElementById('checkout-basket-title')?.focus(), 0);
}

/**
 * Focus an element once the basket is idle again: controls are disabled while a mutation runs, and a
 * disabled field cannot take focus, so the request waits for the render after the mutation.
 */
export function useFocusWhenIdle(busy: boolean): (find: () => HTMLElement | null | undefined) => void {
  const [target, setTarget] = useState<{ find: () => HTMLElement | null | undefined } | null>(null);
  useEffect(() => {
    if (!target || busy) return;
    target.find()?.focus();
    setTarget(null);
  }, [target, busy]);
  return (find) => setTarget({ find });
}
