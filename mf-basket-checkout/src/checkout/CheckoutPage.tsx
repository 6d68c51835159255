import { errorMessageFor, leaveSiteWarning, type RemotePageProps, ShopLink, useHref, useLocation, useNavigate, usePageMeta, mountsOnServerDocument, type ShopUser, useStorefront } from '@shop/shared';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckoutRoot } from '../CheckoutRoot';
import { apiFieldMessage, type FieldMessage, fieldOf } from '../common/api-errors';
import { allPackages } from '../common/tracking';
import { CartContext, useCartState } from '../common/use-cart';
import '../common/basket.css';
import { type CustomerType, type PlacedOrder, TOO_MANY_ATTEMPTS } from './checkout-query';
import { usePlacedOrder } from './use-placed-order';
import { trackBeginCheckout, trackPaymentInfo, trackShippingInfo } from './checkout-tracking';
import { DetailsStep } from './DetailsStep';
import { type DetailsValues, emptyDetails, fieldsInOrder, loadDetails, placeOrderInput, saveDetails, validateDetails } from './details-form';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { OrderOverviewModal, OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { type AddressChoice, needsAddress, ShippingStep } from './ShippingStep';
import { type CheckoutStep, StepIndicator } from './StepIndicator';
import { STEP_HEADING_ID, useFocusRequest } from './use-focus-request';
import { useSignedInCustomer } from './use-signed-in-customer';
import { type PaymentChoice, type PayOutcome, RETURNED_FROM_PROVIDER, showError, usePayment } from './use-payment';
import './checkout-page.css';

/** Spec §2 checkout `/kasse/` (NL `/bestellen/`): personal details, shipping, payment; retry mode after a failed payment. */
export default function CheckoutPage(_props: RemotePageProps) {
  return (
    <CheckoutRoot>
      <CheckoutScreen />
    </CheckoutRoot>
  );
}

/**
 * Spec §4 retry-payment mode: the URL carries `error` and `order` (and there is no redeem token). The
 * screen is keyed by the query, so a new failure (another `error`) starts it afresh.
 */
function CheckoutScreen() {
  const intl = useIntl();
  const { search } = useLocation();
  const title = intl.formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });
  usePageMeta({ title, noindex: true }, 'checkout:checkout');
  const query = new URLSearchParams(search);
  const error = query.get('error');
  const orderUuid = query.get('order');
  const retry = error && orderUuid && !query.get('redeemToken') ? { error, orderUuid } : null;
  return (
    <section className="checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{title}</h1>
      {retry ? <RetryCheckout key={search} error={retry.error} orderUuid={retry.orderUuid} /> : <NewCheckout />}
    </section>
  );
}

function useStepTitle(): (step: Exclude<CheckoutStep, 'success'>) => string {
  const intl = useIntl();
  return (step) => {
    const number = { details: 1, shipping: 2, payment: 3 }[step];
    const name = {
      details: intl.formatMessage({ id: 'checkout.steps.details', defaultMessage: 'Personal details' }),
      shipping: intl.formatMessage({ id: 'checkout.steps.shipping', defaultMessage: 'Shipping' }),
      payment: intl.formatMessage({ id: 'checkout.steps.payment', defaultMessage: 'Payment' }),
    }[step];
    return intl.formatMessage({ id: 'checkout.steps.heading', defaultMessage: 'Step {number} of 3: {name}' }, { number, name });
  };
}

type FormStep = Exclude<CheckoutStep, 'success'>;

/** The checkout step an address names: `?step=shipping` or `?step=payment`, else the details. */
export function stepOf(search: string): FormStep {
  const step = new URLSearchParams(search).get('step');
  return step === 'shipping' || step === 'payment' ? step : 'details';
}

const searchOf = (step: FormStep): string => (step === 'details' ? '' : `?step=${step}`);

/** A logged-in customer starts with the profile's name and e-mail (when nothing was entered yet). */
function initialDetails(countryCode: string, customer: ShopUser | null): DetailsValues {
  const values = loadDetails(countryCode);
  const profile = customer?.mainProfile;
  if (profile && !values.email && !values.firstName) {
    return { ...values, firstName: profile.firstName, lastName: profile.lastName, email: profile.email, emailConfirmation: profile.email };
  }
  return values;
}

