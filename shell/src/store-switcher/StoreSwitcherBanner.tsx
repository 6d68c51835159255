import { lazy, Suspense, useEffect, useState } from 'react';
import { useStorefront } from '@shop/shared';
import type { CountryCombination } from '../store-data/store-data-query';
import { dismiss, isDismissed } from './dismissal';

/** The visitor's country as the CDN sees it (spec §7 GET /ip); null when unknown. */
export function useDetectedCountry(): string | null {
  const [country, setCountry] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/ip', { signal: controller.signal, credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ country_code?: string | null }>) : null))
      .then((body) => setCountry(body?.country_code?.toUpperCase() ?? null))
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return country;
}

const StoreBanner = lazy(() => import(/* webpackChunkName: "shell-store-banner" */ './StoreBanner').then((module) => ({ default: module.StoreBanner })));

/**
 * Spec §4: shown when the detected country is known, is not the storefront's, and no unexpired
 * dismissal is stored. Its button goes to the detected country's storefront. Only the decision is in
 * every page's bundle: the banner loads for the few visitors it is shown to, after /ip has answered.
 */
export function StoreSwitcherBanner({ combinations }: { combinations: CountryCombination[] }) {
  const { config } = useStorefront();
  const detected = useDetectedCountry();
  const [hidden, setHidden] = useState(isDismissed);

  const target = detected && detected !== config.countryCode ? combinations.find((c) => c.country === detected && !c.isCurrent) : undefined;
  if (hidden || !target) return null;
  return (
    <Suspense fallback={null}>
      <StoreBanner
        target={target}
        onClose={() => {
          dismiss();
          setHidden(true);
        }}
      />
    </Suspense>
  );
}
