import { Modal, type RemotePageProps, ShopLink, useFormatMoney } from '@shop/shared';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { CUSTOMER_ORDERS_QUERY, ORDER_DETAILS_QUERY } from '../common/account-documents';
import { AccountPage } from '../common/AccountPage';
import { AccountCardSkeleton, AccountSkeleton } from '../common/AccountSkeleton';
import { useRequireUser } from '../common/session';

/**
 * My orders (spec §2 /account/bestellungen/): the account's orders with their status, the account
 * order details modal (receivers, cards, fees) and the invoice of a paid order as a PDF download.
 * Logged-in only; orders placed as a guest with the account's address are here once it is confirmed.
 */
export default function AccountOrdersPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <AccountOrders />
    </AccountRoot>
  );
}

const PAGE_SIZE = 10;

function AccountOrders() {
  const intl = useIntl();
  const user = useRequireUser();
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<string | null>(null);
  const [result] = useQuery({
    query: CUSTOMER_ORDERS_QUERY,
    variables: { paging: { itemsPerPage: PAGE_SIZE, pageNumber: page } },
    pause: !user,
    requestPolicy: 'network-only',
  });
  const title = intl.formatMessage({ id: 'account.orders.title', defaultMessage: 'My orders' });
  const list = result.data?.customerOrders.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;

  return (
    <AccountPage title={title} pageKey="orders" wide>
      {!user || (result.fetching && !list) ? (
        // A page of orders to come: number and status, the facts line, the buttons.
        <AccountSkeleton className="account-orders" testId="account-orders-skeleton">
          {[0, 1, 2, 3].map((i) => (
            <AccountCardSkeleton key={i} className="account-order" lines={1} buttons={2} />
          ))}
        </AccountSkeleton>
      ) : !list || list.items.length === 0 ? (
        <p className="account-notice" data-testid="account-orders-empty">
          <FormattedMessage id="account.orders.none" defaultMessage="You have no orders yet." />
        </p>
      ) : (
        <>
          <ul className="account-orders" aria-label={title}>
            {list.items.map((order) => (
              <li key={order.id} className="account-order" data-testid="account-order">
                <div className="account-order-head">
                  <span className="account-order-number">
                    <FormattedMessage id="account.orders.number" defaultMessage="Order {number}" values={{ number: order.orderNumber }} />
                  </span>
                  <span
                    className={`account-order-status account-order-status-${order.refused ? 'canceled' : order.status.toLowerCase()}`}
                    data-testid="account-order-status"
                  >
                    <OrderStatus status={order.status} underReview={order.underReview} refused={order.refused} refundStatus={order.refundStatus} />
                  </span>
                </div>
                <p className="account-order-facts">
                  <FormattedDate value={order.placedAt} dateStyle="long" />
                  {' · '}
                  <FormattedMessage id="account.orders.cards" defaultMessage="{count, plural, one {# card} other {# cards}}" values={{ count: order.cardCount }} />
                  {' · '}
                  {money(order.grandTotal)}
                </p>
                <div className="account-actions">
                  <button type="button" className="shop-button is-secondary" onClick={() => setDetails(order.id)}>
                    <FormattedMessage id="account.orders.details" defaultMessage="Details" />
                    <span className="account-visually-hidden"> {order.orderNumber}</span>
                  </button>
                  {order.invoiceUrl && (
                    <a className="shop-button is-secondary" href={order.invoiceUrl} download>
                      <FormattedMessage id="account.orders.invoice" defaultMessage="Invoice (PDF)" />
                      <span className="account-visually-hidden"> {order.orderNumber}</span>
                    </a>
                  )}
                  {order.eInvoiceUrl && (
                    <a className="shop-button is-secondary" href={order.eInvoiceUrl} download>
                      <FormattedMessage id="account.orders.eInvoice" defaultMessage="E-invoice (XML)" />
                      <span className="account-visually-hidden"> {order.orderNumber}</span>
                    </a>
                  )}
                  {order.kind === 'REGULAR' && (
                    <ShopLink className="shop-button is-secondary" to="reorder" search={`order=${order.id}`}>
                      <FormattedMessage id="account.orders.reorder" defaultMessage="Reorder" />
                      <span className="account-visually-hidden"> {order.orderNumber}</span>
                    </ShopLink>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="account-actions" aria-label={intl.formatMessage({ id: 'account.orders.pages', defaultMessage: 'Pages' })}>
              <button type="button" className="shop-button is-secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <FormattedMessage id="account.orders.previous" defaultMessage="Previous" />
              </button>
              <span>
                <FormattedMessage id="account.orders.page" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
              </span>
              <button type="button" className="shop-button is-secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                <FormattedMessage id="account.orders.next" defaultMessage="Next" />
              </button>
            </nav>
          )}
        </>
      )}
      <OrderDetailsDialog orderId={details} onClose={() => setDetails(null)} />
    </AccountPage>
  );
}

/**
 * A paid order held by the shop's fraud screening (ADR 0043) says so kindly: its cards are not sent yet.
 * A refused one is cancelled and its payment refunded (or on its way back): never "Paid".
 */
function OrderStatus({ status, underReview, refused, refundStatus }: { status: string; underReview: boolean; refused: boolean; refundStatus: string | null | undefined }) {
  if (refused)
    return refundStatus === 'REFUNDED' ? (
      <FormattedMessage id="account.orders.status.refunded" defaultMessage="Cancelled – refunded" />
    ) : (
      <FormattedMessage id="account.orders.status.refunding" defaultMessage="Cancelled – being refunded" />
    );
  if (status === 'COMPLETED' && underReview) return <FormattedMessage id="account.orders.status.review" defaultMessage="Paid – we are checking your order" />;
  switch (status) {
    case 'COMPLETED':
      return <FormattedMessage id="account.orders.status.completed" defaultMessage="Paid" />;
    case 'CANCELED':
      return <FormattedMessage id="account.orders.status.canceled" defaultMessage="Canceled" />;
    default:
      return <FormattedMessage id="account.orders.status.pending" defaultMessage="Awaiting payment" />;
  }
}

/** The account order details modal (spec §2 modals): who gets which cards, the fees, the total. */
function OrderDetailsDialog({ orderId, onClose }: { orderId: string | null; onClose(): void }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [result] = useQuery({ query: ORDER_DETAILS_QUERY, variables: { orderUuid: orderId ?? '' }, pause: !orderId });
  const order = orderId ? result.data?.placedOrder.data : null;
  return (
    <Modal
      open={!!orderId}
      onClose={onClose}
      title={order ? intl.formatMessage({ id: 'account.orders.number', defaultMessage: 'Order {number}' }, { number: order.orderNumber }) : intl.formatMessage({ id: 'account.orders.details', defaultMessage: 'Details' })}
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-order-details"
    >
      {!order ? (
        // The receivers' cards to come, with their cards and fees.
        <AccountSkeleton className="account-order-details" testId="account-order-details-skeleton">
          {[0, 1].map((i) => (
            <AccountCardSkeleton key={i} lines={3} />
          ))}
        </AccountSkeleton>
      ) : (
        <div className="account-order-details">
          {order.shipments.map((shipment) => (
            <section key={shipment.id} className="account-card">
              <h3>
                {shipment.deliveryAddress?.firstName || shipment.deliveryAddress?.lastName ? (
                  `${shipment.deliveryAddress?.firstName ?? ''} ${shipment.deliveryAddress?.lastName ?? ''}`.trim()
                ) : (
                  <FormattedMessage id="account.orders.receiver" defaultMessage="Receiver" />
                )}
              </h3>
              <p className="account-order-facts">
                {shipment.deliveryType === 'PHYSICAL' ? (
                  <FormattedMessage id="account.orders.byPost" defaultMessage="By post" />
                ) : (
                  <FormattedMessage id="account.orders.byEmail" defaultMessage="By e-mail" />
                )}
                {shipment.deliveryType === 'DIGITAL' && shipment.deliveryAddress?.email ? ` · ${shipment.deliveryAddress.email}` : ''}
              </p>
              <ul className="account-order-lines">
                {shipment.packages.map((pkg) => (
                  <li key={pkg.id}>
                    {pkg.qty} × {pkg.product.title} · {money(pkg.amount)}
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <dl className="account-facts">
            {order.totals.adjustments.map((adjustment) => (
              <div key={adjustment.title} className="account-facts-row">
                <dt>{adjustment.title}</dt>
                <dd>{money(adjustment.price)}</dd>
              </div>
            ))}
            <div className="account-facts-row">
              <dt>
                <FormattedMessage id="account.orders.total" defaultMessage="Total" />
              </dt>
              <dd data-testid="account-order-total">{money(order.totals.grandTotal)}</dd>
            </div>
          </dl>
        </div>
      )}
    </Modal>
  );
}
