import { ShopLink, useFormatMoney, usePageMeta } from '@shop/shared';
import { SkeletonLines, SkeletonRows, SkeletonTitle } from '@shop/shared/skeleton';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { type PaymentChoice, PaymentMethodChoice } from '../common/PaymentMethodChoice';
import { useFollowedAnswer } from '../common/polling';
import { REDEEM_CODES, REDEEM_DISCARD_MUTATION, REDEEM_ORDER_QUERY, type RedeemOrder } from '../common/redeem-documents';
import { RedeemSkeleton } from '../common/RedeemSkeleton';
import { showGeneralError, useErrorText } from '../common/use-redeem';
import { RedeemOrderItems } from './RedeemOrderItems';
import { useTopUp } from './use-top-up';

const OPEN_PAYMENT = new Set(['CREATED', 'REDIRECTED', 'PENDING']);
/** Why a top-up failed, as redeemOrder's errors say it (checkout's codes): refused, no attempts left, refused as suspected fraud. */
const TOP_UP_REFUSALS = new Set<number>([REDEEM_CODES.PAYMENT_REFUSED, REDEEM_CODES.TOO_MANY_ATTEMPTS, REDEEM_CODES.PAYMENT_FRAUD]);

/** Waiting for the top-up, or the top-up failed, or done: what the order's state means here. */
export function redeemPhase(order: RedeemOrder): 'done' | 'waiting' | 'failed' | 'canceled' {
  if (order.status === 'COMPLETED') return 'done';
  if (order.status === 'CANCELED') return 'canceled';
  return order.payment && OPEN_PAYMENT.has(order.payment.status) ? 'waiting' : 'failed';
}

