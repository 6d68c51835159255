/** The card data page's query (spec §7 "{product} info query", behind the captcha and the PIN limits). */
import { graphql } from '../graphql/__generated__';
import type { CardDataFieldsFragment } from '../graphql/__generated__/graphql';

export type CardData = CardDataFieldsFragment;

export const CARD_DATA_FRAGMENT = graphql(/* GraphQL */ `
  fragment CardDataFields on CardData {
    maskedNumber status lastValidDay expired productTitle
    balance { value currency cents }
  }
`);

export const CARD_DATA_QUERY = graphql(/* GraphQL */ `
  query CardData($cardNumber: String!, $pin: String!, $captchaToken: String!) {
    cardData(cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
      data { ...CardDataFields }
      errors { message code referencedRequestParameter }
      cardStorefront { name balanceCheckUrl }
    }
  }
`).toString();
