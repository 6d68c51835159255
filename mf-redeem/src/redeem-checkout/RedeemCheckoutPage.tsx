import { clearRedeemToken, leaveSiteWarning, type RemotePageProps, ShopLink, useFormatMoney, useLocation, useNavigate, usePageMeta, useStorefront } from '@shop/shared';
import { usePostcodeLookup } from '@shop/shared/address';
import { SkeletonBlock, SkeletonTitle } from '@shop/shared/skeleton';
import {
  type AddressField,
  addressCountry,
  addressFieldOrder,
  hasPostcodeLookup,
  houseNumberStyle,
  postalAddressSchema,
  redeemCheckoutSchema,
  validationMessage,
} from '@shop/shared/validation';
import { Fragment, type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import * as v from 'valibot';
import { type PaymentChoice, PaymentMethodChoice } from '../common/PaymentMethodChoice';
import { RedeemBackLink } from '../common/RedeemBackLink';
import { RedeemSkeleton } from '../common/RedeemSkeleton';
import { RedeemBasketPanel } from '../common/RedeemBasketPanel';
import { RedeemUnavailable } from '../common/RedeemUnavailable';
import { CardProblemNotice } from '../common/CardProblem';
import { useCalendarDay } from '../common/calendar-day';
import { redeemCardProblem } from '../common/RedeemCards';
import { PLACE_REDEEM_MUTATION, REDEEM_CODES } from '../common/redeem-documents';
import { showGeneralError, useErrorText, useRedeem } from '../common/use-redeem';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemConfirmation } from './RedeemConfirmation';
import { useTopUp } from './use-top-up';

type Field = 'firstName' | 'lastName' | 'email' | 'emailConfirmation' | 'termsAccepted' | 'method' | 'scheduledAt' | `address.${AddressField}`;
/** The fields in the order of the form (the address in its country's order): the first invalid one gets the focus. */
const fieldsOf = (countryCode: string): readonly Field[] => [
  'firstName',
  'lastName',
  'email',
  'emailConfirmation',
  ...addressFieldOrder(countryCode).map((f) => `address.${f}` as const),
  'scheduledAt',
  'termsAccepted',
];

/**
 * Redeem checkout (spec §2 /guthaben-pruefen/kasse/, NL /saldocheck/checkout/): who receives the new
 * cards (digital cards and donations: a name and an e-mail address, spec §4 redeem flow entry), and the
 * top-up's payment when the chosen cards exceed the balance. With `?order=` it follows the placed redeem
 * to its confirmation (spec §3 RedeemOrder).
 */
export default function RedeemCheckoutPage(_props: RemotePageProps) {
  const { search } = useLocation();
  const orderUuid = new URLSearchParams(search).get('order');
  return <RedeemRoot>{orderUuid ? <RedeemConfirmation orderUuid={orderUuid} /> : <RedeemCheckout />}</RedeemRoot>;
}

