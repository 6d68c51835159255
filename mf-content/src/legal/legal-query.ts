import type { RouteKey } from '@shop/shared';
import { graphql } from '../graphql/__generated__';

/** A legal page of the storefront (issue 17): sanitised HTML from the API. The page and its route's loader ask with legalPageVariables. */
export const LEGAL_PAGE_QUERY = graphql(/* GraphQL */ `
  query ContentLegalPage($key: String!) {
    legalPage(key: $key) {
      data { key title bodyHtml language updatedAt }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

/** The text is the route key's: the imprint route asks for `imprint`. */
export function legalPageVariables(routeKey: RouteKey): { key: string } {
  return { key: routeKey };
}
