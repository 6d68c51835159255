import { Suspense, useEffect, useMemo, type CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { captureClickId, IntlScope, onConsent, pushDataLayer, StorefrontProvider, markSharedInstance, useStorefront, type ShopRouter, type StorefrontConfig } from '@shop/shared';
import { ScrollUpButton } from './chrome/ScrollUpButton';
import { LazyConsentBanner } from './consent/LazyConsentBanner';
import { ErrorModal } from './errors/ErrorModal';
import { Header } from './header/Header';
import { RedeemHeader } from './header/RedeemHeader';
import { Footer } from './layout/Footer';
import { shellMessages } from './messages';
import { ShopRoutes } from './routing/ShopRoutes';
import { pageViewSentAtStart } from './boot/start-handshake';
import { ShellSeo } from './seo/ShellSeo';
import { useStoreData } from './store-data/store-data-query';
import { StoreSwitcherBanner } from './store-switcher/StoreSwitcherBanner';

/**
 * The shell: the storefront's layout around the route's remote page. The same tree renders on the
 * server (server/index.tsx, with the request's origin) and hydrates in the browser (bootstrap.tsx).
 * No Suspense boundary above the layout: the server's first flush holds the head and the header.
 */
export function App({ config, router, origin }: { config: StorefrontConfig; router: ShopRouter; origin?: string }) {
  const location = useLocation();
  const match = useMemo(
    () => router.match(location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`),
    [router, location.pathname],
  );
  const language = match?.language ?? config.defaultLanguage;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // With the visitor's consent (now, or once they choose on this page): spec §9 page_view on every
  // page, and an ad's click id, which can land on any page of any team (spec §2 query parameters).
  useEffect(
    () =>
      onConsent((choice) => {
        // A page that waited for the first interaction sent its own page view (ADR 0075).
        if (choice.statistics && !pageViewSentAtStart(location.pathname)) pushDataLayer({ event: 'page_view', page_location: window.location.href, page_path: location.pathname });
        if (choice.marketing) captureClickId(location.search);
      }),
    [location.pathname, location.search],
  );

  return (
    <StorefrontProvider config={config} router={router} match={match} origin={origin}>
      <IntlScope catalogs={shellMessages}>
        <Layout config={config} />
      </IntlScope>
    </StorefrontProvider>
  );
}

function Layout({ config }: { config: StorefrontConfig }) {
  const storeData = useStoreData();
  const { match } = useStorefront();
  // The storefront's branding preset drives the design tokens every team's CSS uses.
  const brandStyle = storeData
    ? ({
        '--shop-color-brand': storeData.colors.primary,
        '--shop-color-brand-contrast': storeData.colors.primaryContrast,
        // Brand-coloured text (links, outlined buttons) on the light surfaces, readable (WCAG AA).
        '--shop-color-link': storeData.colors.link,
        '--shop-color-accent': storeData.colors.accent,
        '--shop-color-accent-contrast': storeData.colors.accentContrast,
      } as CSSProperties)
    : undefined;
  return (
    <div className="shell-layout" ref={markSharedInstance} data-storefront={config.key} style={brandStyle}>
      <a className="shell-skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" defaultMessage="Skip to content" />
      </a>
      <ShellSeo storeData={storeData} />
      {storeData && <StoreSwitcherBanner combinations={storeData.countriesCombinations} />}
      {match?.entry.header === 'redeem' ? <RedeemHeader storeData={storeData} /> : <Header storeData={storeData} />}
      <main id="main" className="shell-main" tabIndex={-1}>
        <ShopRoutes />
      </main>
      {/* Own boundaries: the browser hydrates the page first and these after it, in separate short
          tasks instead of one long one (the server renders them inline all the same). */}
      <Suspense fallback={null}>
        <Footer />
        <ScrollUpButton />
        <ErrorModal />
        <LazyConsentBanner />
      </Suspense>
    </div>
  );
}
