import { type RemotePageProps, ShopLink, usePageMeta } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemBackLink } from '../common/RedeemBackLink';
import { REDEEM_PAGE_QUERY } from '../common/redeem-documents';

/** Redeem info (spec §2 /guthaben-pruefen/info/{pageId}/): how a company's card works, and on to its shop. */
export default function RedeemInfoPage({ params }: RemotePageProps) {
  return (
    <RedeemRoot>
      <RedeemInfo pageId={params.pageId ?? ''} />
    </RedeemRoot>
  );
}

function RedeemInfo({ pageId }: { pageId: string }) {
  const intl = useIntl();
  const [result] = useQuery({ query: REDEEM_PAGE_QUERY, variables: { pageId } });
  const page = result.data?.redeemPage ?? null;
  usePageMeta({ title: page?.title ?? intl.formatMessage({ id: 'redeem.info.title', defaultMessage: 'How redeeming works' }), noindex: true }, 'redeem:info');
  if (result.fetching && !page) return <p className="redeem-loading" aria-busy="true" />;
  if (!page) {
    return (
      <div className="redeem-info">
        <RedeemBackLink />
        <h1>
          <FormattedMessage id="redeem.info.unknown" defaultMessage="This page does not exist (any more)." />
        </h1>
      </div>
    );
  }
  return (
    <article className="redeem-info">
      <RedeemBackLink />
      <img className="redeem-company-logo" src={page.logo.url.href} alt={page.logo.alt} width={page.logo.width} height={page.logo.height} />
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      <p>{page.info}</p>
      <div className="redeem-actions">
        <ShopLink to="balanceCheck" className="shop-button">
          <FormattedMessage id="redeem.result.checkFirst" defaultMessage="Check balance" />
        </ShopLink>
        <ShopLink to="redeemBusinessShop" params={{ pageId: page.pageId }} className="shop-button is-secondary">
          <FormattedMessage id="redeem.info.toShop" defaultMessage="See the selection" />
        </ShopLink>
      </div>
    </article>
  );
}
