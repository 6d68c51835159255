import { FormattedMessage, useIntl } from 'react-intl';
import type { CountryCombination } from '../store-data/store-data-query';

export interface StoreBannerProps {
  target: CountryCombination;
  onClose(): void;
}

/** The banner itself (spec §4): loaded only for a visitor it is shown to (StoreSwitcherBanner decides). */
export function StoreBanner({ target, onClose }: StoreBannerProps) {
  const intl = useIntl();
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
      <a className="shop-button" href={target.url}>
        <FormattedMessage id="shell.storeBanner.go" defaultMessage="Go to the {country} shop" values={{ country: countryName }} />
      </a>
      <button
        type="button"
        className="shell-store-banner-close"
        aria-label={intl.formatMessage({ id: 'shell.storeBanner.close', defaultMessage: 'Close' })}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
