import { useClientActive, useStorefront } from '@shop/shared';
import { CaptchaField } from '@shop/shared/captcha';
import { balanceCheckSchema, validationMessage } from '@shop/shared/validation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { CardNumberField, PinField } from '../common/CardFields';
import { REDEEM_CODES, type RedeemError } from '../common/redeem-documents';
import { useErrorText } from '../common/use-redeem';
import { CardProblemNotice, type CardStorefront } from '../common/CardProblem';

type Field = 'cardNumber' | 'pin' | 'captchaToken';

export interface CheckedCard {
  maskedNumber: string;
  balance: { value: number; currency: string };
}

export interface BalanceCheckFormProps {
  /** Sends the check; answers the API's errors (empty: the card was added). */
  onCheck(input: { cardNumber: string; pin: string; captchaToken: string }): Promise<{ errors: RedeemError[]; card: CheckedCard | null; cardStorefront?: CardStorefront | null } | null>;
  /** "Add extra card": the form asks for another card of the same redeem. */
  extraCard?: boolean;
}

/**
 * Card number (19 digits, shown in groups of four as typed), PIN (6 digits) and the robot check
 * (spec §5). Validated with the schema the API enforces; the API's answer about the card (unknown,
 * blocked, expired …) is shown above the fields and read out (role="alert"), with the way on where
 * there is one (CardProblem). A failed robot check is said at the captcha, and goes once it is solved.
 */
export function BalanceCheckForm({ onCheck, extraCard = false }: BalanceCheckFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useStorefront();
  const ids = useId();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [answer, setAnswer] = useState<{
    message: string;
    code: number;
    cardNumber: string;
    card: CheckedCard | null;
    cardStorefront: CardStorefront | null;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState(false);
  const clientActive = useClientActive();
  const numberInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);

  const translate = (id: string) => {
    const message = validationMessage(id);
    return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, message.values);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    // Read from the fields themselves: what was typed before the page hydrated counts too.
    const cardNumber = numberInput.current?.value ?? '';
    const pin = pinInput.current?.value ?? '';
    const parsed = v.safeParse(balanceCheckSchema, { cardNumber, pin, captchaToken: captchaToken ?? '' });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as Field | undefined;
        if (key && !errors[key]) errors[key] = translate(issue.message);
      }
      setFieldErrors(errors);
      if (errors.cardNumber) numberInput.current?.focus();
      else if (errors.pin) pinInput.current?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const result = await onCheck(parsed.output);
      if (!result) return;
      const [first] = result.errors;
      if (first) {
        if (first.code === REDEEM_CODES.CAPTCHA_FAILED) {
          // At the captcha: the widget solves a new challenge by itself, and its error goes with it.
          setFieldErrors({ captchaToken: errorText(first) });
        } else if (first.code === REDEEM_CODES.INVALID_INPUT && first.referencedRequestParameter) {
          const key = first.referencedRequestParameter.replace('input.', '') as Field;
          setFieldErrors({ [key]: errorText(first) });
        } else {
          setAnswer({
            message: errorText(first),
            code: first.code,
            cardNumber: parsed.output.cardNumber,
            card: result.card,
            cardStorefront: result.cardStorefront ?? null,
          });
        }
        return;
      }
      // Added: the form is ready for an extra card.
      if (numberInput.current) numberInput.current.value = '';
      if (pinInput.current) pinInput.current.value = '';
    } finally {
      setBusy(false);
      // A solution counts once: the next check needs a new one.
      setCaptchaRound((round) => round + 1);
    }
  }

  return (
    // The captcha widget stays outside the <form>: it would take over the form's submit (validating and
    // focusing itself); the submit button belongs to the form through its `form` attribute.
    <div className="redeem-check-form" data-testid="redeem-check-form" onFocusCapture={() => setStarted(true)} onPointerDownCapture={() => setStarted(true)}>
      <form id={`${ids}-form`} noValidate onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="redeem-form-title">
        {extraCard ? (
          <FormattedMessage id="redeem.check.extraTitle" defaultMessage="Add another card" />
        ) : (
          <FormattedMessage id="redeem.check.title" defaultMessage="Check your balance" />
        )}
      </h2>
      {answer && (
        <CardProblemNotice text={answer.message} code={answer.code} cardNumber={answer.cardNumber} cardStorefront={answer.cardStorefront} testId="redeem-check-error">
          {answer.card && (
            <p data-testid="redeem-test-card-balance">
              <FormattedMessage
                id="redeem.check.testCardBalance"
                defaultMessage="Balance of this card: {balance}"
                values={{ balance: intl.formatNumber(answer.card.balance.value, { style: 'currency', currency: answer.card.balance.currency }) }}
              />
            </p>
          )}
        </CardProblemNotice>
      )}
      <CardNumberField id={`${ids}-cardNumber`} inputRef={numberInput} error={fieldErrors.cardNumber} />
      <PinField id={`${ids}-pin`} inputRef={pinInput} error={fieldErrors.pin} />
      </form>
      <CaptchaField
        active={started}
        language={language}
        onChange={setCaptchaToken}
        resetKey={captchaRound}
        error={fieldErrors.captchaToken ?? null}
        unavailableText={intl.formatMessage({ id: 'redeem.captcha.unavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' })}
        classPrefix="redeem"
        testId="redeem-captcha"
      />
      <button type="submit" form={`${ids}-form`} className="shop-button" disabled={!clientActive || busy}>
        {extraCard ? (
          <FormattedMessage id="redeem.check.submitExtra" defaultMessage="Add card" />
        ) : (
          <FormattedMessage id="redeem.check.submit" defaultMessage="Check balance" />
        )}
      </button>
    </div>
  );
}
