import { graphql } from '../graphql/__generated__';

/** The helpdesk FAQ by topic, filtered by the search (issue 17). */
export const HELPDESK_QUERY = graphql(/* GraphQL */ `
  query ContentHelpdesk($search: String) {
    helpdesk(search: $search) {
      data {
        search
        total
        topics { key title entries { id question answer } }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();
