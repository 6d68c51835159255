import { type RemotePageProps, ShopLink, useHref, useLocation, useNavigate, usePageMeta } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClient } from 'urql';
import { CheckoutRoot } from '../../CheckoutRoot';
import {
  CHECK_PAYMENT_QUERY,
  PAYMENT_FRAUD,
  PAYMENT_METHODS_QUERY,
  PAYMENT_REFUSED,
  type PaymentCheckResponse,
  type PlacedOrderState,
  TOO_MANY_ATTEMPTS,
} from '../checkout-query';
import { retrySearch } from '../use-payment';
import '../checkout-page.css';

/** Spec §4 "processing": poll every 2 s, for about 2 minutes. */
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 60;

type Phase = 'waiting' | 'timeout' | 'missing';

/** What an answer of checkGiftCardPayment means for this page. */
export function nextStep(answer: PaymentCheckResponse): { go: 'confirmation' } | { go: 'retry'; error: string } | { go: 'wait' } | { go: 'missing' } {
  // Refused (2035), refused as suspected fraud (2037: another method is needed), no attempts left (2036).
  const refused = answer.errors.find((e) => e.code === PAYMENT_REFUSED || e.code === PAYMENT_FRAUD || e.code === TOO_MANY_ATTEMPTS);
  if (refused) return { go: 'retry', error: String(refused.code) };
  const order = answer.order;
  if (!order) return { go: 'missing' };
  if (order.status === 'COMPLETED' || order.payment?.status === 'AUTHORISED') return { go: 'confirmation' };
  if (order.status === 'CANCELED' || !order.payment) return { go: 'retry', error: 'cancelled' };
  switch (order.payment.status) {
    case 'REFUSED':
    case 'ERROR':
      return { go: 'retry', error: String(PAYMENT_REFUSED) };
    case 'CANCELLED':
      return { go: 'retry', error: 'cancelled' };
    default:
      return { go: 'wait' };
  }
}

/** Spec §2 payment processing `/kasse/zahlung-verarbeiten/?order=<uuid>` (NL `/bestellen/betaling-verwerken/`). */
export default function PaymentProcessingPage(_props: RemotePageProps) {
  return (
    <CheckoutRoot>
      <ProcessingScreen />
    </CheckoutRoot>
  );
}

function ProcessingScreen() {
  const intl = useIntl();
  const client = useClient();
  const navigate = useNavigate();
  const href = useHref();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const orderUuid = query.get('order');
  const resultCode = query.get('resultCode')?.toLowerCase() ?? null;
  const [phase, setPhase] = useState<Phase>(orderUuid ? 'waiting' : 'missing');
  const [order, setOrder] = useState<PlacedOrderState | null>(null);
  const [isApp, setIsApp] = useState(false);
  const title = intl.formatMessage({ id: 'checkout.processing.title', defaultMessage: 'Processing your payment…' });
  usePageMeta({ title, noindex: true }, 'checkout:processing');

  useEffect(() => {
    if (!orderUuid) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = async () => {
      polls += 1;
      const result = await client
        .query(CHECK_PAYMENT_QUERY, { orderUuid }, { requestPolicy: 'network-only', handleErrors: false })
        .toPromise();
      if (stopped) return;
      const answer = result.data?.checkGiftCardPayment;
      // A network hiccup is no answer: keep asking.
      if (answer) {
        const next = nextStep(answer);
        if (next.go === 'confirmation') {
          const confirmation = href('confirmationOrder', { uuid: orderUuid });
          if (confirmation) navigate(confirmation, { replace: true });
          return;
        }
        if (next.go === 'retry') {
          const checkout = href('checkout');
          if (checkout) navigate(`${checkout}${retrySearch(next.error, orderUuid)}`, { replace: true });
          return;
        }
        if (next.go === 'missing') {
          setPhase('missing');
          return;
        }
        setOrder(answer.order);
      }
      if (polls >= MAX_POLLS) {
        setPhase('timeout');
        return;
      }
      timer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [client, orderUuid, href, navigate]);

  // App payments (BLIK, Bancontact …) are confirmed in the banking app: the method list says which.
  const method = order?.payment?.method ?? null;
  const customerType = order?.customerType ?? null;
  useEffect(() => {
    if (!method || !customerType) return;
    let live = true;
    void client
      .query(PAYMENT_METHODS_QUERY, { customerType }, { handleErrors: false })
      .toPromise()
      .then((result) => {
        if (live) setIsApp(!!result.data?.paymentMethods?.find((m) => m.id === method)?.isApp);
      });
    return () => {
      live = false;
    };
  }, [client, method, customerType]);

  let status: string;
  if (phase === 'timeout') {
    status = intl.formatMessage({
      id: 'checkout.processing.timeout',
      defaultMessage: 'Your payment is still being processed. We will e-mail you as soon as it is confirmed.',
    });
  } else if (phase === 'missing') {
    status = intl.formatMessage({ id: 'checkout.processing.missing', defaultMessage: 'We could not find this order.' });
  } else if (isApp) {
    status = intl.formatMessage({ id: 'checkout.processing.app', defaultMessage: 'Please confirm the payment in your banking app. This page updates by itself.' });
  } else if (order?.payment?.status === 'PENDING' || resultCode === 'pending' || resultCode === 'received') {
    status = intl.formatMessage({ id: 'checkout.processing.bank', defaultMessage: 'We are waiting for the confirmation of your bank. This page updates by itself.' });
  } else {
    status = intl.formatMessage({ id: 'checkout.processing.wait', defaultMessage: 'This takes a few seconds. Please do not close this page.' });
  }

  return (
    <section className="checkout-page checkout-processing" aria-labelledby="checkout-processing-title" aria-busy={phase === 'waiting'}>
      <h1 id="checkout-processing-title">{phase === 'missing' ? intl.formatMessage({ id: 'checkout.processing.missingTitle', defaultMessage: 'Order not found' }) : title}</h1>
      {phase === 'waiting' && <span className="checkout-spinner" aria-hidden="true" />}
      <p role="status" aria-live="polite" className="checkout-processing-status" data-testid="processing-status">
        {status}
      </p>
      {phase === 'timeout' && orderUuid && (
        <ShopLink to="confirmationOrder" params={{ uuid: orderUuid }} className="shop-button">
          {intl.formatMessage({ id: 'checkout.processing.toConfirmation', defaultMessage: 'View your order' })}
        </ShopLink>
      )}
      {phase === 'missing' && (
        <ShopLink to="basket" className="shop-button">
          {intl.formatMessage({ id: 'checkout.retry.toBasket', defaultMessage: 'Back to basket' })}
        </ShopLink>
      )}
    </section>
  );
}
