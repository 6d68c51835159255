import { graphql } from '../graphql/__generated__';

export const SEND_CONTACT_REQUEST_MUTATION = graphql(/* GraphQL */ `
  mutation ContentSendContactRequest($input: ContactRequestInput!) {
    sendContactRequest(input: $input) { status errors { message code referencedRequestParameter } }
  }
`).toString();

/** How customer service is reached: the storefront's contact point and opening hours. */
export const CONTACT_DETAILS_QUERY = graphql(/* GraphQL */ `
  query ContentContactDetails {
    storeData {
      organization {
        contactPoint { email telephone }
        openingHours { dayOfWeek opens closes }
      }
    }
  }
`).toString();
