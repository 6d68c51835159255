import { type ShopUser, useHref, useNavigate, useStorefront, userStore } from '@shop/shared';
import { useRef, useState } from 'react';
import type { IdentifyModal } from './IdentifyModals';

/**
 * Calls `then` with the visitor once the shell's read of it (one per page load) has answered; at once
 * when it has. A basket opened by a reload is interactive before that answer: a logged-in shopper
 * quick to press "Continue to checkout" was asked to log in (a journey caught it). The store starts
 * "not known yet" (contract 2.5.0), so this holds even before the shell's read has begun.
 */
function whenUserKnown(then: (user: ShopUser | null) => void): void {
  const now = userStore.getState();
  if (!now.loading) {
    then(now.user);
    return;
  }
  const stop = userStore.subscribe((state) => {
    if (state.loading) return;
    stop();
    then(state.user);
  });
}

/**
 * Spec §4 identify-user flow on "Continue to checkout": a logged-in user goes on to checkout;
 * otherwise the login or the guest order modal opens, as the storefront's feature toggle says.
 */
export function useIdentify() {
  const navigate = useNavigate();
  const href = useHref();
  const { config } = useStorefront();
  const [modal, setModal] = useState<IdentifyModal>(null);
  // A second press while the first waits for the visitor decides nothing twice.
  const deciding = useRef(false);

  const toCheckout = () => {
    const path = href('checkout');
    if (path) navigate(path);
  };

  return {
    modal,
    close: () => setModal(null),
    continueAsGuest: () => {
      setModal(null);
      toCheckout();
    },
    start: () => {
      if (deciding.current) return;
      deciding.current = true;
      whenUserKnown((user) => {
        deciding.current = false;
        if (user) toCheckout();
        else setModal(config.featureToggles.identifyModal === 'login' ? 'login' : 'guest');
      });
    },
  };
}
