import { type RemotePageProps, useFormatMoney, useHref, useNavigate, usePageMeta } from '@shop/shared';
import { SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemSkeleton } from '../common/RedeemSkeleton';
import { doublerMessages } from '../common/doubler/messages';
import { DoublerConditions } from '../common/doubler/DoublerConditions';
import { DoublerDraws } from './DoublerDraws';
import { DoublerEntryForm } from '../common/doubler/DoublerEntryForm';
import { DOUBLER_PAGE_QUERY, type DoublerEntry } from '../common/doubler/doubler-documents';

/** Where the thanks page finds the entry it confirms (router state: never in the address). */
export interface DoublerThanksState {
  entry: DoublerEntry;
}

/**
 * The balance doubler (spec §1, §2 /verdoppler/, NL /verdubbelaar/): this month's promotion (hero, the
 * prize, the next draw), the entry form, the published draws with what is needed to check them, and the
 * conditions. A storefront without the doubler answers 404 (its route's loader, doubler.route.ts); data null here.
 */
export default function DoublerPage(_props: RemotePageProps) {
  return (
    <RedeemRoot catalogs={doublerMessages}>
      <Doubler />
    </RedeemRoot>
  );
}

function Doubler() {
  const intl = useIntl();
  const money = useFormatMoney();
  const href = useHref();
  const navigate = useNavigate();
  const [result] = useQuery({ query: DOUBLER_PAGE_QUERY, variables: {} });
  const promotion = result.data?.doublerPromotion.data ?? null;
  const title = intl.formatMessage({ id: 'redeem.doubler.title', defaultMessage: 'Balance doubler' });
  usePageMeta(
    {
      title,
      description: intl.formatMessage({ id: 'redeem.doubler.metaDescription', defaultMessage: 'Every month we double the balance of one gift card. Enter your card for free.' }),
    },
    'redeem:doubler',
  );
  if (result.fetching && !promotion) {
    // The promotion on its way: the hero (claim, next draw, the card), the three steps, the entry form.
    return (
      <RedeemSkeleton className="redeem-doubler" testId="redeem-doubler-skeleton">
        <div className="redeem-doubler-hero">
          <div>
            <SkeletonTitle width="70%" />
            <SkeletonLines count={3} />
          </div>
          <SkeletonBlock className="redeem-skeleton-card" aspectRatio="8 / 5" radius="12px" />
        </div>
        <SkeletonLines className="redeem-steps" count={3} />
        <div className="redeem-doubler-form">
          <SkeletonBlock className="redeem-skeleton-field" height="44px" />
          <SkeletonBlock className="redeem-skeleton-field" height="44px" />
          <SkeletonBlock width="220px" height="44px" radius="999px" />
        </div>
      </RedeemSkeleton>
    );
  }
  if (!promotion) {
    return (
      <section className="redeem-doubler">
        <h1>{title}</h1>
        <p className="redeem-notice" data-testid="doubler-closed">
          <FormattedMessage id="redeem.doubler.closed" defaultMessage="The balance doubler is not running at the moment." />
        </p>
      </section>
    );
  }
  const hero = result.data?.storeData?.doubler.heroCardImage;
  const drawDate = intl.formatDate(promotion.nextDrawDate, { dateStyle: 'full', timeZone: promotion.timeZone });
  const maxPrize = money(promotion.maxPrize, { whole: true });
  const draws = result.data?.doublerDraws.data ?? [];

  return (
    <section className="redeem-doubler" aria-labelledby="redeem-doubler-title">
      <header className="redeem-doubler-hero">
        <div>
          <h1 id="redeem-doubler-title">{title}</h1>
          <p className="redeem-doubler-claim">
            <FormattedMessage id="redeem.doubler.claim" defaultMessage="Every month we double the balance of one gift card, by up to {maxPrize}." values={{ maxPrize: <strong>{maxPrize}</strong> }} />
          </p>
          <p>
            <FormattedMessage id="redeem.doubler.nextDraw" defaultMessage="Next draw: {date}" values={{ date: <strong data-testid="doubler-next-draw">{drawDate}</strong> }} />
          </p>
        </div>
        {hero && <img className="redeem-doubler-card" src={hero.url.href} alt="" width={hero.width} height={hero.height} />}
      </header>
      <ol className="redeem-steps">
        <li>
          <FormattedMessage id="redeem.doubler.step1" defaultMessage="Enter the number and PIN of your gift card." />
        </li>
        <li>
          <FormattedMessage id="redeem.doubler.step2" defaultMessage="On the first Monday of next month we draw one card." />
        </li>
        <li>
          <FormattedMessage id="redeem.doubler.step3" defaultMessage="The winner's balance is doubled and we let the winner know by e-mail." />
        </li>
      </ol>
      <DoublerEntryForm
        promotion={promotion}
        onEntered={(entry) => {
          const to = href('doublerThanks', entry.productSlug ? { product: entry.productSlug } : {});
          if (to) navigate(to, { state: { entry } satisfies DoublerThanksState });
        }}
      />
      <DoublerDraws draws={draws} timeZone={promotion.timeZone} />
      <section className="redeem-doubler-section" aria-labelledby="redeem-doubler-conditions" id="conditions">
        <h2 id="redeem-doubler-conditions">
          <FormattedMessage id="redeem.doubler.conditionsTitle" defaultMessage="Conditions" />
        </h2>
        <DoublerConditions promotion={promotion} />
      </section>
    </section>
  );
}
