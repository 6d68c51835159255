import { useFormatMoney } from '@shop/shared';
import { FormattedMessage } from 'react-intl';
import { useCalendarDay } from './calendar-day';
import { CARD_STATE_CODES, CardProblemNotice } from './CardProblem';
import type { RedeemBasket } from './redeem-documents';
import { useErrorText } from './use-redeem';

type RedeemCard = RedeemBasket['cards'][number]['card'];

/** Why a card of the open redeem no longer counts (blocked or expired since its check), as the API's card state code; null while it counts. */
export function redeemCardProblem(card: Pick<RedeemCard, 'status' | 'expired'>): number | null {
  if (card.status === 'BLOCKED') return CARD_STATE_CODES.BLOCKED;
  if (card.expired) return CARD_STATE_CODES.EXPIRED;
  return null;
}

/**
 * The redeem's checked cards: balance, currency and the last valid day, the day the card's mail prints
 * (spec §1 balance check answer). A card blocked or expired since its check says so, with its way on:
 * its balance no longer counts (the API's totals leave it out, as placing does).
 */
export function RedeemCards({ basket }: { basket: RedeemBasket }) {
  const money = useFormatMoney();
  const calendarDay = useCalendarDay();
  const errorText = useErrorText();
  return (
    <ul className="redeem-cards" data-testid="redeem-cards">
      {basket.cards.map(({ card }) => {
        const problem = redeemCardProblem(card);
        return (
          <li key={card.id} className="redeem-card" data-testid="redeem-card">
            <span className="redeem-card-number">
              <FormattedMessage id="redeem.card.number" defaultMessage="Card {number}" values={{ number: card.maskedNumber }} />
            </span>
            <span className="redeem-card-balance">
              <FormattedMessage id="redeem.card.balance" defaultMessage="Balance" />{' '}
              <strong data-testid="redeem-card-balance">{money(card.balance)}</strong>
            </span>
            {card.lastValidDay && (
              <span className="redeem-card-valid">
                <FormattedMessage id="redeem.card.validUntil" defaultMessage="Valid until {date}" values={{ date: calendarDay(card.lastValidDay, { dateStyle: 'medium' }) }} />
              </span>
            )}
            {problem && (
              <CardProblemNotice
                role="status"
                text={errorText({ code: problem, message: '', referencedRequestParameter: null })}
                code={problem}
                cardNumber={card.maskedNumber}
                lastValidDay={card.lastValidDay}
                testId="redeem-card-problem"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
