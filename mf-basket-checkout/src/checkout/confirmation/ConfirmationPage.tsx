import { type RemotePageProps, ShopLink, useLocation, usePageMeta } from '@shop/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CheckoutRoot } from '../../CheckoutRoot';
import type { Shipment } from '../../common/cart-query';
import { useFormatMoment, useFormatMoney } from '../../common/format';
import { useDeliveryText } from '../../common/receivers/use-delivery-text';
import type { PlacedOrder } from '../checkout-query';
import { usePlacedOrder } from '../use-placed-order';
import { trackPurchaseOnce } from '../checkout-tracking';
import { clearDetails } from '../details-form';
import { ConfirmationSkeleton } from '../CheckoutSkeleton';
import { PackageLines, TotalsList, useReceiverTitle } from '../OrderSummary';
import '../../common/basket.css';
import '../checkout-page.css';


/** Paid, or placed on invoice (the bank transfer follows): the purchase is complete for analytics. A refused (and refunded) order is none. */
function isPurchase(placed: PlacedOrder): boolean {
  if (placed.status === 'CANCELED' || placed.refused) return false;
  return placed.status === 'COMPLETED' || placed.payment?.status === 'AUTHORISED' || placed.payment?.method === 'invoice';
}

/**
 * Spec §2 confirmation `/kasse/danke/:uuid/` (NL `/bestellen/:uuid/`), and `/kasse/danke/` with the order
 * in `?order=` or none (a generic thank-you): order number, where the e-mail went, payment status,
 * what happens next per receiver, totals. A uuid in the path that is not this visitor's order is
 * "not found" (the server's 404 for the same path: its route's loader, confirmationOrder.route.ts).
 */
export default function ConfirmationPage({ params }: RemotePageProps) {
  return (
    <CheckoutRoot>
      <ConfirmationScreen uuid={params.uuid ?? null} />
    </CheckoutRoot>
  );
}

function ConfirmationScreen({ uuid: fromPath }: { uuid: string | null }) {
  const intl = useIntl();
  const { search } = useLocation();
  const uuid = fromPath ?? new URLSearchParams(search).get('order');
  const { state, reload } = usePlacedOrder(uuid);
  // The API answers an order only to the visitor who placed it: for any other id (another visitor's,
  // a made-up one) the path names no order, the server answered 404, and nobody is thanked.
  // The same for an order named in the query. Without any order there is nobody to thank: the page
  // says where orders are found instead (issue 35: it thanked anyone who opened it).
  const notFound = uuid !== null && state.status === 'ready' && !state.placed;
  const noOrder = uuid === null;
  const title = noOrder
    ? intl.formatMessage({ id: 'checkout.confirmation.noOrderTitle', defaultMessage: 'No order to show' })
    : notFound
      ? intl.formatMessage({ id: 'checkout.confirmation.notFoundTitle', defaultMessage: 'Order not found' })
      : intl.formatMessage({ id: 'checkout.confirmation.title', defaultMessage: 'Thank you for your order!' });
  usePageMeta({ title, noindex: true }, 'checkout:confirmation');


  const placed = state.status === 'ready' ? state.placed : null;
  useEffect(() => {
    if (!placed || !isPurchase(placed)) return;
    trackPurchaseOnce(placed);
    // The order is done: the details typed in checkout need not stay in this tab.
    clearDetails();
  }, [placed]);

  return (
    <section className="checkout-page checkout-confirmation" aria-labelledby="checkout-confirmation-title" aria-busy={state.status === 'loading'}>
      <h1 id="checkout-confirmation-title">{title}</h1>
      {state.status === 'loading' && <ConfirmationSkeleton />}
      {state.status === 'failed' && (
        <div className="checkout-basket-message" role="alert">
          <p>{intl.formatMessage({ id: 'checkout.retry.failed', defaultMessage: 'Your order could not be loaded.' })}</p>
          <button type="button" className="shop-button" onClick={() => void reload()}>
            {intl.formatMessage({ id: 'checkout.basket.retry', defaultMessage: 'Try again' })}
          </button>
        </div>
      )}
      {notFound && (
        <p className="checkout-confirmation-lead" data-testid="confirmation-not-found">
          {intl.formatMessage({
            id: 'checkout.confirmation.notFound',
            defaultMessage: 'We cannot show this order: the link is wrong, or the order was placed in another browser.',
          })}
        </p>
      )}
      {noOrder && (
        <>
          <p className="checkout-confirmation-lead" data-testid="confirmation-no-order">
            {intl.formatMessage({
              id: 'checkout.confirmation.noOrder',
              defaultMessage: 'This page shows an order right after it is paid. Your order confirmation is in your e-mail; with an account, all your orders are under "My orders".',
            })}
          </p>
          <ShopLink to="orders" className="shop-button is-secondary">
            {intl.formatMessage({ id: 'checkout.confirmation.toOrders', defaultMessage: 'My orders' })}
          </ShopLink>
        </>
      )}
      {placed && <ConfirmedOrder placed={placed} />}
      {/* A refused order's notice has its own way back to the shop. */}
      {!placed?.refused && (
        <ShopLink to="home" className="shop-button">
          {intl.formatMessage({ id: 'checkout.basket.continue', defaultMessage: 'Continue shopping' })}
        </ShopLink>
      )}
    </section>
  );
}

