import { consentStore, IntlScope, useClientActive } from '@shop/shared';
import { useStore } from 'zustand';
import { lazy, Suspense } from 'react';
import { consentMessages } from './messages';

const ConsentBanner = lazy(() => import(/* webpackChunkName: "shell-consent" */ './ConsentBanner').then((module) => ({ default: module.ConsentBanner })));

/**
 * The cookie banner loads only when it shows (a first visit, or reopened from the footer): a visitor
 * who has chosen loads neither its code nor its texts. Never on the server (it cannot know the choice).
 */
export function LazyConsentBanner() {
  const active = useClientActive();
  const open = useStore(consentStore, (state) => state.open);
  if (!active || !open) return null;
  return (
    <Suspense fallback={null}>
      <IntlScope catalogs={consentMessages}>
        <ConsentBanner />
      </IntlScope>
    </Suspense>
  );
}
