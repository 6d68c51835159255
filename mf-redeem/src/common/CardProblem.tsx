import { ShopLink } from '@shop/shared';
import { type ContactHandOver, cardNumberDigits, formatCardNumber } from '@shop/shared/validation';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCalendarDay } from './calendar-day';

/** Spec §8 card states after a right PIN that have a way on: blocked, expired, not activated, another store. */
export const CARD_STATE_CODES = { BLOCKED: 2041, EXPIRED: 2042, NOT_ACTIVATED: 2043, OTHER_STORE: 2047 } as const;

const CARD_STATE_CODE_SET: ReadonlySet<number> = new Set(Object.values(CARD_STATE_CODES));

/** The API's error about the card's state (blocked, expired, not activated, another store) among an answer's errors, if any. */
export function cardStateError<E extends { code: number }>(errors: readonly E[]): E | undefined {
  return errors.find((error) => CARD_STATE_CODE_SET.has(error.code));
}

/** What the activation page takes from the balance check (router state, never in the URL). */
export interface ActivationHandOver {
  cardNumber: string;
}

/** The storefront a card of another store belongs to, when the API names it. */
export interface CardStorefront {
  name: string;
  balanceCheckUrl: string;
}

export interface CardProblemProps {
  code: number;
  /**
   * The card as the shopper knows it: its 19 digits as checked, or masked (•••• 1234) where the page
   * has no more (a card of the open redeem). Its last four name it; the whole number is carried to the
   * activation and into the message for customer service.
   */
  cardNumber: string;
  cardStorefront?: CardStorefront | null;
  /** The card's last valid day (YYYY-MM-DD), where the page knows it (an expired card's data). */
  lastValidDay?: string | null;
}

/**
 * The next step after a card state the shopper cannot redeem here (issue 35 item 10: one sentence and
 * no way on was a dead end), the same on every screen that checks a card (balance check, the redeem's
 * cards and checkout, the doubler, card data, activation): blocked → customer service, with a message
 * naming the card already written; expired → what it means, where the terms say how long a card is
 * valid, and customer service for goodwill; not activated → the activation, with the number carried
 * over; another store → that store's balance check when the API names it, else which shop to use.
 * Nothing for the other codes (their sentence says it all).
 */
export function CardProblem({ code, cardNumber, cardStorefront, lastValidDay }: CardProblemProps) {
  const intl = useIntl();
  const calendarDay = useCalendarDay();
  const digits = cardNumberDigits(cardNumber);
  const whole = /^\d{19}$/.test(digits);
  const lastFour = digits.slice(-4);
  // The card as customer service finds it: the whole number where the shopper typed it.
  const card = whole ? formatCardNumber(digits) : cardNumber;
  const contact = (message: string) => (
    <ShopLink to="contact" state={{ topic: 'BALANCE', message } satisfies ContactHandOver} className="redeem-next-step" data-testid="redeem-card-contact">
      <FormattedMessage id="redeem.cardProblem.contact" defaultMessage="Contact customer service" />
    </ShopLink>
  );
  switch (code) {
    case CARD_STATE_CODES.BLOCKED:
      return (
        <>
          <p>
            <FormattedMessage
              id="redeem.cardProblem.blocked"
              defaultMessage="A card is blocked, for example, when it was reported lost. Customer service can tell you why and what happens to its balance: give them the card ending in {lastFour}."
              values={{ lastFour }}
            />
          </p>
          <p>
            {contact(
              intl.formatMessage(
                { id: 'redeem.cardProblem.contactBlocked', defaultMessage: 'My gift card {card} is blocked. Why, and what happens to its balance?' },
                { card },
              ),
            )}
          </p>
        </>
      );
    case CARD_STATE_CODES.EXPIRED:
      return (
        <>
          {lastValidDay && (
            <p>
              <FormattedMessage id="redeem.cardProblem.validUntil" defaultMessage="It was valid until {day}." values={{ day: calendarDay(lastValidDay) }} />
            </p>
          )}
          <p>
            <FormattedMessage
              id="redeem.cardProblem.expired"
              defaultMessage="Its validity date has passed, so its balance can no longer be redeemed. Ask customer service whether a goodwill solution is possible: give them the card ending in {lastFour}."
              values={{ lastFour }}
            />
          </p>
          <p>
            {contact(
              intl.formatMessage(
                { id: 'redeem.cardProblem.contactExpired', defaultMessage: 'My gift card {card} has expired. Is a goodwill solution possible?' },
                { card },
              ),
            )}
          </p>
          <p>
            <ShopLink to="terms" className="redeem-next-step" data-testid="redeem-card-terms">
              <FormattedMessage id="redeem.cardProblem.terms" defaultMessage="How long a card is valid: our terms" />
            </ShopLink>
          </p>
        </>
      );
    case CARD_STATE_CODES.NOT_ACTIVATED:
      return (
        <>
          <p>
            <FormattedMessage
              id="redeem.cardProblem.notActivated"
              defaultMessage="A blank card gets its balance when you activate it with an amount of your choice. If you have just activated it: that takes up to 24 hours."
            />
          </p>
          <p>
            <ShopLink
              to="activation"
              state={whole ? ({ cardNumber: digits } satisfies ActivationHandOver) : undefined}
              className="redeem-next-step"
              data-testid="redeem-card-activate"
            >
              <FormattedMessage id="redeem.cardProblem.activate" defaultMessage="Activate this card" />
            </ShopLink>
          </p>
        </>
      );
    case CARD_STATE_CODES.OTHER_STORE:
      return cardStorefront ? (
        <>
          <p>
            <FormattedMessage
              id="redeem.cardProblem.otherStore"
              defaultMessage="It belongs to {shop}: check and redeem it there."
              values={{ shop: cardStorefront.name }}
            />
          </p>
          <p>
            <a href={cardStorefront.balanceCheckUrl} className="redeem-next-step" data-testid="redeem-card-storefront">
              <FormattedMessage id="redeem.cardProblem.toStorefront" defaultMessage="Check the balance at {shop}" values={{ shop: cardStorefront.name }} />
            </a>
          </p>
        </>
      ) : (
        <p>
          <FormattedMessage
            id="redeem.cardProblem.otherStoreUnnamed"
            defaultMessage="Check and redeem it in the shop it was bought from: its address is on the card and in the e-mail with the card."
          />
        </p>
      );
    default:
      return null;
  }
}

export interface CardProblemNoticeProps extends CardProblemProps {
  /** The API's sentence for the code, in the page's language. */
  text: string;
  testId: string;
  /** A problem the shopper's check just answered is read out (alert); one found on a page's load is not (status). */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** The answer about a card: the sentence, then its way on (CardProblem); one look on every screen. */
export function CardProblemNotice({ text, testId, role = 'alert', children, ...problem }: CardProblemNoticeProps) {
  return (
    <div className="redeem-check-answer" role={role} data-testid={testId}>
      <p>{text}</p>
      <CardProblem {...problem} />
      {children}
    </div>
  );
}
