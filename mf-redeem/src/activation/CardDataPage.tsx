import { type RemotePageProps, ShopLink, useClientActive, useFormatMoney, usePageMeta, useStartOnFirstTouch, useStorefront } from '@shop/shared';
import { CaptchaField } from '@shop/shared/captcha';
import { fieldValue, useSchemaForm } from '@shop/shared/forms';
import { balanceCheckSchema } from '@shop/shared/validation';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { CardNumberField, PinField } from '../common/CardFields';
import { useCalendarDay } from '../common/calendar-day';
import { CARD_STATE_CODES, CardProblem, CardProblemNotice, type CardStorefront, cardStateError } from '../common/CardProblem';
import { ACTIVATION_ERROR_CATALOGUE } from './activation-errors';
import { showGeneralError, useErrorText } from '../common/use-redeem';
import type { RedeemError } from '../common/redeem-documents';
import { RedeemRoot } from '../RedeemRoot';
import { activationMessages } from './messages';
import { CARD_DATA_QUERY, type CardData } from './card-data-documents';

/**
 * Card data (spec §2 /kartendaten/, spec §7 "{product} info query"): after the card number and the PIN
 * (and the robot check, with the balance check's limits), an activated card's balance, validity and
 * product, and how to spend it. Nothing is kept: a reload asks again. A card that cannot be shown
 * (blocked, not activated, another store's) or has expired gets the balance check's way on (CardProblem);
 * the form and its solved robot check stay, so another card is tried at once.
 */
export default function CardDataPage(_props: RemotePageProps) {
  return (
    <RedeemRoot catalogs={activationMessages}>
      <CardDataScreen />
    </RedeemRoot>
  );
}