function NewCheckout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useHref();
  const { config } = useStorefront();
  const cart = useCartState({ trackView: false });
  const payment = usePayment();
  const root = useRef<HTMLDivElement>(null);
  const focus = useFocusRequest(root);
  const stepTitle = useStepTitle();
  const { search } = useLocation();
  // The server knows nothing of what this tab entered before (sessionStorage) or of the signed-in
  // customer: the page hydrates with the empty form the server rendered and takes those up after.
  const [fromServer] = useState(mountsOnServerDocument);
  const customer = useSignedInCustomer();
  const [details, setDetails] = useState<DetailsValues>(() => (fromServer ? emptyDetails(config.countryCode) : initialDetails(config.countryCode, customer)));
  const [storedTakenUp, setStoredTakenUp] = useState(!fromServer);
  const [detailErrors, setDetailErrors] = useState<Record<string, FieldMessage>>({});
  const [choices, setChoices] = useState<Record<string, AddressChoice>>({});
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [overview, setOverview] = useState(false);
  const began = useRef(false);

  // The step is in the address (?step=shipping|payment), so the browser's Back and Forward move
  // between steps and a reload stays on one; once the order is placed, only paying is left.
  const step: FormStep = placed ? 'payment' : stepOf(search);

  const order = cart.order;
  const isEmpty = cart.status === 'ready' && (!order || allPackages(order).length === 0);

  useEffect(() => {
    if (storedTakenUp) saveDetails(details);
  }, [details, storedTakenUp]);
  useEffect(() => {
    if (storedTakenUp) return;
    // What was typed into the server's form before it hydrated stays; the rest comes from before. A
    // transition: React renders the form again in slices, not in one long task after hydrating.
    const blank = emptyDetails(config.countryCode);
    startTransition(() => {
      setStoredTakenUp(true);
      setDetails((current) => {
        const merged = { ...initialDetails(config.countryCode, customer) };
        for (const key of Object.keys(blank) as (keyof DetailsValues)[]) if (current[key] !== blank[key]) (merged as Record<string, unknown>)[key] = current[key];
        return merged;
      });
    });
  }, [storedTakenUp, config.countryCode, customer]);

  // An empty cart has nothing to check out: back to the basket.
  useEffect(() => {
    if (!isEmpty || placed) return;
    const basket = href('basket');
    if (basket) navigate(basket, { replace: true });
  }, [isEmpty, placed, href, navigate]);

  useEffect(() => {
    if (cart.status !== 'ready' || !order || began.current || allPackages(order).length === 0) return;
    began.current = true;
    trackBeginCheckout(order);
  }, [cart.status, order]);

  // A step change renders with the navigation (a transition, later than a state update): the focus
  // waits for the step it is meant for.
  const pendingFocus = useRef<{ step: FormStep; field: string | null } | null>(null);
  const goTo = useCallback(
    (next: FormStep, field: string | null = null, how: 'push' | 'replace' = 'push') => {
      if (next === stepOf(search)) {
        focus(field);
        return;
      }
      pendingFocus.current = { step: next, field };
      navigate({ search: searchOf(next) }, { replace: how === 'replace' });
    },
    [focus, navigate, search],
  );
  useEffect(() => {
    if (pendingFocus.current?.step !== step) return;
    focus(pendingFocus.current.field);
    pendingFocus.current = null;
  }, [step, focus]);

  // A later step opened by its address (a reload in another tab, a bookmark) with details that do not
  // pass: back to step 1, at the first field to fix.
  useEffect(() => {
    if (placed || step === 'details' || cart.status !== 'ready' || !storedTakenUp) return;
    const problems = validateDetails(details);
    const first = fieldsInOrder(details).find((f) => problems[f]);
    if (first) goTo('details', first, 'replace');
  }, [placed, step, details, goTo, cart.status, storedTakenUp]);

  if (cart.status === 'failed') {
    return (
      <div className="checkout-basket-message" role="alert">
        <p>{intl.formatMessage({ id: 'checkout.basket.failed', defaultMessage: 'Your basket could not be loaded.' })}</p>
        <button type="button" className="shop-button" onClick={() => void cart.reload()}>
          {intl.formatMessage({ id: 'checkout.basket.retry', defaultMessage: 'Try again' })}
        </button>
      </div>
    );
  }
  if (!order || isEmpty) return <CheckoutSkeleton />;

  const shipToCustomerAddress = order.shipments.some((s) => s.packages.length > 0 && needsAddress(s));

  const onPay = async (choice: PaymentChoice): Promise<PayOutcome> => {
    let orderUuid = placed?.id;
    if (!orderUuid) {
      const problems = validateDetails(details);
      const firstProblem = fieldsInOrder(details).find((f) => problems[f]);
      if (firstProblem) {
        goTo('details', firstProblem);
        return { ok: false, fieldErrors: [] };
      }
      const outcome = await payment.placeOrder(placeOrderInput(order.id, details, shipToCustomerAddress));
      if (!outcome.ok) {
        // The API runs the same schema: its field errors belong to step 1.
        const fromApi: Record<string, FieldMessage> = {};
        const formFields = new Set<string>(fieldsInOrder(details));
        for (const error of outcome.fieldErrors) {
          const field = fieldOf(error);
          if (field && formFields.has(field) && !fromApi[field]) fromApi[field] = apiFieldMessage(error);
        }
        // An error about something the form does not show (e.g. input.shipToCustomerAddress) goes to the error modal.
        const elsewhere = outcome.fieldErrors.find((error) => !formFields.has(fieldOf(error) ?? ''));
        if (elsewhere) showError(elsewhere);
        if (Object.keys(fromApi).length > 0) {
          setDetailErrors(fromApi);
          goTo('details', fieldsInOrder(details).find((f) => fromApi[f]) ?? null);
        }
        return { ok: false, fieldErrors: [] };
      }
      setPlaced(outcome.order);
      orderUuid = outcome.order.id;
    }
    trackPaymentInfo(order, choice.method);
    return payment.pay(orderUuid, choice);
  };

  return (
    <CartContext.Provider value={cart}>
      <div ref={root} className="checkout-flow" aria-busy={cart.busy || payment.busy}>
        <StepIndicator current={step} onSelect={placed ? undefined : (s) => goTo(s as FormStep)} />
        <div className="checkout-layout">
          <div className="checkout-main">
            <h2 id={STEP_HEADING_ID} className="checkout-step-title" tabIndex={-1}>
              {stepTitle(step)}
            </h2>
            {step === 'details' && (
              <DetailsStep
                values={details}
                onChange={setDetails}
                errors={detailErrors}
                onErrors={setDetailErrors}
                focusField={focus}
                headingId={STEP_HEADING_ID}
                signedIn={customer !== null}
                onContinue={() => goTo('shipping')}
              />
            )}
            {step === 'shipping' && (
              <ShippingStep
                order={order}
                details={details}
                choices={choices}
                onChoice={(tag, choice) => setChoices((all) => ({ ...all, [tag]: choice }))}
                focusField={focus}
                headingId={STEP_HEADING_ID}
                onBack={() => goTo('details')}
                onContinue={() => {
                  trackShippingInfo(order);
                  goTo('payment');
                }}
              />
            )}
            {step === 'payment' && (
              <>
                <PaymentStep
                  customerType={details.customerType}
                  total={order.totals.grandTotal}
                  busy={payment.busy || cart.busy}
                  onPay={onPay}
                  focusField={focus}
                  headingId={STEP_HEADING_ID}
                />
                {!placed && (
                  <button type="button" className="shop-button is-link" onClick={() => goTo('shipping')}>
                    {intl.formatMessage({ id: 'checkout.back', defaultMessage: 'Back' })}
                  </button>
                )}
              </>
            )}
          </div>
          <OrderSummary order={order} onOverview={() => setOverview(true)} />
        </div>
        <OrderOverviewModal order={order} open={overview} onClose={() => setOverview(false)} />
      </div>
    </CartContext.Provider>
  );
}


