import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShopLink, type RemotePageProps } from '@shop/shared';
import { ContentRoot } from '../ContentRoot';

/** The 404 page (spec §2 /404/), also shown for every path no route takes. */
export default function NotFoundPage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <NotFoundContent />
    </ContentRoot>
  );
}

function NotFoundContent() {
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
      <ShopLink to="home" className="content-link-button">
        <FormattedMessage id="content.notFound.home" defaultMessage="To the home page" />
      </ShopLink>
    </section>
  );
}
