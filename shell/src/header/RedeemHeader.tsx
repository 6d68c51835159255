import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopLink, useStorefront } from '@shop/shared';
import type { StoreData } from '../store-data/store-data-query';
import { LazyCountryLanguageModal } from '../store-switcher/LazyCountryLanguageModal';
import { HeaderDecoration, headerSizeProperties, headerVersionOf, LOGO_SIZES } from './Header';

/**
 * The redeem flow's header (spec §2): logo, customer support, language switcher and the optional
 * warning that digital gift cards are currently sent with a delay. No basket or menu: the visitor is
 * spending a card's balance, not shopping around.
 */
export function RedeemHeader({ storeData }: { storeData: StoreData | null }) {
  const intl = useIntl();
  const { config, language } = useStorefront();
  const [countryOpen, setCountryOpen] = useState(false);
  const combinations = storeData?.countriesCombinations ?? [];
  // The logo as large as in the storefront's regular header (spec §9 sizes per header version).
  const version = headerVersionOf(config.featureToggles.headerVersion);
  const sizes = LOGO_SIZES[version];
  return (
    <header className={`shell-header shell-header-redeem shell-header-v${version}`} style={headerSizeProperties(version)}>
      <div className="shell-header-bar">
        <ShopLink to="home" className="shell-logo" aria-label={intl.formatMessage({ id: 'shell.logo.home', defaultMessage: '{name} home page' }, { name: config.name })}>
          {storeData ? (
            <picture>
              <source media="(min-width: 640px)" srcSet={storeData.mainLogo.url.href} width={sizes.desktop[0]} height={sizes.desktop[1]} />
              <img src={storeData.mainLogo.url.href} alt={storeData.mainLogo.alt} width={sizes.mobile[0]} height={sizes.mobile[1]} />
            </picture>
          ) : (
            <span className="shell-logo-text">{config.name}</span>
          )}
        </ShopLink>
        <div className="shell-nav">
          <ShopLink to="contact" className="shell-header-action">
            <FormattedMessage id="shell.nav.support" defaultMessage="Customer support" />
          </ShopLink>
          {config.featureToggles.languageSwitcher && combinations.length > 0 && (
            <button type="button" className="shell-header-action" aria-haspopup="dialog" onClick={() => setCountryOpen(true)}>
              <span className="shell-visually-hidden">
                <FormattedMessage id="shell.nav.language" defaultMessage="Country and language" />
              </span>
              {config.countryCode} · {language.toUpperCase()}
            </button>
          )}
        </div>
      </div>
      <HeaderDecoration storeData={storeData} />
      {config.featureToggles.redeemDelayWarning && (
        <p className="shell-redeem-delay" role="status">
          <FormattedMessage
            id="shell.redeem.delayWarning"
            defaultMessage="Digital gift cards are currently sent with a delay. Our apologies for the inconvenience."
          />
        </p>
      )}
      {combinations.length > 0 && <LazyCountryLanguageModal open={countryOpen} onClose={() => setCountryOpen(false)} combinations={combinations} />}
    </header>
  );
}
