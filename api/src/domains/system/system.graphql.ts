/**
 * The Query root and the types every domain shares. Domains add fields with `extend type Query`;
 * `type Mutation` is declared by the operator domain (the first with mutations), others extend it.
 */
export const systemTypeDefs = /* GraphQL */ `
  type Query {
    "A trivial query (benchmarks, connectivity checks); needs no storefront data."
    ping: String!
  }

  "An error entry of spec §8, returned in the errors list of every mutation payload."
  type ErrorEntry {
    message: String!
    "Numeric error code; -1 for an unexpected error."
    code: Int!
    "The request parameter at fault, if any."
    referencedRequestParameter: String
  }
`;
