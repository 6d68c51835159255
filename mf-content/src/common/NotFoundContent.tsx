import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopLink } from '@shop/shared';

/** The not-found screen's content (also shown where a page's content does not exist). */
export function NotFoundContent() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'content.notFound.documentTitle', defaultMessage: 'Page not found' });
  }, [intl]);
  return (
    <section className="content-not-found" aria-labelledby="content-not-found-title">
      <p className="content-code" aria-hidden="true">
        404
      </p>
      <h1 id="content-not-found-title">
        <FormattedMessage id="content.notFound.title" defaultMessage="Oops, this page does not exist" />
      </h1>
      <p>
        <FormattedMessage id="content.notFound.body" defaultMessage="The page may have moved. Our gift cards are still here." />
      </p>
      <ShopLink to="home" className="shop-button">
        <FormattedMessage id="content.notFound.home" defaultMessage="To the home page" />
      </ShopLink>
    </section>
  );
}
