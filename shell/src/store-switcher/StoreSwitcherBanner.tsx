import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

/**
 * Spec §4: shown when the detected country is known, is not the storefront's, and no unexpired
 * dismissal is stored. Its button goes to the detected country's storefront.
 */
export function StoreSwitcherBanner({ combinations }: { combinations: CountryCombination[] }) {
  const intl = useIntl();
  const { config } = useStorefront();
  const detected = useDetectedCountry();
  const [hidden, setHidden] = useState(isDismissed);

  const target = detected && detected !== config.countryCode ? combinations.find((c) => c.country === detected && !c.isCurrent) : undefined;
  if (hidden || !target) return null;

  const countryName = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(target.country) ?? target.country;
  return (
    <section className="shell-store-banner" aria-label={intl.formatMessage({ id: 'shell.storeBanner.label', defaultMessage: 'Shop in your country' })}>
      <p>
        <FormattedMessage
          id="shell.storeBanner.text"
          defaultMessage="It looks like you are in {country}. Would you like to visit our shop there?"
          values={{ country: countryName }}
        />
      </p>
      <a className="shell-button" href={target.url}>
        <FormattedMessage id="shell.storeBanner.go" defaultMessage="Go to the {country} shop" values={{ country: countryName }} />
      </a>
      <button
        type="button"
        className="shell-store-banner-close"
        aria-label={intl.formatMessage({ id: 'shell.storeBanner.close', defaultMessage: 'Close' })}
        onClick={() => {
          dismiss();
          setHidden(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
