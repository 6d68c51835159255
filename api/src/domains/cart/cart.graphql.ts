/** The cart domain. Carts arrive in a later issue; for now only the badge query exists. */
export const cartTypeDefs = /* GraphQL */ `
  extend type Query {
    "The slim cart behind the basket badge (spec §3); null when this visitor has no cart."
    cartQuantity(orderUuid: String): SlimCart
  }

  "Slim cart for the badge (spec §3): order id, package ids, card and variation qty, packagesGroups packageIds."
  type SlimCart {
    id: ID!
    packageIds: [ID!]!
    cardQty: Int!
    variationQty: Int!
    packagesGroups: [SlimPackagesGroup!]!
    "What the badge shows: cards plus variations."
    totalQuantity: Int!
  }

  type SlimPackagesGroup {
    packageIds: [ID!]!
  }
`;
