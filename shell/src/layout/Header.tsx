import { FormattedMessage, useIntl } from 'react-intl';
import { TopStrip } from '../chrome/TopStrip';
import { basketQuantity, ShopLink, useSlimCart, useStorefront } from '@shop/shared';

/** The regular header (spec §1 "Site chrome"); the chrome issue adds menus, search and versions 2 and 3. */
export function Header() {
  const intl = useIntl();
  const { config } = useStorefront();
  const quantity = useSlimCart(basketQuantity);
  return (
    <header className="shell-header">
      <TopStrip />
      <div className="shell-header-bar">
        <ShopLink to="home" className="shell-logo" aria-label={intl.formatMessage({ id: 'shell.logo.home', defaultMessage: '{name} home page' }, { name: config.name })}>
          {config.name}
        </ShopLink>
        <nav className="shell-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label', defaultMessage: 'Main' })}>
          <ShopLink to="productList">
            <FormattedMessage id="shell.nav.giftCards" defaultMessage="Gift cards" />
          </ShopLink>
          <ShopLink to="balanceCheck">
            <FormattedMessage id="shell.nav.balanceCheck" defaultMessage="Check balance" />
          </ShopLink>
          <ShopLink to="business">
            <FormattedMessage id="shell.nav.business" defaultMessage="Business" />
          </ShopLink>
          <ShopLink to="contact">
            <FormattedMessage id="shell.nav.support" defaultMessage="Customer support" />
          </ShopLink>
          <ShopLink to="accountIdentify">
            <FormattedMessage id="shell.nav.account" defaultMessage="Account" />
          </ShopLink>
          <ShopLink
            to="basket"
            className="shell-basket"
            aria-label={intl.formatMessage(
              { id: 'shell.nav.basketWithCount', defaultMessage: 'Basket, {count, plural, one {# item} other {# items}}' },
              { count: quantity },
            )}
          >
            <FormattedMessage id="shell.nav.basket" defaultMessage="Basket" />
            <span className="shell-basket-badge" data-testid="basket-badge">
              {quantity}
            </span>
          </ShopLink>
        </nav>
      </div>
    </header>
  );
}
