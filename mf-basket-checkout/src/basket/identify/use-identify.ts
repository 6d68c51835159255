import { useHref, useNavigate, useStorefront, useUser } from '@shop/shared';
import { useState } from 'react';
import type { IdentifyModal } from './IdentifyModals';

/**
 * Spec §4 identify-user flow on "Continue to checkout": a logged-in user goes on to checkout;
 * otherwise the login or the guest order modal opens, as the storefront's feature toggle says.
 */
export function useIdentify() {
  const navigate = useNavigate();
  const href = useHref();
  const { config } = useStorefront();
  const user = useUser((state) => state.user);
  const [modal, setModal] = useState<IdentifyModal>(null);

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
      if (user) toCheckout();
      else setModal(config.featureToggles.identifyModal === 'login' ? 'login' : 'guest');
    },
  };
}
