import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ShopLink, useStorefront, openConsentSettings, useClientActive, IntlScope, useMediaQuery, BREAKPOINTS } from '@shop/shared';
import { PaymentMethodLogo } from '@shop/shared/payment-methods';
import { footerMessages } from './messages';
import { type LinkData, useStoreData } from '../store-data/store-data-query';

/** Spec §1: the footer shows these networks; twitter and youtube are hidden (the API marks visibility). */
const SOCIAL_ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.3-9.7a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.2 2.3 2.3 4.2 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.7 2.1 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.7-.2 5.6-2.1 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-3.7-2.1-5.6-5.8-5.8C15 2 14.7 2 12 2z',
  tiktok: 'M16 2h-3v13.5a2.5 2.5 0 1 1-2.5-2.5V10a5.5 5.5 0 1 0 5.5 5.5V8.6A7 7 0 0 0 20 10V7a4 4 0 0 1-4-4z',
  linkedin: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 9h4v12H2zm7 0h4v1.7c.6-1 2-2 4-2 4 0 5 2.5 5 6V21h-4v-5.5c0-1.5-.3-3-2-3s-3 1.3-3 3V21H9z',
  pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.7 0-2.4-1.8-4.2-4.3-4.2-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3v.4l-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1 0-2-.5-2.4-1.2l-.6 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z',
};

const WIDER_THAN_PHONE_QUERY = `(min-width: ${BREAKPOINTS.mobileMax + 1}px)`;

function MenuLink({ path, children }: { path: LinkData; children: React.ReactNode }) {
  const { isPathAvailable } = useStorefront();
  if (path.type === 'relative' && !isPathAvailable(path.href)) return null;
  return path.type === 'relative' ? (
    <Link to={path.href}>{children}</Link>
  ) : (
    <a href={path.href} rel="noopener">
      {children}
    </a>
  );
}

/**
 * What the footer shows (spec §1): link menu from the API, payment logos of the storefront's own
 * methods (the first 4 on mobile), trust
 * marks, social icons, terms, privacy, the cookies link behind its toggle, and the copyright with this
 * year. Loaded once the footer is near the screen (Footer.tsx); the server renders it in place.
 */
/** The footer's content, with its own texts (they load with it: layout/messages). */
export function FooterContent() {
  return (
    <IntlScope catalogs={footerMessages}>
      <FooterBody />
    </IntlScope>
  );
}

