import { graphql } from '../graphql/__generated__';

/** A product as this team's teasers show it (blog articles, landing pages, the business page). */
export const CONTENT_PRODUCT_CARD_FRAGMENT = graphql(/* GraphQL */ `
  fragment ContentProductCard on Product {
    id
    title
    path
    backgroundColor
    showShadow
    image { url { href } alt width height }
  }
`);