function RedeemCheckout() {
  const intl = useIntl();
  const ids = useId();
  const client = useClient();
  const navigate = useNavigate();
  const money = useFormatMoney();
  const errorText = useErrorText();
  const calendarDay = useCalendarDay();
  const redeem = useRedeem();
  const topUp = useTopUp();
  // One key for this checkout: a double submit (or a retried request) places one redeem.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', emailConfirmation: '', termsAccepted: false });
  const [choice, setChoice] = useState<PaymentChoice>({ method: '', issuer: '' });
  /** Spec §4 delivery date: at once, or at a moment the shopper picks (the browser's local time). */
  const [schedule, setSchedule] = useState({ later: false, date: '', time: '09:00' });
  /** Where cards by post go (spec §4 redeem flow entry: asked only when a chosen card is physical). */
  const [address, setAddress] = useState<Record<AddressField, string>>({ postCode: '', houseNumber: '', suffix: '', street: '', city: '' });
  const { config } = useStorefront();
  // The cards go to an address in the storefront's country, asked in that country's order (Dutch: the
  // postcode first, and the lookup fills in street and city; ADR 0050).
  const country = addressCountry(config.countryCode);
  const fields = fieldsOf(country);
  const digitsOnly = houseNumberStyle(country) === 'digits';
  const lookup = usePostcodeLookup({ countryCode: country, ...address }, (found) => setAddress((current) => ({ ...current, ...found })));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  /** What the API said about the redeem as a whole (no balance left, out of stock …), read out above the button. */
  const [formError, setFormError] = useState<string | null>(null);
  usePageMeta({ title: intl.formatMessage({ id: 'redeem.checkout.title', defaultMessage: 'Redeem: your details' }), noindex: true }, 'redeem:checkout');

  if (redeem.state.phase === 'loading') {
    // The redeem on its way: the title, the receiver's fields beside the basket's summary.
    return (
      <RedeemSkeleton className="redeem-checkout" testId="redeem-checkout-skeleton">
        <SkeletonBlock width="120px" height="20px" />
        <SkeletonTitle width="50%" />
        <div className="redeem-shop-layout">
          <div className="redeem-shop-main">
            <SkeletonBlock width="70%" height="24px" />
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="shop-field">
                <SkeletonBlock width="120px" height="16px" />
                <SkeletonBlock height="44px" />
              </div>
            ))}
          </div>
          <SkeletonBlock className="redeem-shop-aside" height="280px" />
        </div>
      </RedeemSkeleton>
    );
  }
  if (redeem.state.phase === 'unavailable') {
    // Spec §8 "redeem data unavailable": expired, ended, or a link's unknown redeem; the way on is a new check.
    return (
      <div className="redeem-checkout">
        <RedeemBackLink />
        <h1>
          <FormattedMessage id="redeem.checkout.title" defaultMessage="Redeem: your details" />
        </h1>
        <RedeemUnavailable />
      </div>
    );
  }
  if (redeem.state.phase === 'none' || redeem.state.basket.packages.length === 0) {
    return (
      <div className="redeem-checkout">
        <RedeemBackLink />
        <h1>
          <FormattedMessage id="redeem.checkout.title" defaultMessage="Redeem: your details" />
        </h1>
        <p className="redeem-notice" data-testid="redeem-checkout-empty">
          <FormattedMessage id="redeem.checkout.empty" defaultMessage="You have not chosen any gift cards yet." />{' '}
          <ShopLink to={redeem.state.phase === 'none' ? 'balanceCheck' : 'redeemShop'}>
            <FormattedMessage id="redeem.checkout.back" defaultMessage="Back" />
          </ShopLink>
        </p>
      </div>
    );
  }
  const basket = redeem.state.basket;
  const toPay = basket.totals.priceToPay;
  const byPost = basket.packages.some((p) => p.items.some((item) => item.variation.variationType === 'PHYSICAL'));
  // Cards by e-mail (donations count as digital, spec §4): only they are sent at a chosen moment.
  const byEmail = basket.packages.some((p) => p.items.some((item) => item.variation.variationType !== 'PHYSICAL'));
  // When the cards by post arrive: the API's delivery window, the rule the shop's checkout shows too.
  const postDelivery = basket.physicalDelivery;
  const deliveryDay = (day: string) => calendarDay(day, { weekday: 'short', day: 'numeric', month: 'long' });
  // A card blocked or expired since its check: its balance no longer counts (the totals leave it out).
  const unusable = basket.cards.flatMap(({ card }) => {
    const code = redeemCardProblem(card);
    return code ? [{ card, code }] : [];
  });
  const translate = (id: string) => {
    const message = validationMessage(id);
    return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(redeemCheckoutSchema, { ...values, idempotencyKey });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as Field | undefined;
        if (key && !found[key]) found[key] = translate(issue.message);
      }
    }
    let postal: v.InferOutput<typeof postalAddressSchema> | null = null;
    if (byPost) {
      const checked = v.safeParse(postalAddressSchema, { ...address, countryCode: config.countryCode });
      if (checked.success) postal = checked.output;
      else {
        for (const issue of checked.issues) {
          const key = `address.${String(issue.path?.[0]?.key ?? 'postCode')}` as Field;
          if (!found[key]) found[key] = translate(issue.message);
        }
      }
    }
    let scheduledAt: string | null = null;
    if (schedule.later && byEmail) {
      const moment = new Date(`${schedule.date}T${schedule.time || '09:00'}`);
      if (!schedule.date || Number.isNaN(moment.getTime())) {
        found.scheduledAt = intl.formatMessage({ id: 'redeem.checkout.chooseDate', defaultMessage: 'Please choose a date' });
      } else scheduledAt = moment.toISOString();
    }
    if (toPay.cents > 0 && !choice.method) found.method = intl.formatMessage({ id: 'redeem.checkout.chooseMethod', defaultMessage: 'Please choose how to pay the top-up' });
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(`${ids}-${first.replace('address.', '')}`)?.focus();
    if (!parsed.success || Object.keys(found).length > 0) return;
    setFormError(null);
    setBusy(true);
    try {
      const result = await client.mutation(PLACE_REDEEM_MUTATION, { input: { ...parsed.output, scheduledAt, address: postal ? { ...postal, suffix: postal.suffix ?? null } : null } }, { handleErrors: false }).toPromise();
      const payload = result.data?.placeRedeemOrder;
      if (!payload) {
        showGeneralError({ message: '', code: -1, referencedRequestParameter: null });
        return;
      }
      const order = payload.order;
      if (!order) {
        const fieldErrors: Partial<Record<Field, string>> = {};
        for (const error of payload.errors) {
          const key = error.referencedRequestParameter?.replace('input.', '') as Field | undefined;
          if (key === ('address' as Field)) {
            fieldErrors['address.postCode'] = errorText(error);
            continue;
          }
          if (error.code === REDEEM_CODES.INVALID_INPUT && key && fields.includes(key)) fieldErrors[key] = errorText(error);
          else setFormError(errorText(error));
        }
        setErrors(fieldErrors);
        await redeem.refresh();
        return;
      }
      // Placed: the basket is the order now; this tab's redeem is over.
      leaveSiteWarning.detach();
      clearRedeemToken();
      const search = `?order=${encodeURIComponent(order.id)}`;
      if ((payload.amountToPay?.cents ?? 0) > 0) {
        const paid = await topUp(order.id, choice);
        if (!paid.ok) {
          for (const error of paid.errors) showGeneralError(error);
          navigate({ search });
        } else if (paid.waiting) navigate({ search });
        return;
      }
      navigate({ search });
    } finally {
      setBusy(false);
    }
  }

  const addressField = (name: AddressField, label: string, autoComplete?: string) => {
    const key = `address.${name}` as const;
    return (
      <div className="shop-field">
        <label htmlFor={`${ids}-${name}`}>{label}</label>
        <input
          id={`${ids}-${name}`}
          name={key}
          autoComplete={autoComplete}
          inputMode={name === 'houseNumber' && digitsOnly ? 'numeric' : undefined}
          value={address[name]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${ids}-${name}-error` : undefined}
          onChange={(event) => setAddress((current) => ({ ...current, [name]: event.target.value }))}
        />
        {errors[key] && (
          <p className="shop-field-error" id={`${ids}-${name}-error`}>
            {errors[key]}
          </p>
        )}
      </div>
    );
  };

  const field = (name: 'firstName' | 'lastName' | 'email' | 'emailConfirmation', label: string, type = 'text', autoComplete?: string) => (
    <div className="shop-field">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <input
        id={`${ids}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${ids}-${name}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] && (
        <p className="shop-field-error" id={`${ids}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="redeem-checkout">
      <RedeemBackLink />
      <h1>
        <FormattedMessage id="redeem.checkout.title" defaultMessage="Redeem: your details" />
      </h1>
      {unusable.map(({ card, code }) => (
        <CardProblemNotice
          key={card.id}
          role="status"
          text={errorText({ code, message: '', referencedRequestParameter: null })}
          code={code}
          cardNumber={card.maskedNumber}
          lastValidDay={card.lastValidDay}
          testId="redeem-checkout-card-problem"
        />
      ))}
      <div className="redeem-shop-layout">
        <form className="redeem-checkout-form redeem-shop-main" noValidate onSubmit={submit}>
          <h2 className="redeem-form-title">
            <FormattedMessage id="redeem.checkout.receiver" defaultMessage="Where shall we send your new gift cards?" />
          </h2>
          {field('firstName', intl.formatMessage({ id: 'redeem.checkout.firstName', defaultMessage: 'First name' }), 'text', 'given-name')}
          {field('lastName', intl.formatMessage({ id: 'redeem.checkout.lastName', defaultMessage: 'Last name' }), 'text', 'family-name')}
          {field('email', intl.formatMessage({ id: 'redeem.checkout.email', defaultMessage: 'E-mail' }), 'email', 'email')}
          {field('emailConfirmation', intl.formatMessage({ id: 'redeem.checkout.emailConfirmation', defaultMessage: 'Confirm e-mail' }), 'email', 'email')}
          {byPost && (
            <fieldset className="shop-fieldset redeem-schedule" data-testid="redeem-address">
              <legend>
                <FormattedMessage id="redeem.checkout.addressTitle" defaultMessage="Address for the cards by post" />
              </legend>
              {addressFieldOrder(country).map((name) => (
                <Fragment key={name}>
                  {name === 'postCode' && addressField(name, intl.formatMessage({ id: 'redeem.checkout.postCode', defaultMessage: 'Postcode' }), 'postal-code')}
                  {name === 'houseNumber' && addressField(name, intl.formatMessage({ id: 'redeem.checkout.houseNumber', defaultMessage: 'House number' }))}
                  {name === 'suffix' &&
                    (digitsOnly
                      ? addressField(name, intl.formatMessage({ id: 'redeem.checkout.suffix', defaultMessage: 'Addition (optional)' }))
                      : addressField(name, intl.formatMessage({ id: 'redeem.checkout.addition', defaultMessage: 'Address addition (optional)' }), 'address-line2'))}
                  {name === 'suffix' && hasPostcodeLookup(country) && (
                    <p className="redeem-hint" role="status" data-testid="postcode-lookup-note">
                      {lookup === 'looking' && <FormattedMessage id="redeem.checkout.lookupLooking" defaultMessage="Looking up the street and city …" />}
                      {lookup === 'found' && (
                        <FormattedMessage id="redeem.checkout.lookupFound" defaultMessage="We have filled in the street and city. Please check them." />
                      )}
                      {lookup === 'notFound' && (
                        <FormattedMessage
                          id="redeem.checkout.lookupNotFound"
                          defaultMessage="We could not find this postcode and house number. Please enter the street and city yourself."
                        />
                      )}
                    </p>
                  )}
                  {name === 'street' && addressField(name, intl.formatMessage({ id: 'redeem.checkout.street', defaultMessage: 'Street' }), 'address-line1')}
                  {name === 'city' && addressField(name, intl.formatMessage({ id: 'redeem.checkout.city', defaultMessage: 'City' }), 'address-level2')}
                </Fragment>
              ))}
              <p className="redeem-hint">
                <FormattedMessage id="redeem.checkout.country" defaultMessage="Country: {country}" values={{ country: config.countryCode }} />
              </p>
              <p className="redeem-delivery-window" data-testid="redeem-post-delivery">
                {postDelivery ? (
                  <FormattedMessage
                    id="redeem.checkout.postDelivery"
                    defaultMessage="The cards by post are dispatched on {dispatch} and arrive between {from} and {to}."
                    values={{ dispatch: deliveryDay(postDelivery.dispatchDate), from: deliveryDay(postDelivery.from), to: deliveryDay(postDelivery.to) }}
                  />
                ) : (
                  <FormattedMessage id="redeem.product.postDelivery" defaultMessage="By post it arrives in 2 to 4 working days." />
                )}
              </p>
            </fieldset>
          )}
          {byEmail && (
            <fieldset className="shop-fieldset redeem-schedule" aria-describedby={errors.scheduledAt ? `${ids}-scheduledAt-error` : undefined}>
              <legend>
                {byPost ? (
                  <FormattedMessage id="redeem.checkout.whenEmail" defaultMessage="When shall we send the cards by e-mail?" />
                ) : (
                  <FormattedMessage id="redeem.checkout.when" defaultMessage="When shall we send them?" />
                )}
              </legend>
              <label className="redeem-payment-option">
                <input type="radio" name="schedule" checked={!schedule.later} onChange={() => setSchedule((s) => ({ ...s, later: false }))} />
                {byPost ? (
                  <FormattedMessage id="redeem.checkout.deliveryEmail" defaultMessage="Right away: the cards by e-mail arrive within the hour." />
                ) : (
                  <FormattedMessage id="redeem.checkout.delivery" defaultMessage="Your new gift cards arrive by e-mail within an hour." />
                )}
              </label>
              <label className="redeem-payment-option">
                <input type="radio" name="schedule" checked={schedule.later} onChange={() => setSchedule((s) => ({ ...s, later: true }))} />
                <FormattedMessage id="redeem.checkout.later" defaultMessage="On a date I choose" />
              </label>
              {schedule.later && (
                <div className="redeem-schedule-moment">
                  <div className="shop-field">
                    <label htmlFor={`${ids}-scheduledAt`}>
                      <FormattedMessage id="redeem.checkout.date" defaultMessage="Date" />
                    </label>
                    <input
                      id={`${ids}-scheduledAt`}
                      type="date"
                      value={schedule.date}
                      aria-invalid={errors.scheduledAt ? true : undefined}
                      onChange={(event) => setSchedule((s) => ({ ...s, date: event.target.value }))}
                    />
                  </div>
                  <div className="shop-field">
                    <label htmlFor={`${ids}-time`}>
                      <FormattedMessage id="redeem.checkout.time" defaultMessage="Time" />
                    </label>
                    <input id={`${ids}-time`} type="time" value={schedule.time} onChange={(event) => setSchedule((s) => ({ ...s, time: event.target.value }))} />
                  </div>
                </div>
              )}
              {errors.scheduledAt && (
                <p className="shop-field-error" id={`${ids}-scheduledAt-error`}>
                  {errors.scheduledAt}
                </p>
              )}
            </fieldset>
          )}
          {toPay.cents > 0 && (
            <>
              <p className="redeem-topup-note" data-testid="redeem-topup-note">
                <FormattedMessage
                  id="redeem.checkout.topUpNote"
                  defaultMessage="Your balance does not cover your choice: you pay {amount} on top."
                  values={{ amount: money(toPay) }}
                />
              </p>
              <PaymentMethodChoice choice={choice} onChange={setChoice} error={errors.method ?? null} />
            </>
          )}
          <div className="shop-field is-check">
            <input
              id={`${ids}-termsAccepted`}
              type="checkbox"
              checked={values.termsAccepted}
              aria-invalid={errors.termsAccepted ? true : undefined}
              aria-describedby={errors.termsAccepted ? `${ids}-termsAccepted-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, termsAccepted: event.target.checked }))}
            />
            <label htmlFor={`${ids}-termsAccepted`}>
              <FormattedMessage id="redeem.checkout.terms" defaultMessage="I accept the terms and conditions" />
            </label>
            {errors.termsAccepted && (
              <p className="shop-field-error" id={`${ids}-termsAccepted-error`}>
                {errors.termsAccepted}
              </p>
            )}
          </div>
          {formError && (
            <p className="redeem-check-answer" role="alert" data-testid="redeem-checkout-error">
              {formError}
            </p>
          )}
          <button type="submit" className="shop-button" disabled={busy}>
            {toPay.cents > 0 ? (
              <FormattedMessage id="redeem.checkout.submitPay" defaultMessage="Redeem and pay {amount}" values={{ amount: money(toPay) }} />
            ) : (
              <FormattedMessage id="redeem.checkout.submit" defaultMessage="Redeem now" />
            )}
          </button>
        </form>
        <aside className="redeem-shop-aside">
          <RedeemBasketPanel basket={basket} />
          <ShopLink to="redeemShop" className="shop-button is-link">
            <FormattedMessage id="redeem.checkout.change" defaultMessage="Change my choice" />
          </ShopLink>
        </aside>
      </div>
    </div>
  );
}