function CardDataScreen() {
  const intl = useIntl();
  const client = useClient();
  const ids = useId();
  const { language } = useStorefront();
  const clientActive = useClientActive();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  // The captcha starts at the first touch of the form (or as the page hydrates, when begun on before).
  const { started, startOn } = useStartOnFirstTouch();
  const [card, setCard] = useState<CardData | null>(null);
  const [cardNumber, setCardNumber] = useState('');
  /** The answer about the card's state, with what its way on needs. */
  const [problem, setProblem] = useState<{ error: RedeemError; cardNumber: string; cardStorefront: CardStorefront | null } | null>(null);
  const errorText = useErrorText();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: 'redeem.cardData.title', defaultMessage: 'Your card data' });
  usePageMeta({ title, noindex: true }, 'redeem:card-data');

  /** The PIN is not kept on the page once it was used. */
  const forgetPin = () => {
    const pin = form.current?.elements.namedItem('pin');
    if (pin instanceof HTMLInputElement) pin.value = '';
  };
  const { form, onSubmit, fieldErrors, formError, busy } = useSchemaForm({
    schema: balanceCheckSchema,
    catalogue: ACTIVATION_ERROR_CATALOGUE,
    outsideFields: ['captchaToken'],
    read: (element) => ({ cardNumber: fieldValue(element, 'cardNumber'), pin: fieldValue(element, 'pin'), captchaToken: captchaToken ?? '' }),
    async send(input) {
      setCard(null);
      setProblem(null);
      try {
        const result = await client.query(CARD_DATA_QUERY, input, { requestPolicy: 'network-only', handleErrors: false }).toPromise();
        const answer = result.data?.cardData;
        if (!answer) {
          showGeneralError({ message: '', code: -1, referencedRequestParameter: null });
          return null;
        }
        const stateError = cardStateError(answer.errors);
        if (stateError) {
          // Said with its way on above the form, not as one sentence at the number; the PIN was right, and used.
          setProblem({ error: stateError, cardNumber: input.cardNumber, cardStorefront: answer.cardStorefront ?? null });
          forgetPin();
          return null;
        }
        if (answer.data) {
          setCard(answer.data);
          setCardNumber(input.cardNumber);
        }
        return answer.errors;
      } finally {
        setCaptchaRound((round) => round + 1);
      }
    },
    onDone: () => {
      forgetPin();
      requestAnimationFrame(() => resultHeading.current?.focus());
    },
  });

  return (
    <section className="redeem-balance-check redeem-card-data" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{title}</h1>
      <p>
        <FormattedMessage id="redeem.cardData.lead" defaultMessage="Enter your card number and PIN to see your card's balance and how long it is valid." />
      </p>
      {card && <CardFacts card={card} cardNumber={cardNumber} headingRef={resultHeading} />}
      <div className="redeem-check-form" {...startOn}>
        <form ref={form} id={`${ids}-form`} noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-form-title`} data-testid="card-data-form">
          <h2 id={`${ids}-form-title`} className="redeem-form-title">
            {card ? (
              <FormattedMessage id="redeem.cardData.another" defaultMessage="Look up another card" />
            ) : (
              <FormattedMessage id="redeem.activation.formTitle" defaultMessage="Your card" />
            )}
          </h2>
          {problem && (
            <CardProblemNotice
              text={errorText(problem.error)}
              code={problem.error.code}
              cardNumber={problem.cardNumber}
              cardStorefront={problem.cardStorefront}
              testId="card-data-error"
            />
          )}
          {formError && (
            <div className="redeem-check-answer" role="alert" data-testid="card-data-error">
              <p>{formError}</p>
            </div>
          )}
          <CardNumberField id={`${ids}-cardNumber`} error={fieldErrors.cardNumber} />
          <PinField id={`${ids}-pin`} error={fieldErrors.pin} />
        </form>
        <CaptchaField
          active={started}
          language={language}
          onChange={setCaptchaToken}
          resetKey={captchaRound}
          error={fieldErrors.captchaToken ?? null}
          unavailableText={intl.formatMessage({ id: 'redeem.captcha.unavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' })}
          classPrefix="redeem"
          testId="card-data-captcha"
        />
        <button type="submit" form={`${ids}-form`} className="shop-button" disabled={!clientActive || busy}>
          <FormattedMessage id="redeem.cardData.submit" defaultMessage="Show card data" />
        </button>
      </div>
    </section>
  );
}

function CardFacts({ card, cardNumber, headingRef }: { card: CardData; cardNumber: string; headingRef: React.Ref<HTMLHeadingElement> }) {
  const money = useFormatMoney();
  const calendarDay = useCalendarDay();
  return (
    <div className="redeem-check-result" data-testid="card-data-result">
      <h2 className="redeem-form-title" tabIndex={-1} ref={headingRef}>
        {card.productTitle} {card.maskedNumber}
      </h2>
      <dl className="redeem-facts">
        <div>
          <dt>
            <FormattedMessage id="redeem.cardData.balance" defaultMessage="Balance" />
          </dt>
          <dd data-testid="card-data-balance">{money(card.balance)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.activationSuccess.validUntil" defaultMessage="Valid until" />
          </dt>
          <dd>
            {card.lastValidDay ? (
              calendarDay(card.lastValidDay)
            ) : (
              <FormattedMessage id="redeem.cardData.noExpiry" defaultMessage="No expiry date" />
            )}
          </dd>
        </div>
      </dl>
      {card.expired ? (
        <div className="redeem-notice" role="status" data-testid="card-data-expired">
          <p>
            <FormattedMessage id="redeem.error.2042" defaultMessage="This gift card has expired." />
          </p>
          <CardProblem code={CARD_STATE_CODES.EXPIRED} cardNumber={cardNumber} />
        </div>
      ) : (
        <>
          <h3 className="redeem-form-title">
            <FormattedMessage id="redeem.cardData.howTitle" defaultMessage="How to use your card" />
          </h3>
          <ul className="redeem-steps">
            <li>
              <FormattedMessage id="redeem.cardData.howRedeem" defaultMessage="Exchange the balance for gift cards of your choice: check your balance and redeem." />
            </li>
            <li>
              <FormattedMessage id="redeem.cardData.howKeep" defaultMessage="Keep the card and its PIN safe: whoever knows both can spend the balance." />
            </li>
          </ul>
          <div className="redeem-actions">
            <ShopLink to="balanceCheck" className="shop-button">
              <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
            </ShopLink>
          </div>
        </>
      )}
    </div>
  );
}
