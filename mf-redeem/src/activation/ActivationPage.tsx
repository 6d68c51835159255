import { type RemotePageProps, ShopLink, useClientActive, useFormatMoney, useHref, useLocation, usePageMeta, useStartOnFirstTouch, useStorefront } from '@shop/shared';
import { CaptchaField } from '@shop/shared/captcha';
import { fieldValue, useSchemaForm } from '@shop/shared/forms';
import { ACTIVATION_AMOUNT, activationAmountInputSchema, activationSchema, formatCardNumber } from '@shop/shared/validation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import * as v from 'valibot';
import { browserLocation } from '../common/browser-location';
import { CardNumberField, EmailField, PinField } from '../common/CardFields';
import { type PaymentChoice, PaymentMethodChoice } from '../common/PaymentMethodChoice';
import { ACTIVATION_ERROR_CATALOGUE } from './activation-errors';
import { showGeneralError, useErrorText } from '../common/use-redeem';
import type { RedeemError } from '../common/redeem-documents';
import { RedeemRoot } from '../RedeemRoot';
import { activationMessages } from './messages';
import { ACTIVATE_CARD_MUTATION } from './activation-documents';
import { type ActivationHandOver, CardProblemNotice, cardStateError } from '../common/CardProblem';

/** Suggested amounts: one tap for the usual ones, any whole amount of 10 to 500 by hand. */
export const SUGGESTED_AMOUNTS = [25, 50, 100] as const;

/** The form's rule: the shared activation schema (the API runs it), the amount as the field's text. */
const activationFormSchema = v.object({ ...activationSchema.entries, amount: activationAmountInputSchema });

/**
 * Activation of a blank card (spec §2 /aktivieren/, NL /activeren/; ADR 0024): card number and PIN
 * from the card, the amount to load (10–500, whole), the buyer's e-mail, the robot check, then the
 * payment at the provider. The provider sends the shopper back to the success page with the order. A
 * card that cannot be activated for its state (blocked, another store's) gets the balance check's way on
 * (CardProblem); the form and its solved robot check stay.
 */
export default function ActivationPage(_props: RemotePageProps) {
  return (
    <RedeemRoot catalogs={activationMessages}>
      <Activation />
    </RedeemRoot>
  );
}

