import { graphql } from '../graphql/__generated__';

/**
 * What the business page shows (spec §2 business form page): the gift cards a company can request
 * (with the amount ranges of their digital and physical variations), the service fee per card by the
 * number of cards, the storefront's business logo and its business team's contact.
 */
export const BUSINESS_PAGE_QUERY = graphql(/* GraphQL */ `
  query ContentBusinessPage {
    products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 100, pageNumber: 1 }) {
      items {
        ...ContentProductCard
        slug
        inStock
        digitalVariationConfig { minPrice { value currency } maxPrice { value currency } }
        physicalVariationConfig { minPrice { value currency } maxPrice { value currency } }
      }
    }
    businessVolumePrices { minQuantity serviceFee { value currency } }
    storeData {
      businessLogo {
        desktop { url { href } alt width height }
        mobile { url { href } alt width height }
      }
      businessContact { companyName email phone }
    }
  }
`).toString();

/** The quote form (issue 17): the request's id when it was received, else the errors by field. */
export const REQUEST_BUSINESS_QUOTE_MUTATION = graphql(/* GraphQL */ `
  mutation ContentRequestBusinessQuote($input: QuoteRequestInput!) {
    requestBusinessQuote(input: $input) { id number errors { message code referencedRequestParameter } }
  }
`).toString();