/** The placed redeem (spec §3 RedeemOrder, `redeemOrder(uuid)`): its payment's progress, then the confirmation. */
export function RedeemConfirmation({ orderUuid }: { orderUuid: string }) {
  const intl = useIntl();
  const client = useClient();
  const money = useFormatMoney();
  const errorText = useErrorText();
  const topUp = useTopUp();
  const [round, setRound] = useState(0);
  const [choice, setChoice] = useState<PaymentChoice>({ method: '', issuer: '' });
  const [payError, setPayError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: intl.formatMessage({ id: 'redeem.confirmation.title', defaultMessage: 'Thank you, your new gift cards are on their way' }), noindex: true }, 'redeem:confirmation');

  // `round` starts the following over after a new payment.
  const { data: order, errors, missing } = useFollowedAnswer(
    async () =>
      (await client.query(REDEEM_ORDER_QUERY, { uuid: orderUuid }, { requestPolicy: 'network-only', handleErrors: false }).toPromise()).data?.redeemOrder,
    (placed) => redeemPhase(placed) === 'waiting',
    `${orderUuid}:${round}`,
  );

  if (missing) {
    return (
      <div className="redeem-confirmation">
        <h1>
          <FormattedMessage id="redeem.confirmation.unknown" defaultMessage="We cannot find this redeem." />
        </h1>
        <ShopLink to="balanceCheck">
          <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
        </ShopLink>
      </div>
    );
  }
  if (!order) {
    // The redeem on its way: the thanks (or what is still to do), where the cards go, the cards.
    return (
      <RedeemSkeleton className="redeem-confirmation" testId="redeem-confirmation-skeleton">
        <SkeletonTitle width="75%" />
        <SkeletonLines count={2} />
        <SkeletonRows count={2} media="thumb" end />
      </RedeemSkeleton>
    );
  }
  const phase = redeemPhase(order);
  // Why the top-up failed; refused as suspected fraud (spec §8 fraud), the way forward is another
  // payment method: the chosen cards and their held balance stay, so only the method changes.
  const refusal = phase === 'failed' ? errors.find((error) => TOP_UP_REFUSALS.has(error.code)) : undefined;
  const fraud = refusal?.code === REDEEM_CODES.PAYMENT_FRAUD;
  // Each receiver its own promise: by e-mail within the hour, by post within the delivery window.
  const isPost = (shipment: RedeemOrder['shipments'][number]) => shipment.packages.some((p) => p.items.some((item) => item.variation.variationType === 'PHYSICAL'));
  const digital = order.shipments.find((shipment) => !isPost(shipment));
  const post = order.shipments.find(isPost);
  const email = digital?.deliveryAddress.email ?? order.billingAddress.email;

  return (
    <div className="redeem-confirmation" data-testid="redeem-confirmation" data-phase={phase}>
      {phase === 'done' && (
        <>
          <h1>
            <FormattedMessage id="redeem.confirmation.title" defaultMessage="Thank you, your new gift cards are on their way" />
          </h1>
          {digital && (
            <p data-testid="redeem-confirmation-mail">
              <FormattedMessage
                id="redeem.confirmation.mail"
                defaultMessage="We send them to {email} within an hour ({date})."
                values={{ email: <strong>{email}</strong>, date: digital.formattedDeliveryDate }}
              />
            </p>
          )}
          {post && (
            <p data-testid="redeem-confirmation-post">
              <FormattedMessage
                id="redeem.confirmation.post"
                defaultMessage="Your cards by post go to {address} and arrive by {date} at the latest."
                values={{
                  address: <strong>{[[post.deliveryAddress.street, post.deliveryAddress.houseNumber, post.deliveryAddress.suffix].filter(Boolean).join(' '), [post.deliveryAddress.postCode, post.deliveryAddress.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</strong>,
                  date: post.formattedDeliveryDate,
                }}
              />
            </p>
          )}
        </>
      )}
      {phase === 'waiting' && (
        <h1 aria-busy="true">
          <FormattedMessage id="redeem.confirmation.waiting" defaultMessage="We are waiting for your payment…" />
        </h1>
      )}
      {phase === 'canceled' && (
        <>
          <h1>
            <FormattedMessage id="redeem.confirmation.canceled" defaultMessage="This redeem was cancelled" />
          </h1>
          <p>
            <FormattedMessage id="redeem.confirmation.canceledText" defaultMessage="Your gift cards have their balance back. You can redeem them again." />
          </p>
          <ShopLink to="balanceCheck" className="shop-button">
            <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
          </ShopLink>
        </>
      )}
      {phase === 'failed' && (
        <section className="redeem-retry" aria-labelledby="redeem-retry-title">
          <h1 id="redeem-retry-title">
            <FormattedMessage id="redeem.confirmation.failed" defaultMessage="Your top-up has not been paid" />
          </h1>
          {refusal && (
            <p className="shop-alert is-error" role="alert" data-testid="redeem-payment-refusal">
              {errorText(refusal)}
            </p>
          )}
          <p>
            <FormattedMessage
              id="redeem.confirmation.failedText"
              defaultMessage="Your gift cards' balance is kept for this redeem for a while. Pay {amount} to complete it, or cancel it."
              values={{ amount: money(order.totals.priceToPay) }}
            />
          </p>
          {order.canRetry && (
            <form
              noValidate
              onSubmit={async (event) => {
                event.preventDefault();
                if (!choice.method) {
                  setPayError(intl.formatMessage({ id: 'redeem.checkout.chooseMethod', defaultMessage: 'Please choose how to pay the top-up' }));
                  return;
                }
                setBusy(true);
                try {
                  const paid = await topUp(order.id, choice);
                  if (!paid.ok) setPayError(paid.errors[0] ? errorText(paid.errors[0]) : null);
                  else if (paid.waiting) setRound((r) => r + 1);
                } finally {
                  setBusy(false);
                }
              }}
            >
              <PaymentMethodChoice
                choice={choice}
                onChange={setChoice}
                error={payError}
                legend={fraud ? <FormattedMessage id="redeem.confirmation.otherMethod" defaultMessage="Pay the top-up with another payment method" /> : undefined}
              />
              <button type="submit" className="shop-button" disabled={busy}>
                <FormattedMessage id="redeem.confirmation.payAgain" defaultMessage="Pay {amount}" values={{ amount: money(order.totals.priceToPay) }} />
              </button>
            </form>
          )}
          <button
            type="button"
            className="shop-button is-link"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                const result = await client.mutation(REDEEM_DISCARD_MUTATION, { orderUuid: order.id }, { handleErrors: false }).toPromise();
                const first = result.data?.discardOrder.errors[0];
                if (first) showGeneralError(first);
                setRound((r) => r + 1);
              } finally {
                setBusy(false);
              }
            }}
          >
            <FormattedMessage id="redeem.confirmation.cancel" defaultMessage="Cancel this redeem" />
          </button>
        </section>
      )}
      <dl className="redeem-facts" data-testid="redeem-order-facts">
        <div>
          <dt>
            <FormattedMessage id="redeem.confirmation.number" defaultMessage="Order number" />
          </dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.totals.total" defaultMessage="Chosen cards" />
          </dt>
          <dd>{money(order.totals.total)}</dd>
        </div>
        {order.giftCardPayments.map((use) => (
          <div key={use.card.id}>
            <dt>
              <FormattedMessage id="redeem.confirmation.paidWithCard" defaultMessage="Paid with card {number}" values={{ number: use.card.maskedNumber }} />
            </dt>
            <dd>{money(use.used)}</dd>
          </div>
        ))}
        <div>
          <dt>
            <FormattedMessage id="redeem.totals.topUp" defaultMessage="To pay (top-up)" />
          </dt>
          <dd data-testid="redeem-order-topup">{money(order.totals.priceToPay)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.confirmation.remaining" defaultMessage="Balance left on your cards" />
          </dt>
          <dd data-testid="redeem-order-remaining">{money(order.remainingBalance)}</dd>
        </div>
      </dl>
      <RedeemOrderItems order={order} />
    </div>
  );
}
