import { useFormatMoney } from '@shop/shared';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { RedeemBasket } from './redeem-documents';

/** The redeem's checked cards: balance, currency and validity (spec §1 balance check answer). */
export function RedeemCards({ basket }: { basket: RedeemBasket }) {
  const money = useFormatMoney();
  return (
    <ul className="redeem-cards" data-testid="redeem-cards">
      {basket.cards.map(({ card }) => (
        <li key={card.id} className="redeem-card" data-testid="redeem-card">
          <span className="redeem-card-number">
            <FormattedMessage id="redeem.card.number" defaultMessage="Card {number}" values={{ number: card.maskedNumber }} />
          </span>
          <span className="redeem-card-balance">
            <FormattedMessage id="redeem.card.balance" defaultMessage="Balance" />{' '}
            <strong data-testid="redeem-card-balance">{money(card.balance)}</strong>
          </span>
          {card.validUntil && (
            <span className="redeem-card-valid">
              <FormattedMessage
                id="redeem.card.validUntil"
                defaultMessage="Valid until {date}"
                values={{ date: <FormattedDate value={card.validUntil} dateStyle="medium" /> }}
              />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