function ConfirmedOrder({ placed }: { placed: PlacedOrder }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const formatMoment = useFormatMoment();
  const deliveryText = useDeliveryText();
  const receiverTitle = useReceiverTitle();
  const { order } = placed;
  const paid = placed.status === 'COMPLETED' || placed.payment?.status === 'AUTHORISED';
  const invoice = !paid && placed.payment?.method === 'invoice' && placed.status === 'PENDING';
  // Paid, and held by the shop's fraud screening until someone has checked it (ADR 0043): its cards
  // are not on their way yet, whatever the receivers' delivery dates say.
  const underReview = paid && placed.underReview;
  // Paid, then refused by fraud screening or its reviewer (ADR 0043): nothing is sent, the payment is
  // refunded. The shopper learns that instead of the delivery lines, and to pay another way next time.
  // (Only a paid order is ever refused.)
  const refused = placed.refused;
  const shipments = order.shipments.filter((s) => s.packages.length > 0);

  let statusText: string;
  if (refused)
    statusText =
      placed.refundStatus === 'REFUNDED'
        ? intl.formatMessage({ id: 'checkout.confirmation.statusRefunded', defaultMessage: 'Cancelled – refunded' })
        : intl.formatMessage({ id: 'checkout.confirmation.statusRefunding', defaultMessage: 'Cancelled – being refunded' });
  else if (placed.status === 'CANCELED') statusText = intl.formatMessage({ id: 'checkout.confirmation.statusCanceled', defaultMessage: 'Cancelled' });
  else if (underReview) statusText = intl.formatMessage({ id: 'checkout.confirmation.statusReview', defaultMessage: 'Paid – we are checking your order' });
  else if (paid) statusText = intl.formatMessage({ id: 'checkout.confirmation.statusPaid', defaultMessage: 'Paid' });
  else if (invoice) statusText = intl.formatMessage({ id: 'checkout.confirmation.statusInvoice', defaultMessage: 'Awaiting your bank transfer' });
  else statusText = intl.formatMessage({ id: 'checkout.confirmation.statusPending', defaultMessage: 'Awaiting the confirmation of your payment' });

  const nextFor = (shipment: Shipment): string => {
    if (shipment.deliveryType === 'PHYSICAL') return deliveryText(shipment);
    const email = shipment.deliveryAddress?.email ?? placed.customerEmail;
    const { scheduledAt } = shipment.delivery;
    return scheduledAt
      ? intl.formatMessage({ id: 'checkout.confirmation.digitalScheduled', defaultMessage: 'The cards are e-mailed to {email} on {date} at {time}.' }, { email, ...formatMoment(scheduledAt) })
      : intl.formatMessage({ id: 'checkout.confirmation.digitalAsap', defaultMessage: 'The cards are e-mailed to {email} within the hour.' }, { email });
  };

  return (
    <>
      <dl className="checkout-confirmation-facts" data-testid="confirmation-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'checkout.confirmation.orderNumber', defaultMessage: 'Order number' })}</dt>
          <dd>{placed.orderNumber}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'checkout.confirmation.status', defaultMessage: 'Payment status' })}</dt>
          <dd data-testid="confirmation-status">{statusText}</dd>
        </div>
      </dl>
      <p className="checkout-confirmation-lead">
        {intl.formatMessage({ id: 'checkout.confirmation.email', defaultMessage: 'We have sent the order confirmation to {email}.' }, { email: placed.customerEmail })}
      </p>
      {invoice && (
        <div className="checkout-confirmation-invoice" data-testid="invoice-instructions">
          <h2>{intl.formatMessage({ id: 'checkout.confirmation.invoiceTitle', defaultMessage: 'How to pay by bank transfer' })}</h2>
          <p>
            {intl.formatMessage(
              {
                id: 'checkout.confirmation.invoiceText',
                defaultMessage:
                  'Please transfer {total} stating your order number {number}. The bank details are on the invoice we have e-mailed to {email}. We send your gift cards as soon as your payment has arrived.',
              },
              { total: format(order.totals.grandTotal), number: placed.orderNumber, email: placed.customerEmail },
            )}
          </p>
        </div>
      )}
      {underReview && (
        <div className="checkout-confirmation-invoice" role="status" data-testid="review-notice">
          <h2>{intl.formatMessage({ id: 'checkout.confirmation.reviewTitle', defaultMessage: 'We are checking your order …' })}</h2>
          <p>
            {intl.formatMessage({
              id: 'checkout.confirmation.reviewText',
              defaultMessage:
                'Your payment has arrived. Before we send your gift cards, we are taking a short look at your order – we do this for some orders, to protect you and us. You will hear from us by e-mail shortly; there is nothing you need to do.',
            })}
          </p>
        </div>
      )}
      {refused && (
        <div className="checkout-confirmation-invoice" role="alert" data-testid="refused-notice">
          <h2>{intl.formatMessage({ id: 'checkout.confirmation.refusedTitle', defaultMessage: 'Order not carried out' })}</h2>
          <p>
            {intl.formatMessage({
              id: 'checkout.confirmation.refusedText',
              defaultMessage: 'Unfortunately we could not carry out this order. The amount will be refunded to you. Please use another payment method.',
            })}
          </p>
          <ShopLink to="home" className="shop-button" data-testid="refused-back-to-shop">
            {intl.formatMessage({ id: 'checkout.confirmation.refusedBack', defaultMessage: 'Back to the shop' })}
          </ShopLink>
        </div>
      )}
      {placed.status !== 'CANCELED' && !refused && (
        <section className="checkout-confirmation-next" aria-labelledby="checkout-confirmation-next">
          <h2 id="checkout-confirmation-next">{intl.formatMessage({ id: 'checkout.confirmation.nextTitle', defaultMessage: 'What happens next' })}</h2>
          {!paid && !invoice && (
            <p>{intl.formatMessage({ id: 'checkout.confirmation.pendingNote', defaultMessage: 'We send your gift cards as soon as your payment is confirmed.' })}</p>
          )}
          <ul className="checkout-shipping-list">
            {shipments.map((shipment, index) => (
              <li key={shipment.tag} className="checkout-receiver" data-testid={`confirmation-${shipment.tag}`}>
                <h3 className="checkout-receiver-title">{receiverTitle(order, shipment, index + 1)}</h3>
                <PackageLines shipment={shipment} />
                <p className="checkout-receiver-delivery">
                  {underReview
                    ? intl.formatMessage({ id: 'checkout.confirmation.reviewNext', defaultMessage: 'We send these cards as soon as we have checked your order.' })
                    : nextFor(shipment)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="checkout-totals checkout-summary" aria-labelledby="checkout-confirmation-totals">
        <h2 id="checkout-confirmation-totals">{intl.formatMessage({ id: 'checkout.summary.title', defaultMessage: 'Your order' })}</h2>
        <TotalsList order={order} />
      </section>
      {/* §356a BGB: the withdrawal button, with this order's number filled in. */}
      <p className="checkout-confirmation-withdraw">
        <ShopLink to="withdrawContract" search={`order=${encodeURIComponent(placed.orderNumber)}`} className="checkout-link" data-testid="confirmation-withdraw">
          {intl.formatMessage({ id: 'checkout.confirmation.withdraw', defaultMessage: 'Withdraw from the contract' })}
        </ShopLink>
      </p>
    </>
  );
}
