/**
 * The visitor as a user (spec §3 "User info", §7 userLogout). Accounts come later (getUserInfo,
 * checkUserExist, userLogin); today a visitor is a server-issued session (cart/session.ts), and
 * logging out ends it.
 */
export const userTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Spec §7 userLogout: ends the visitor's session. Spec §4: logout clears the user, prefill data,
    orders and cart, so the session's open cart is deleted, its placed orders are no longer shown to
    this browser, and the session cookie is expired. status is true once no session is left (also
    for a visitor who had none).
    """
    userLogout: StatusPayload!
  }

  "Spec §7: the answer of the user operations (userLogout; later userLogin and checkUserExist)."
  type StatusPayload {
    status: Boolean!
    errors: [ErrorEntry!]!
  }
`;
