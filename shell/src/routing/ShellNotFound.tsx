import { FormattedMessage } from 'react-intl';
import { ShopLink } from '@shop/shared';

/** The shell's own 404, used when the content remote (which owns the real 404 page) is off or missing. */
export function ShellNotFound() {
  return (
    <section className="shell-not-found">
      <h1>
        <FormattedMessage id="shell.notFound.title" defaultMessage="Page not found" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.body" defaultMessage="The page you are looking for does not exist (any more)." />
      </p>
      <ShopLink to="home" className="shop-button">
        <FormattedMessage id="shell.notFound.home" defaultMessage="To the home page" />
      </ShopLink>
    </section>
  );
}
