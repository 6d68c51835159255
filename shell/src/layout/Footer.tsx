import { FormattedMessage } from 'react-intl';
import { ShopLink, useStorefront } from '@shop/shared';

export function Footer() {
  const { config } = useStorefront();
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <nav className="shell-footer-links" aria-label="Footer">
        <ShopLink to="terms">
          <FormattedMessage id="shell.footer.terms" defaultMessage="Terms and conditions" />
        </ShopLink>
        <ShopLink to="privacy">
          <FormattedMessage id="shell.footer.privacy" defaultMessage="Privacy" />
        </ShopLink>
        {config.featureToggles.cookiesFooterLink && (
          <ShopLink to="cookies">
            <FormattedMessage id="shell.footer.cookies" defaultMessage="Cookies" />
          </ShopLink>
        )}
        <ShopLink to="imprint">
          <FormattedMessage id="shell.footer.imprint" defaultMessage="Imprint" />
        </ShopLink>
        <ShopLink to="blog">
          <FormattedMessage id="shell.footer.blog" defaultMessage="Blog" />
        </ShopLink>
      </nav>
      <p className="shell-copyright">
        <FormattedMessage id="shell.footer.copyright" defaultMessage="© {year} {name}" values={{ year, name: config.name }} />
      </p>
    </footer>
  );
}
