import { useClientActive, useStartOnFirstTouch, useStorefront } from '@shop/shared';
import { CaptchaField } from '@shop/shared/captcha';
import { checkedValue, fieldValue, useSchemaForm } from '@shop/shared/forms';
import { doublerEntrySchema } from '@shop/shared/validation';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { CardNumberField, EmailField, PinField } from '../CardFields';
import { CardProblemNotice, type CardStorefront, cardStateError } from '../CardProblem';
import type { RedeemError } from '../redeem-documents';
import { DOUBLER_ERROR_CATALOGUE } from './doubler-errors';
import { showGeneralError, useErrorText } from '../use-redeem';
import { DoublerConditions } from './DoublerConditions';
import { type DoublerEntry, type DoublerPromotion, ENTER_DOUBLER_MUTATION } from './doubler-documents';

export interface KnownCard {
  cardNumber: string;
  pin: string;
  maskedNumber: string;
}

/**
 * The doubler's entry (spec §1 balance doubler): card number and PIN (or the card the shopper has just
 * checked, in the redeem flow's doubler modal), the e-mail the prize mail goes to, the conditions
 * accepted, the robot check. The shared schema checks first; the API runs the same one. A card that
 * cannot take part for its state (blocked, expired, not activated, another store's) gets the balance
 * check's way on (CardProblem) above the form; the form, its e-mail and its solved robot check stay.
 */
export function DoublerEntryForm({ promotion, knownCard, onEntered }: { promotion: DoublerPromotion; knownCard?: KnownCard; onEntered(entry: DoublerEntry): void }) {
  const intl = useIntl();
  const client = useClient();
  const ids = useId();
  const { language } = useStorefront();
  const clientActive = useClientActive();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The captcha starts at the first touch of the form (or as the page hydrates, when begun on before).
  const { started, startOn } = useStartOnFirstTouch(Boolean(knownCard));
  // The API's entry, handed on once the form is done (a ref: onDone runs in the same submit).
  const entry = useRef<DoublerEntry | null>(null);
  /** The answer about the card's state, with what its way on needs. */
  const [problem, setProblem] = useState<{ error: RedeemError; cardNumber: string; cardStorefront: CardStorefront | null } | null>(null);
  const errorText = useErrorText();

  const { form, onSubmit, fieldErrors, formError, busy } = useSchemaForm({
    schema: doublerEntrySchema,
    catalogue: DOUBLER_ERROR_CATALOGUE,
    outsideFields: ['captchaToken'],
    read: (element) => ({
      cardNumber: knownCard?.cardNumber ?? fieldValue(element, 'cardNumber'),
      pin: knownCard?.pin ?? fieldValue(element, 'pin'),
      email: fieldValue(element, 'email'),
      // The schema's input type is its accepted value; an unticked box (false) is what it refuses.
      acceptConditions: checkedValue(element, 'acceptConditions') as true,
      captchaToken: captchaToken ?? '',
    }),
    async send(input) {
      setProblem(null);
      try {
        const result = await client.mutation(ENTER_DOUBLER_MUTATION, { input }, { handleErrors: false }).toPromise();
        const payload = result.data?.enterDoubler;
        if (!payload) {
          showGeneralError({ message: '', code: -1, referencedRequestParameter: null });
          return null;
        }
        entry.current = payload.entry ?? null;
        const stateError = cardStateError(payload.errors);
        if (stateError) {
          setProblem({ error: stateError, cardNumber: input.cardNumber, cardStorefront: payload.cardStorefront ?? null });
          return null;
        }
        return payload.errors;
      } finally {
        setCaptchaRound((round) => round + 1);
      }
    },
    onDone: () => {
      if (entry.current) onEntered(entry.current);
    },
  });
  const error = (name: string) => fieldErrors[name] ?? null;

  return (
    <div className="redeem-check-form redeem-doubler-form" {...startOn}>
      <form ref={form} id={`${ids}-form`} noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`} data-testid="doubler-form">
        <h2 id={`${ids}-title`} className="redeem-form-title">
          {knownCard ? (
            <FormattedMessage id="redeem.doubler.formKnownCard" defaultMessage="Enter the card {card}" values={{ card: knownCard.maskedNumber }} />
          ) : (
            <FormattedMessage id="redeem.doubler.formTitle" defaultMessage="Take part with your card" />
          )}
        </h2>
        {problem && (
          <CardProblemNotice
            text={errorText(problem.error)}
            code={problem.error.code}
            cardNumber={problem.cardNumber}
            cardStorefront={problem.cardStorefront}
            testId="doubler-error"
          />
        )}
        {formError && (
          <div className="redeem-check-answer" role="alert" data-testid="doubler-error">
            <p>{formError}</p>
          </div>
        )}
        {!knownCard && (
          <>
            <CardNumberField id={`${ids}-cardNumber`} error={error('cardNumber')} />
            <PinField id={`${ids}-pin`} error={error('pin')} />
          </>
        )}
        <EmailField id={`${ids}-email`} error={error('email')} label={<FormattedMessage id="redeem.doubler.email" defaultMessage="Your e-mail address (we tell you if you win)" />} />
        <details className="redeem-doubler-rules">
          <summary>
            <FormattedMessage id="redeem.doubler.readConditions" defaultMessage="Read the conditions" />
          </summary>
          <DoublerConditions promotion={promotion} />
        </details>
        <div className="shop-field is-check">
          <input
            id={`${ids}-accept`}
            name="acceptConditions"
            type="checkbox"
            aria-invalid={error('acceptConditions') ? true : undefined}
            aria-describedby={error('acceptConditions') ? `${ids}-accept-error` : undefined}
          />
          <label htmlFor={`${ids}-accept`}>
            <FormattedMessage id="redeem.doubler.accept" defaultMessage="I accept the conditions of the balance doubler" />
          </label>
          {error('acceptConditions') && (
            <p className="shop-field-error" id={`${ids}-accept-error`}>
              {error('acceptConditions')}
            </p>
          )}
        </div>
      </form>
      <CaptchaField
        active={started}
        language={language}
        onChange={setCaptchaToken}
        resetKey={captchaRound}
        error={error('captchaToken')}
        unavailableText={intl.formatMessage({ id: 'redeem.captcha.unavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' })}
        classPrefix="redeem"
        testId="doubler-captcha"
      />
      <button type="submit" form={`${ids}-form`} className="shop-button" disabled={!clientActive || busy}>
        <FormattedMessage id="redeem.doubler.submit" defaultMessage="Take part now" />
      </button>
    </div>
  );
}
