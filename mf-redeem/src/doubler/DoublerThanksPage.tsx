import { type RemotePageProps, ShopLink, useHref, useLocation, usePageMeta } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { RedeemRoot } from '../RedeemRoot';
import { doublerMessages } from '../common/doubler/messages';
import type { DoublerThanksState } from './DoublerPage';
import { DOUBLER_PRODUCT_QUERY, DOUBLER_PROMOTION_QUERY } from '../common/doubler/doubler-documents';
import { doublerProductVariables } from './doubler-thanks-query';

/**
 * The doubler's thanks (spec §2 /verdoppler/danke/{product?}/, NL /verdubbelaar/bedankt/:product?/):
 * the entry just made (from the page's state: a reload keeps the general thanks), the card's product
 * when the path names one, and the draw date.
 */
export default function DoublerThanksPage({ params }: RemotePageProps) {
  return (
    <RedeemRoot catalogs={doublerMessages}>
      <DoublerThanks productSlug={params.product ?? null} />
    </RedeemRoot>
  );
}

function DoublerThanks({ productSlug }: { productSlug: string | null }) {
  const intl = useIntl();
  const href = useHref();
  const location = useLocation();
  const entry = (location.state as DoublerThanksState | null)?.entry ?? null;
  const productVariables = doublerProductVariables(productSlug);
  const [promotion] = useQuery({ query: DOUBLER_PROMOTION_QUERY, variables: {} });
  const [product] = useQuery({ query: DOUBLER_PRODUCT_QUERY, variables: productVariables ?? { path: '' }, pause: !productVariables });
  const title = intl.formatMessage({ id: 'redeem.doublerThanks.title', defaultMessage: 'Thank you, you are taking part!' });
  usePageMeta({ title, noindex: true }, 'redeem:doubler-thanks');
  const data = promotion.data?.doublerPromotion.data;
  const drawDate = entry?.drawDate ?? data?.nextDrawDate ?? null;
  // The product is offered where the storefront has its page to link to.
  const productPage = productSlug ? href('productDetail', { product: productSlug }) : null;
  const card = productPage ? (product.data?.product ?? null) : null;

  return (
    <section className="redeem-confirmation redeem-doubler-thanks" aria-labelledby="redeem-doubler-thanks-title" data-testid="doubler-thanks">
      <h1 id="redeem-doubler-thanks-title">{title}</h1>
      {entry && (
        <p role="status">
          <FormattedMessage
            id="redeem.doublerThanks.entry"
            defaultMessage="Your card {card} takes part in the draw of {month}. Your entry number: {reference}."
            values={{
              card: <strong>{entry.maskedNumber}</strong>,
              month: intl.formatDate(`${entry.month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
              // The entry's short number (D-2611-K7M2QX), never its uuid.
              reference: <strong data-testid="doubler-entry-reference">{entry.number}</strong>,
            }}
          />
        </p>
      )}
      {drawDate && (
        <p>
          <FormattedMessage
            id="redeem.doublerThanks.draw"
            defaultMessage="We draw the winner on {date} and let the winner know by e-mail."
            values={{ date: <strong>{intl.formatDate(drawDate, { dateStyle: 'full', timeZone: data?.timeZone ?? 'UTC' })}</strong> }}
          />
        </p>
      )}
      {card && (
        <p>
          <FormattedMessage
            id="redeem.doublerThanks.product"
            defaultMessage="Fancy more of {product}? {link}"
            values={{
              product: <strong>{card.title}</strong>,
              link: (
                <ShopLink to="productDetail" params={{ product: productSlug ?? '' }}>
                  <FormattedMessage id="redeem.doublerThanks.toProduct" defaultMessage="Give it as a present" />
                </ShopLink>
              ),
            }}
          />
        </p>
      )}
      <div className="redeem-actions">
        <ShopLink to="balanceCheck" className="shop-button">
          <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
        </ShopLink>
        <ShopLink to="doubler" className="shop-button is-secondary">
          <FormattedMessage id="redeem.doublerThanks.another" defaultMessage="Enter another card" />
        </ShopLink>
      </div>
    </section>
  );
}
