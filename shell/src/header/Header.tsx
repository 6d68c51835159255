import { type CSSProperties, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { basketQuantity, logout, ShopLink, useSlimCart, useStorefront } from '@shop/shared';
import { LazyBusinessStrip } from '../chrome/LazyBusinessStrip';
import { TopStrip } from '../chrome/TopStrip';
import type { StoreData } from '../store-data/store-data-query';
import { LazyCountryLanguageModal } from '../store-switcher/LazyCountryLanguageModal';
import { AccountMenu } from './AccountMenu';
import { LazyHeaderMenuOverlay, preloadHeaderMenuOverlay } from './LazyHeaderMenuOverlay';
import { SearchBox } from './SearchBox';

/** Spec §9 logo sizes per header version: desktop and mobile. */
export const LOGO_SIZES: Record<1 | 2 | 3, { desktop: [number, number]; mobile: [number, number] }> = {
  1: { desktop: [200, 80], mobile: [170, 68] },
  2: { desktop: [252, 86], mobile: [116, 68] },
  3: { desktop: [202, 52], mobile: [134, 36] },
};

/**
 * Spec §9: the header is 80 px high, 30 px more with a header decoration (a storefront's branding
 * preset may have one: every CardBon storefront's does). The bar keeps its 80 px; the decoration is
 * a band of its own under the header's links.
 */
export const HEADER_HEIGHT = 80;
export const HEADER_DECORATION_HEIGHT = 30;

/**
 * The branding preset's header decoration, a band under the header (the shop's and the redeem flow's).
 * Decoration only (the preset gives it no text): hidden from assistive technology, painted across the
 * header's width in its fixed height, so the page below never moves.
 */
export function HeaderDecoration({ storeData }: { storeData: StoreData | null }) {
  const decoration = storeData?.headerDecoration;
  if (!decoration) return null;
  return (
    <div className="shell-header-decoration" aria-hidden="true">
      <img src={decoration.url.href} alt="" width={decoration.width} height={HEADER_DECORATION_HEIGHT} decoding="async" />
    </div>
  );
}

/** The header version a storefront's toggle names (1 when it names none the shop knows). */
export function headerVersionOf(toggle: number): 1 | 2 | 3 {
  return ([1, 2, 3].includes(toggle) ? toggle : 1) as 1 | 2 | 3;
}

/**
 * The spec §9 sizes as the stylesheet reads them (styles.css): the bar's height and the logo's box on
 * phones and wider, whatever the shape of the storefront's logo image (it is fitted into the box).
 */
export function headerSizeProperties(version: 1 | 2 | 3): CSSProperties {
  const { desktop, mobile } = LOGO_SIZES[version];
  return {
    '--shell-header-height': `${HEADER_HEIGHT}px`,
    '--shell-header-decoration-height': `${HEADER_DECORATION_HEIGHT}px`,
    '--shell-logo-width': `${desktop[0]}px`,
    '--shell-logo-height': `${desktop[1]}px`,
    '--shell-logo-mobile-width': `${mobile[0]}px`,
    '--shell-logo-mobile-height': `${mobile[1]}px`,
  } as CSSProperties;
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
const ICONS = {
  menu: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z',
  card: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v2h16V7zm0 5v5h16v-5z',
  support: 'M12 2a9 9 0 0 1 9 9v6a3 3 0 0 1-3 3h-3v-7h4v-2a7 7 0 1 0-14 0v2h4v7H6a3 3 0 0 1-3-3v-6a9 9 0 0 1 9-9z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  basket: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM3 2h3l2.7 11h9.6l2.2-8H8.2l-.5-2H22l-3.3 12H7.2L4.4 4H3z',
  globe: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 9h-3a15 15 0 0 0-1.3-5.6A8 8 0 0 1 18.9 11zM12 4.1c.9 1.2 1.7 3.6 1.9 6.9h-3.8c.2-3.3 1-5.7 1.9-6.9zM9.4 5.4A15 15 0 0 0 8.1 11h-3a8 8 0 0 1 4.3-5.6zM5.1 13h3a15 15 0 0 0 1.3 5.6A8 8 0 0 1 5.1 13zm6.9 6.9c-.9-1.2-1.7-3.6-1.9-6.9h3.8c-.2 3.3-1 5.7-1.9 6.9zm2.6-1.3a15 15 0 0 0 1.3-5.6h3a8 8 0 0 1-4.3 5.6z',
};

/**
 * The regular header (spec §1 "Site chrome", §2 "Header behaviour") in versions 1, 2 and 3 (a feature
 * toggle per storefront): menu/gift-cards button, search, balance check, choice card (where the
 * storefront has one), business, support, account, basket with its quantity, country/language.
 */
export function Header({ storeData }: { storeData: StoreData | null }) {
  const intl = useIntl();
  const client = useClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { config, language, match, href } = useStorefront();
  const quantity = useSlimCart(basketQuantity);
  const [menuOpen, setMenuOpen] = useState(false);
  const [countryOpen, setCountryOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(location.pathname);
  const version = headerVersionOf(config.featureToggles.headerVersion);
  const sizes = LOGO_SIZES[version];
  const toggles = config.featureToggles;
  const labels = toggles.iconLabels;

  // The menu closes when the page changes.
  if (menuOpen && menuPath !== location.pathname) setMenuOpen(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const onLogout = async () => {
    if (await logout(client)) {
      if (match?.entry.requiresLogin) navigate(href('home') ?? '/');
    }
  };

  const currentLanguageLabel = language.toUpperCase();
  const combinations = storeData?.countriesCombinations ?? [];

  return (
    <header className={`shell-header shell-header-v${version}`} style={headerSizeProperties(version)}>
      {match?.key === 'business' ? <LazyBusinessStrip storeData={storeData} /> : <TopStrip />}
      <div className="shell-header-bar">
        <button
          type="button"
          className="shell-header-action shell-menu-button"
          aria-expanded={menuOpen}
          aria-controls="shell-header-menu"
          onPointerEnter={preloadHeaderMenuOverlay}
          onFocus={preloadHeaderMenuOverlay}
          onClick={() => {
            setMenuPath(location.pathname);
            setMenuOpen((o) => !o);
          }}
        >
          <Icon path={ICONS.menu} />
          <span className="shell-menu-button-text">
            <FormattedMessage id="shell.nav.giftCards" defaultMessage="Gift cards" />
          </span>
        </button>
        <ShopLink to="home" className="shell-logo" aria-label={intl.formatMessage({ id: 'shell.logo.home', defaultMessage: '{name} home page' }, { name: config.name })}>
          {storeData ? (
            <picture>
              <source media="(min-width: 640px)" srcSet={storeData.mainLogo.url.href} width={sizes.desktop[0]} height={sizes.desktop[1]} />
              <img src={storeData.mainLogo.url.href} alt={storeData.mainLogo.alt} width={sizes.mobile[0]} height={sizes.mobile[1]} />
            </picture>
          ) : (
            <span className="shell-logo-text" style={{ width: sizes.desktop[0] }}>
              {config.name}
            </span>
          )}
        </ShopLink>
        <SearchBox />
        <div className="shell-nav">
          <AccountMenu label={intl.formatMessage({ id: 'shell.nav.account', defaultMessage: 'Account' })} onLogout={onLogout} />
          <ShopLink to="basket" className="shell-header-action shell-basket">
            <Icon path={ICONS.basket} />
            <span className={labels ? 'shell-basket-label' : 'shell-visually-hidden'}>
              <FormattedMessage id="shell.nav.basket" defaultMessage="Basket" />
            </span>
            <span className="shell-basket-badge" data-testid="basket-badge">
              {quantity}
            </span>
            <span className="shell-visually-hidden">
              <FormattedMessage id="shell.nav.basketItems" defaultMessage="{count, plural, one {item} other {items}}" values={{ count: quantity }} />
            </span>
          </ShopLink>
          {toggles.languageSwitcher && combinations.length > 0 && (
            <button
              type="button"
              className="shell-header-action shell-language-button"
              aria-haspopup="dialog"
              onClick={() => setCountryOpen(true)}
            >
              <Icon path={ICONS.globe} />
              <span className="shell-visually-hidden">
                <FormattedMessage id="shell.nav.language" defaultMessage="Country and language" />
              </span>
              <span className="shell-language-current">
                {config.countryCode} · {currentLanguageLabel}
              </span>
            </button>
          )}
        </div>
      </div>
      <nav className="shell-header-links" aria-label={intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' })}>
          <ShopLink to="balanceCheck" className="shell-header-link">
            <Icon path={ICONS.card} />
            <span>
              <FormattedMessage id="shell.nav.balanceCheck" defaultMessage="Check balance" />
            </span>
          </ShopLink>
          {toggles.hasChoiceCard && (
            <ShopLink to="allInOneCard" className="shell-header-link">
              <span>
                <FormattedMessage id="shell.nav.choiceCard" defaultMessage="Choice gift card" />
              </span>
            </ShopLink>
          )}
          {toggles.businessMenu && (
            <ShopLink to="business" className="shell-header-link">
              <span>
                <FormattedMessage id="shell.nav.business" defaultMessage="Business" />
              </span>
            </ShopLink>
          )}
          <ShopLink to="contact" className="shell-header-link">
            <Icon path={ICONS.support} />
            <span>
              <FormattedMessage id="shell.nav.support" defaultMessage="Customer support" />
            </span>
          </ShopLink>
      </nav>
      <HeaderDecoration storeData={storeData} />
      <LazyHeaderMenuOverlay id="shell-header-menu" open={menuOpen} onClose={closeMenu} onOpenCountryModal={() => setCountryOpen(true)} />
      {combinations.length > 0 && <LazyCountryLanguageModal open={countryOpen} onClose={() => setCountryOpen(false)} combinations={combinations} />}
    </header>
  );
}
