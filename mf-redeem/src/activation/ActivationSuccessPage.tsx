import { type RemotePageProps, ShopLink, useFormatMoney, useLocation, usePageMeta } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { useCalendarDay } from '../common/calendar-day';
import { RedeemSkeleton } from '../common/RedeemSkeleton';
import { useFollowedAnswer } from '../common/polling';
import { RedeemRoot } from '../RedeemRoot';
import { activationMessages } from './messages';
import { CARD_ACTIVATION_QUERY, type CardActivation } from './activation-documents';

/** A scheduled activation due within this time is followed on the page; a later one is promised by mail. */
const FOLLOW_SCHEDULED_MS = 2 * 60 * 1000;

/** Whether the page asks again: the payment is being decided, or the card is about to be activated. */
export function keepsFollowing(activation: CardActivation, now: number): boolean {
  if (activation.status === 'PENDING_PAYMENT') return true;
  if (activation.status !== 'SCHEDULED' || !activation.dueAt) return false;
  return new Date(activation.dueAt).getTime() - now <= FOLLOW_SCHEDULED_MS;
}

/**
 * The activation's confirmation (spec §2 /aktivieren/erfolgreich/, NL /activeren/gelukt/): the
 * provider sends the buyer back here with `?order=`. It follows the activation until the payment is
 * decided and, in the demo, until the card is active; only the visitor who placed it sees it.
 */
export default function ActivationSuccessPage(_props: RemotePageProps) {
  const { search } = useLocation();
  const orderUuid = new URLSearchParams(search).get('order');
  return <RedeemRoot catalogs={activationMessages}>{orderUuid ? <ActivationStatus orderUuid={orderUuid} /> : <UnknownActivation />}</RedeemRoot>;
}

function UnknownActivation() {
  return (
    <div className="redeem-confirmation" data-testid="activation-unknown">
      <h1>
        <FormattedMessage id="redeem.activationSuccess.unknown" defaultMessage="We cannot find this activation" />
      </h1>
      <ShopLink to="activation" className="shop-button">
        <FormattedMessage id="redeem.activation.title" defaultMessage="Activate your gift card" />
      </ShopLink>
    </div>
  );
}

function ActivationStatus({ orderUuid }: { orderUuid: string }) {
  const intl = useIntl();
  const client = useClient();
  const money = useFormatMoney();
  const calendarDay = useCalendarDay();
  usePageMeta({ title: intl.formatMessage({ id: 'redeem.activationSuccess.title', defaultMessage: 'Your gift card is activated' }), noindex: true }, 'redeem:activation-success');

  const { data: activation, missing } = useFollowedAnswer(
    async () => (await client.query(CARD_ACTIVATION_QUERY, { orderUuid }, { requestPolicy: 'network-only', handleErrors: false }).toPromise()).data?.activation,
    (current) => keepsFollowing(current, Date.now()),
    orderUuid,
  );

  if (missing) return <UnknownActivation />;
  if (!activation) {
    // The activation's result on its way: its title, the sentence and the order's facts.
    return (
      <RedeemSkeleton className="redeem-confirmation redeem-activation-result" testId="activation-result-skeleton">
        <SkeletonTitle width="60%" />
        <SkeletonLines count={2} />
        <SkeletonLines count={3} lastWidth="40%" />
      </RedeemSkeleton>
    );
  }
  const amount = money(activation.amount);
  const dateTime = (iso: string | null | undefined) => (iso ? intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short' }) : '');

  return (
    <div className="redeem-confirmation redeem-activation-result" data-testid="activation-result" data-status={activation.status}>
      {activation.status === 'DONE' && (
        <>
          <h1>
            <FormattedMessage id="redeem.activationSuccess.title" defaultMessage="Your gift card is activated" />
          </h1>
          <p role="status">
            <FormattedMessage
              id="redeem.activationSuccess.done"
              defaultMessage="The card {card} now holds {amount}. We have sent the confirmation to {email}."
              values={{ card: <strong>{activation.maskedNumber}</strong>, amount: <strong>{amount}</strong>, email: <strong>{activation.customerEmail}</strong> }}
            />
          </p>
        </>
      )}
      {activation.status === 'SCHEDULED' && (
        <>
          <h1>
            <FormattedMessage id="redeem.activationSuccess.scheduledTitle" defaultMessage="Thank you, your payment has arrived" />
          </h1>
          <p role="status">
            <FormattedMessage
              id="redeem.activationSuccess.scheduled"
              defaultMessage="We activate the card {card} with {amount} by {due} and let you know at {email}."
              values={{ card: <strong>{activation.maskedNumber}</strong>, amount: <strong>{amount}</strong>, due: <strong>{dateTime(activation.dueAt)}</strong>, email: <strong>{activation.customerEmail}</strong> }}
            />
          </p>
        </>
      )}
      {activation.status === 'PENDING_PAYMENT' && (
        <h1 aria-busy="true">
          <FormattedMessage id="redeem.activationSuccess.waiting" defaultMessage="We are waiting for your payment…" />
        </h1>
      )}
      {activation.status === 'FAILED' && (
        <>
          <h1>
            <FormattedMessage id="redeem.activationSuccess.failedTitle" defaultMessage="Your card has not been activated" />
          </h1>
          <p role="alert">
            <FormattedMessage
              id="redeem.activationSuccess.failed"
              defaultMessage="The payment for the card {card} did not go through, so nothing was charged and the card is still waiting for its activation. You can try again with another payment method."
              values={{ card: <strong>{activation.maskedNumber}</strong> }}
            />
          </p>
          <ShopLink to="activation" className="shop-button">
            <FormattedMessage id="redeem.activationSuccess.retry" defaultMessage="Try again" />
          </ShopLink>
        </>
      )}
      <dl className="redeem-facts">
        <div>
          <dt>
            <FormattedMessage id="redeem.activationSuccess.order" defaultMessage="Order number" />
          </dt>
          <dd>{activation.orderNumber}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.activationSuccess.card" defaultMessage="Card" />
          </dt>
          <dd>{activation.maskedNumber}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.activationSuccess.amount" defaultMessage="Amount" />
          </dt>
          <dd data-testid="activation-amount">{amount}</dd>
        </div>
        {activation.lastValidDay && (
          <div>
            <dt>
              <FormattedMessage id="redeem.activationSuccess.validUntil" defaultMessage="Valid until" />
            </dt>
            {/* The last valid day, as the activation mail prints it (not the expiry moment's day). */}
            <dd data-testid="activation-valid-until">{calendarDay(activation.lastValidDay)}</dd>
          </div>
        )}
      </dl>
      {activation.status === 'DONE' && (
        <div className="redeem-actions">
          <ShopLink to="balanceCheck" className="shop-button">
            <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
          </ShopLink>
          <ShopLink to="doubler" className="shop-button is-secondary">
            <FormattedMessage id="redeem.activationSuccess.doubler" defaultMessage="Win double your balance" />
          </ShopLink>
        </div>
      )}
    </div>
  );
}
