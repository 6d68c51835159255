import { type RemotePageProps, ShopLink, usePageMeta } from '@shop/shared';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemBackLink } from '../common/RedeemBackLink';
import { RedeemSkeleton } from '../common/RedeemSkeleton';
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
  if (result.fetching && !page) {
    // The company's page on its way: the way back, its logo, title, two paragraphs and the two buttons.
    return (
      <RedeemSkeleton className="redeem-info" testId="redeem-info-skeleton">
        <SkeletonBlock width="120px" height="20px" />
        <SkeletonBlock className="redeem-skeleton-logo" width="200px" height="64px" />
        <SkeletonTitle width="60%" />
        <SkeletonLines count={2} />
        <SkeletonLines count={3} />
        <div className="redeem-actions">
          <SkeletonBlock width="180px" height="44px" radius="999px" />
          <SkeletonBlock width="180px" height="44px" radius="999px" />
        </div>
      </RedeemSkeleton>
    );
  }
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