/** The message of a failed payment: 2035 / 2036 / 2037 (fraud: another method) from the error catalogue, or "cancelled". */
function useRetryMessage(): (error: string) => string {
  const intl = useIntl();
  return (error) => {
    if (error === RETURNED_FROM_PROVIDER) {
      return intl.formatMessage({ id: 'checkout.retry.open', defaultMessage: 'Your order is waiting for its payment. Choose a payment method to pay it, or go back to your basket.' });
    }
    if (error === 'cancelled') {
      return intl.formatMessage({ id: 'checkout.retry.cancelled', defaultMessage: 'Your payment was cancelled. Choose a payment method to try again.' });
    }
    const code = Number.parseInt(error, 10);
    return intl.formatMessage(errorMessageFor({ code: Number.isFinite(code) ? code : -1, referencedRequestParameter: null }));
  };
}

function RetryCheckout({ error, orderUuid }: { error: string; orderUuid: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useHref();
  const payment = usePayment();
  const root = useRef<HTMLDivElement>(null);
  const focus = useFocusRequest(root);
  const stepTitle = useStepTitle();
  const retryMessage = useRetryMessage();
  const { state, reload } = usePlacedOrder(orderUuid);
  const [overview, setOverview] = useState(false);


  const placed = state.status === 'ready' ? state.placed : null;
  const paid = !!placed && (placed.status === 'COMPLETED' || placed.payment?.status === 'AUTHORISED');
  const blocked = !placed || error === String(TOO_MANY_ATTEMPTS) || !placed.canRetry || placed.status !== 'PENDING';

  // Paid meanwhile (e.g. the bank confirmed late): the confirmation is the right page.
  useEffect(() => {
    if (!paid || !placed) return;
    const confirmation = href('confirmationOrder', { uuid: placed.id });
    if (confirmation) navigate(confirmation, { replace: true });
  }, [paid, placed, href, navigate]);

  // Leaving now would leave a pending order behind: the browser asks first (spec §4 leave-site warning).
  useEffect(() => {
    if (blocked || paid) return;
    leaveSiteWarning.attach(
      intl.formatMessage({ id: 'checkout.retry.leaveWarning', defaultMessage: 'Leave site? Your order is not paid yet.' }),
    );
    return () => leaveSiteWarning.detach();
  }, [blocked, paid, intl]);

  if (state.status === 'loading') return <CheckoutSkeleton />;
  if (state.status === 'failed') {
    return (
      <div className="checkout-basket-message" role="alert">
        <p>{intl.formatMessage({ id: 'checkout.retry.failed', defaultMessage: 'Your order could not be loaded.' })}</p>
        <button type="button" className="shop-button" onClick={() => void reload()}>
          {intl.formatMessage({ id: 'checkout.basket.retry', defaultMessage: 'Try again' })}
        </button>
      </div>
    );
  }
  if (!placed || placed.status === 'CANCELED') {
    return (
      <div className="checkout-basket-message" role="alert">
        <p>
          {placed
            ? intl.formatMessage({ id: 'checkout.retry.canceled', defaultMessage: 'This order was cancelled. Its gift cards are back in your basket.' })
            : intl.formatMessage({ id: 'checkout.retry.unknown', defaultMessage: 'We could not find this order.' })}
        </p>
        <ShopLink to="basket" className="shop-button">
          {intl.formatMessage({ id: 'checkout.retry.toBasket', defaultMessage: 'Back to basket' })}
        </ShopLink>
      </div>
    );
  }
  if (paid) return null;

  const customerType: CustomerType = placed.customerType;
  const pendingPayment = !placed.canRetry && (placed.payment?.status === 'PENDING' || placed.payment?.status === 'REDIRECTED');

  return (
    <div ref={root} className="checkout-flow" aria-busy={payment.busy}>
      <StepIndicator current="payment" />
      <div className="checkout-retry-message" role="alert" data-testid="retry-message">
        <p>{retryMessage(error)}</p>
        {blocked && !pendingPayment && (
          <p>
            {intl.formatMessage({
              id: 'checkout.retry.blocked',
              defaultMessage: 'This order cannot be paid again. Go back to your basket to order the gift cards again later.',
            })}
          </p>
        )}
        {pendingPayment && (
          <p>
            {intl.formatMessage({ id: 'checkout.retry.pending', defaultMessage: 'A payment for this order is still being processed.' })}{' '}
            <ShopLink to="paymentProcessing" search={`order=${encodeURIComponent(placed.id)}`} className="checkout-link">
              {intl.formatMessage({ id: 'checkout.retry.toProcessing', defaultMessage: 'Check the payment status' })}
            </ShopLink>
          </p>
        )}
      </div>
      <div className="checkout-layout">
        <div className="checkout-main">
          <h2 id={STEP_HEADING_ID} className="checkout-step-title" tabIndex={-1}>
            {stepTitle('payment')}
          </h2>
          <p className="checkout-order-number">
            {intl.formatMessage({ id: 'checkout.retry.orderNumber', defaultMessage: 'Order number {number}' }, { number: placed.orderNumber })}
          </p>
          {!blocked && (
            <PaymentStep
              customerType={customerType}
              total={placed.order.totals.grandTotal}
              busy={payment.busy}
              focusField={focus}
              headingId={STEP_HEADING_ID}
              onPay={(choice) => {
                trackPaymentInfo(placed.order, choice.method);
                return payment.pay(placed.id, choice);
              }}
            />
          )}
          <button type="button" className="shop-button is-secondary" disabled={payment.busy} onClick={() => void payment.discard(placed.id)}>
            {intl.formatMessage({ id: 'checkout.retry.toBasket', defaultMessage: 'Back to basket' })}
          </button>
        </div>
        <OrderSummary order={placed.order} onOverview={() => setOverview(true)} />
      </div>
      <OrderOverviewModal order={placed.order} open={overview} onClose={() => setOverview(false)} />
    </div>
  );
}

