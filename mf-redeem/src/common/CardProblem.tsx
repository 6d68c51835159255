import { ShopLink } from '@shop/shared';
import { FormattedMessage } from 'react-intl';

/** Spec §8 card states after a right PIN that have a way on: blocked, expired, not activated, another store. */
export const CARD_STATE_CODES = { BLOCKED: 2041, EXPIRED: 2042, NOT_ACTIVATED: 2043, OTHER_STORE: 2047 } as const;

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
  /** The card's number as checked (19 digits): its last four name it to customer service. */
  cardNumber: string;
  cardStorefront?: CardStorefront | null;
}

/**
 * The next step after a card state the shopper cannot redeem here (issue 35 item 10: one sentence and
 * no way on was a dead end): blocked → customer service; expired → what it means, and customer
 * service for goodwill; not activated → the activation, with the number carried over; another
 * store → that store's balance check when the API names it, else which shop to use. Nothing for the
 * other codes (their sentence says it all).
 */
export function CardProblem({ code, cardNumber, cardStorefront }: CardProblemProps) {
  const lastFour = cardNumber.slice(-4);
  const contact = (
    <ShopLink to="contact" className="redeem-next-step" data-testid="redeem-card-contact">
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
          <p>{contact}</p>
        </>
      );
    case CARD_STATE_CODES.EXPIRED:
      return (
        <>
          <p>
            <FormattedMessage
              id="redeem.cardProblem.expired"
              defaultMessage="Its validity date has passed, so its balance can no longer be checked or redeemed. Ask customer service whether a goodwill solution is possible: give them the card ending in {lastFour}."
              values={{ lastFour }}
            />
          </p>
          <p>{contact}</p>
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
            <ShopLink to="activation" state={{ cardNumber } satisfies ActivationHandOver} className="redeem-next-step" data-testid="redeem-card-activate">
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
