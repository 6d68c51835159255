import { consentStore, IntlScope, useClientActive } from '@shop/shared';
import { useStore } from 'zustand';
import { lazy, Suspense, use, useEffect, useMemo } from 'react';
import { CONSENT_CHOSEN_CLASS } from './consent-chosen';
import { consentMessages } from './messages';

const ConsentBanner = lazy(() => import(/* webpackChunkName: "shell-consent" */ './ConsentBanner').then((module) => ({ default: module.ConsentBanner })));

/** Never settles: a boundary waiting for it keeps the server's HTML as it is while the page hydrates. */
const NEVER = new Promise<never>(() => undefined);

function ServerBannerKept(): never {
  return use(NEVER);
}

/**
 * The cookie banner. The server renders it into every page (a CDN may keep the page for everyone), so
 * a first visit paints it with the page instead of after all the page's code (issue 37: it was the
 * phone's largest paint on the product list). A visitor who has chosen never sees it: consent-chosen.ts
 * hides it before the first paint, and while the page hydrates its boundary keeps the server's HTML
 * without loading the banner's code; once the page is live it leaves the DOM. Live, it shows when it
 * should: a first visit, or reopened from the footer.
 */
export function LazyConsentBanner() {
  const active = useClientActive();
  const open = useStore(consentStore, (state) => state.open);
  const chosen = useStore(consentStore, (state) => state.choice !== null);
  // Live, the store decides: the mark that hid the server's banner would hide it when reopened too.
  useEffect(() => {
    if (active) document.documentElement.classList.remove(CONSENT_CHOSEN_CLASS);
  }, [active]);
  // The same elements on every render: a boundary still hydrating that gets new ones is given up and
  // rendered afresh, its fallback (nothing) shown meanwhile, and the banner would blink.
  const banner = useMemo(
    () => (
      <Suspense fallback={null}>
        <IntlScope catalogs={consentMessages}>
          <ConsentBanner />
        </IntlScope>
      </Suspense>
    ),
    [],
  );
  const kept = useMemo(
    () => (
      <Suspense fallback={null}>
        <ServerBannerKept />
      </Suspense>
    ),
    [],
  );
  if (active) return open ? banner : null;
  return chosen ? kept : banner;
}