function FooterBody() {
  const clientActive = useClientActive();
  const storeData = useStoreData();
  const intl = useIntl();
  const { config, isPathAvailable, match, href } = useStorefront();
  // Spec §6 "a redeem footer variant uses other terms and privacy redirects": on the redeem flow's
  // pages (those with the redeem header) the redeem's own terms and privacy pages, where a release has them.
  const redeemFooter = match?.entry.header === 'redeem';
  const redeemTerms = redeemFooter && href('redeemTerms') !== null;
  const redeemPrivacy = redeemFooter && href('redeemPrivacy') !== null;
  const widerThanPhone = useMediaQuery(WIDER_THAN_PHONE_QUERY);
  const year = new Date().getFullYear();
  const name = storeData?.organization.name ?? config.name;
  const decoration = storeData?.footerDecoration;
  return (
    <div className="shell-footer-inner">
      {decoration && (
        // The branding preset's footer decoration (spec §3), a band across the top of the footer in the
        // image's own height. Decoration only: no text, hidden from assistive technology.
        <div className="shell-footer-decoration" aria-hidden="true" style={{ height: decoration.height }}>
          <img src={decoration.url.href} alt="" width={decoration.width} height={decoration.height} loading="lazy" decoding="async" />
        </div>
      )}
      {storeData && (
        <nav className="shell-footer-menu" aria-label={intl.formatMessage({ id: 'shell.footer.menu', defaultMessage: 'Footer menu' })}>
          {storeData.menus.footerMenu.menuItems.map((section) => (
            // A section folds away on a phone (issue 35: the footer was 1,274 px tall at 375 px). A
            // <details> opens without the footer's code, which loads only when the footer comes near.
            // Wider than a phone every section is open (CSS shows it before this code runs; `open`
            // then tells assistive technology), and its heading is not a control.
            <details key={section.title} className="shell-footer-section" open={widerThanPhone || undefined}>
              <summary className="shell-footer-summary" tabIndex={widerThanPhone ? -1 : undefined}>
                <h2 className="shell-footer-heading">{section.title}</h2>
              </summary>
              <ul>
                {section.items
                  .filter((item) => item.path.type !== 'relative' || isPathAvailable(item.path.href))
                  .map((item) => (
                    <li key={`${item.title}-${item.path.href}`}>
                      <MenuLink path={item.path}>{item.title}</MenuLink>
                    </li>
                  ))}
              </ul>
            </details>
          ))}
        </nav>
      )}
      {storeData && (
        <div className="shell-footer-badges">
          {config.featureToggles.footerLogos && (
            <ul className="shell-payment-logos" aria-label={intl.formatMessage({ id: 'shell.footer.payment', defaultMessage: 'Payment methods' })}>
              {/* What this storefront's provider takes for its country (ADR 0051), named in the page's language. */}
              {storeData.paymentMethods.map((method, index) => (
                <li key={method.id} className={index >= 4 ? 'shell-desktop-only' : undefined}>
                  <PaymentMethodLogo method={method.id} name={method.name} />
                </li>
              ))}
            </ul>
          )}
          <ul className="shell-trust-marks" aria-label={intl.formatMessage({ id: 'shell.footer.trust', defaultMessage: 'Trust marks' })}>
            {storeData.trustMarks.bottomBar.map((mark) => (
              <li key={mark.title}>
                <img src={mark.image.url.href} alt={mark.image.alt || mark.title} width={mark.width} height={Math.round((mark.width * mark.image.height) / mark.image.width)} loading="lazy" />
              </li>
            ))}
          </ul>
          <ul className="shell-social" aria-label={intl.formatMessage({ id: 'shell.footer.social', defaultMessage: 'Follow us' })}>
            {storeData.socialLinks
              .filter((link) => link.visible && SOCIAL_ICONS[link.network])
              .map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener" data-network={link.network}>
                    <span className="shell-visually-hidden">{link.network}</span>
                    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                      <path fill="currentColor" d={SOCIAL_ICONS[link.network]} />
                    </svg>
                  </a>
                </li>
              ))}
          </ul>
        </div>
      )}
      <nav className="shell-footer-links" aria-label={intl.formatMessage({ id: 'shell.footer.legal', defaultMessage: 'Legal' })}>
        {redeemTerms ? (
          <ShopLink to="redeemTerms" data-testid="footer-redeem-terms">
            <FormattedMessage id="shell.footer.redeemTerms" defaultMessage="Redeem conditions" />
          </ShopLink>
        ) : (
          <ShopLink to="terms">
            <FormattedMessage id="shell.footer.terms" defaultMessage="Terms and conditions" />
          </ShopLink>
        )}
        {redeemPrivacy ? (
          <ShopLink to="redeemPrivacy" data-testid="footer-redeem-privacy">
            <FormattedMessage id="shell.footer.redeemPrivacy" defaultMessage="Privacy when redeeming" />
          </ShopLink>
        ) : (
          <ShopLink to="privacy">
            <FormattedMessage id="shell.footer.privacy" defaultMessage="Privacy" />
          </ShopLink>
        )}
        {config.featureToggles.cookiesFooterLink && (
          <ShopLink to="cookies">
            <FormattedMessage id="shell.footer.cookies" defaultMessage="Cookies" />
          </ShopLink>
        )}
        {/* §356a BGB: the withdrawal button on every page. */}
        <ShopLink to="withdrawContract" className="shell-footer-withdraw">
          <FormattedMessage id="shell.footer.withdrawContract" defaultMessage="Withdraw from the contract" />
        </ShopLink>
        <ShopLink to="withdrawal">
          <FormattedMessage id="shell.footer.withdrawal" defaultMessage="Right of withdrawal" />
        </ShopLink>
        <ShopLink to="accessibility">
          <FormattedMessage id="shell.footer.accessibility" defaultMessage="Accessibility" />
        </ShopLink>
        <ShopLink to="imprint">
          <FormattedMessage id="shell.footer.imprint" defaultMessage="Imprint" />
        </ShopLink>
        {/* Disabled until the footer's code runs (a click before would do nothing). */}
        <button type="button" className="shell-footer-consent" onClick={openConsentSettings} disabled={!clientActive}>
          <FormattedMessage id="shell.footer.consent" defaultMessage="Cookie settings" />
        </button>
      </nav>
      <p className="shell-copyright">
        <FormattedMessage id="shell.footer.copyright" defaultMessage="© {year} {name}" values={{ year, name }} />
      </p>
    </div>
  );
}
