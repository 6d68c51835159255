import { graphql } from '../graphql/__generated__';

/** A landing page of the catch-all /{path}/ with its blocks queue (issue 17). */
export const LANDING_PAGE_QUERY = graphql(/* GraphQL */ `
  query ContentLandingPage($path: String!) {
    landingPage(path: $path) {
      data {
        id
        slug
        path
        language
        metaTitle
        metaDescription
        hero {
          title
          subtitle
          image { url { href } alt width height }
          cta { label href }
        }
        sections {
          position
          type
          title
          bodyHtml
          queue {
            queueID
            items {
              __typename
              ... on Product { ...ContentProductCard }
            }
          }
          faq { question answer }
          usps { icon title text }
          testimonials { quote name city rating }
        }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

/** A landing page is looked up by the page's whole path (with its trailing slash), by the page and its route's loader alike. */
export function landingPageVariables(pathname: string): { path: string } {
  return { path: pathname };
}