function Activation() {
  const intl = useIntl();
  const client = useClient();
  const href = useHref();
  const money = useFormatMoney();
  const { language, config } = useStorefront();
  const ids = useId();
  const clientActive = useClientActive();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The captcha starts at the first touch of the form (or as the page hydrates, when begun on before).
  const { started, startOn } = useStartOnFirstTouch();
  const [amountText, setAmountText] = useState('');
  const [choice, setChoice] = useState<PaymentChoice>({ method: '', issuer: '' });
  /** The answer about the card's state, with the number its way on needs. */
  const [problem, setProblem] = useState<{ error: RedeemError; cardNumber: string } | null>(null);
  const errorText = useErrorText();
  // A card the balance check found not activated comes with its number (router state, never in the URL).
  // Filled in once the field is there (the page may wait for its texts), unless the shopper typed already.
  const carried = (useLocation().state as Partial<ActivationHandOver> | null)?.cardNumber;
  const carriedNumber = useRef<string | null>(null);
  carriedNumber.current = typeof carried === 'string' ? carried : null;
  const numberInput = useRef<HTMLInputElement | null>(null);
  const fillCarried = useCallback((input: HTMLInputElement | null) => {
    numberInput.current = input;
    if (input && !input.value && carriedNumber.current) input.value = formatCardNumber(carriedNumber.current);
  }, []);
  useEffect(() => {
    if (carried) fillCarried(numberInput.current);
  }, [carried, fillCarried]);
  const title = intl.formatMessage({ id: 'redeem.activation.title', defaultMessage: 'Activate your gift card' });
  usePageMeta({ title, description: intl.formatMessage({ id: 'redeem.activation.lead', defaultMessage: 'Load an amount of your choice onto your gift card. Once paid, the card is active within 24 hours and you get an e-mail.' }) }, 'redeem:activation');

  const { form, onSubmit, fieldErrors, setFieldErrors, formError, busy } = useSchemaForm({
    schema: activationFormSchema,
    catalogue: ACTIVATION_ERROR_CATALOGUE,
    outsideFields: ['captchaToken', 'method'],
    read: (element) => ({
      cardNumber: fieldValue(element, 'cardNumber'),
      pin: fieldValue(element, 'pin'),
      amount: fieldValue(element, 'amount'),
      email: fieldValue(element, 'email'),
      captchaToken: captchaToken ?? '',
    }),
    async send(input) {
      setProblem(null);
      if (!choice.method) {
        setFieldErrors({ method: intl.formatMessage({ id: 'redeem.activation.chooseMethod', defaultMessage: 'Please choose how to pay' }) });
        return null;
      }
      try {
        const result = await client
          .mutation(
            ACTIVATE_CARD_MUTATION,
            {
              input: {
                cardNumber: input.cardNumber,
                pin: input.pin,
                amountCents: input.amount * 100,
                email: input.email,
                captchaToken: input.captchaToken,
                paymentMethod: choice.method as never,
                issuer: choice.issuer || null,
              },
            },
            { handleErrors: false },
          )
          .toPromise();
        const payload = result.data?.activateCard;
        if (!payload) {
          showGeneralError({ message: '', code: -1, referencedRequestParameter: null });
          return null;
        }
        const stateError = cardStateError(payload.errors);
        if (stateError) {
          setProblem({ error: stateError, cardNumber: input.cardNumber });
          return null;
        }
        if (payload.errors.length > 0) return payload.errors;
        if (payload.action?.type === 'REDIRECT' && payload.action.url) {
          browserLocation.assign(payload.action.url);
          return null;
        }
        // An app payment confirmed without a page of the provider: follow it on the success page.
        const orderUuid = payload.activation?.orderUuid;
        const success = href('activationSuccess');
        if (orderUuid && success) browserLocation.assign(`${success}?order=${encodeURIComponent(orderUuid)}`);
        return null;
      } finally {
        // A solution counts once: the next attempt needs a new one.
        setCaptchaRound((round) => round + 1);
      }
    },
    onDone: () => {},
  });

  const parsedAmount = v.safeParse(activationAmountInputSchema, amountText);
  const amountLabel = parsedAmount.success ? money({ value: parsedAmount.output, currency: config.currency }) : null;
  const rangeText = { min: money({ value: ACTIVATION_AMOUNT.min, currency: config.currency }, { whole: true }), max: money({ value: ACTIVATION_AMOUNT.max, currency: config.currency }, { whole: true }) };
  const error = (name: string) => fieldErrors[name] ?? null;

  return (
    <section className="redeem-activation" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{title}</h1>
      <p>
        <FormattedMessage id="redeem.activation.lead" defaultMessage="Load an amount of your choice onto your gift card. Once paid, the card is active within 24 hours and you get an e-mail." />
      </p>
      <ol className="redeem-steps">
        <li>
          <FormattedMessage id="redeem.activation.step1" defaultMessage="Enter the card number from the back of the card and the PIN under the scratch field." />
        </li>
        <li>
          <FormattedMessage id="redeem.activation.step2" defaultMessage="Choose the amount ({min} to {max}) and pay it." values={rangeText} />
        </li>
        <li>
          <FormattedMessage id="redeem.activation.step3" defaultMessage="We activate the card within 24 hours and let you know by e-mail." />
        </li>
      </ol>
      <div className="redeem-check-form" {...startOn}>
        <form ref={form} id={`${ids}-form`} noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-form-title`} data-testid="activation-form">
          <h2 id={`${ids}-form-title`} className="redeem-form-title">
            <FormattedMessage id="redeem.activation.formTitle" defaultMessage="Your card" />
          </h2>
          {problem && <CardProblemNotice text={errorText(problem.error)} code={problem.error.code} cardNumber={problem.cardNumber} testId="activation-error" />}
          {formError && (
            <div className="redeem-check-answer" role="alert" data-testid="activation-error">
              <p>{formError}</p>
            </div>
          )}
          <CardNumberField id={`${ids}-cardNumber`} inputRef={fillCarried} error={error('cardNumber')} />
          <PinField id={`${ids}-pin`} error={error('pin')} />
          <fieldset className="shop-fieldset redeem-amounts redeem-activation-amount">
            <legend>
              <FormattedMessage id="redeem.activation.amount" defaultMessage="Amount to load ({min} to {max})" values={rangeText} />
            </legend>
            {SUGGESTED_AMOUNTS.map((amount) => (
              <button
                key={amount}
                type="button"
                className="redeem-amount-option"
                aria-pressed={amountText === String(amount)}
                onClick={() => setAmountText(String(amount))}
              >
                {money({ value: amount, currency: config.currency }, { whole: true })}
              </button>
            ))}
            <div className="shop-field redeem-amount-field">
              <label htmlFor={`${ids}-amount`}>
                <FormattedMessage id="redeem.activation.ownAmount" defaultMessage="Amount in whole {currency}" values={{ currency: config.currency }} />
              </label>
              <input
                id={`${ids}-amount`}
                name="amount"
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={amountText}
                onChange={(event) => setAmountText(event.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
                aria-invalid={error('amount') ? true : undefined}
                aria-describedby={error('amount') ? `${ids}-amount-error` : undefined}
              />
              {error('amount') && (
                <p className="shop-field-error" id={`${ids}-amount-error`}>
                  {error('amount')}
                </p>
              )}
            </div>
          </fieldset>
          <EmailField id={`${ids}-email`} error={error('email')} label={<FormattedMessage id="redeem.activation.email" defaultMessage="Your e-mail address (for the confirmation)" />} />
          <PaymentMethodChoice
            choice={choice}
            onChange={setChoice}
            error={error('method')}
            legend={<FormattedMessage id="redeem.activation.payWith" defaultMessage="Pay with" />}
          />
        </form>
        <CaptchaField
          active={started}
          language={language}
          onChange={setCaptchaToken}
          resetKey={captchaRound}
          error={error('captchaToken')}
          unavailableText={intl.formatMessage({ id: 'redeem.captcha.unavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' })}
          classPrefix="redeem"
          testId="activation-captcha"
        />
        <button type="submit" form={`${ids}-form`} className="shop-button" disabled={!clientActive || busy} data-testid="activation-submit">
          {amountLabel ? (
            <FormattedMessage id="redeem.activation.submitAmount" defaultMessage="Pay {amount} and activate" values={{ amount: amountLabel }} />
          ) : (
            <FormattedMessage id="redeem.activation.submit" defaultMessage="Pay and activate" />
          )}
        </button>
      </div>
      <p className="redeem-hint">
        <FormattedMessage
          id="redeem.activation.balanceHint"
          defaultMessage="Already activated? {link}"
          values={{
            link: (
              <ShopLink to="balanceCheck">
                <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
              </ShopLink>
            ),
          }}
        />
      </p>
    </section>
  );
}

