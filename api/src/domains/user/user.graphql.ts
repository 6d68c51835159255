/**
 * The visitor as a user (spec §3 "User info" and CustomerProfile, §7 the account operations; issue
 * 16, ADR 0020). Every mutation answers `status` and spec §8 `errors`; captcha-protected ones carry
 * the ALTCHA solution as `captchaToken`.
 */
export const userTypeDefs = /* GraphQL */ `
  extend type Query {
    "Spec §7 getUserInfo: the logged-in user's profile; user is null for a guest."
    getUserInfo: UserInfoPayload!
    "The logged-in account's address book, oldest first (issue 16). Guests get 2064."
    addressBook: AddressBookPayload!
    """
    Spec §7 checkUserExist(email, captchaToken) as the spec has it, a query: status true when the
    address has an account. The same rules as the mutation of that name (ADR 0059): a fresh captcha
    solution per ask, the per-IP limit, one per request, and POST only (never an e-mail in a URL).
    """
    checkUserExist(email: String!, captchaToken: String!): StatusPayload!
  }

  extend type Mutation {
    "checkUserExist (identify) as our screens send it, a mutation: the same as the query checkUserExist. Captcha; limited per IP."
    checkUserExist(email: String!, captchaToken: String!): StatusPayload!
    """
    Spec §7 userLogin: status true when logged in (a new session id). A wrong address and a wrong
    password get the same answer (2062); an unconfirmed address gets its confirmation mail again (2069).
    """
    userLogin(email: String!, password: String!, captchaToken: String!): StatusPayload!
    """
    Spec §7 userLogout: ends the visitor's session on the server. Spec §4: logout clears the user,
    prefill data, orders and cart, so a guest's open cart is deleted (an account's stays with the
    account), and the session cookie is expired. status is true once no session is left.
    """
    userLogout: StatusPayload!
    "Register: status true for every valid request; the confirmation (or 'you have an account') goes by mail."
    registerUser(input: RegisterUserInput!): StatusPayload!
    "The confirmation link's token: the address is confirmed and its earlier orders join the account."
    confirmUserEmail(token: String!): StatusPayload!
    "Forgot password: status true for every valid request; an account's address gets a link (one hour, once)."
    forgotPassword(email: String!, captchaToken: String!): StatusPayload!
    "The new-password link: sets the password; every session of the account ends."
    resetPassword(input: ResetPasswordInput!): StatusPayload!
    "Logged in: the current password first; a new session id; endOtherSessions logs out the other devices."
    changePassword(input: ChangePasswordInput!): StatusPayload!
    "Logged in: the account and its personal data go (orders stay as the shop's records); every session ends."
    deleteAccount(password: String!): StatusPayload!
    "Logged in: the name and the newsletter choice."
    updateUserData(input: UpdateUserDataInput!): StatusPayload!
    "Logged in: adds a receiver to the address book (no id) or changes one of the account's (id). At most 50."
    saveReceiver(id: ID, input: SavedReceiverInput!): SaveReceiverPayload!
    "Logged in: deletes one of the account's receivers."
    deleteSavedReceiver(id: ID!): StatusPayload!
  }

  type AddressBookPayload {
    data: [SavedReceiver!]
    errors: [ErrorEntry!]!
  }

  type SaveReceiverPayload {
    status: Boolean!
    receiver: SavedReceiver
    errors: [ErrorEntry!]!
  }

  "An address book entry: an e-mail address (digital cards), a postal address (cards by post) or both."
  type SavedReceiver {
    id: ID!
    firstName: String!
    lastName: String!
    email: String
    address: SavedReceiverAddress
  }

  type SavedReceiverAddress {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String
    street: String!
    city: String!
    companyName: String
  }

  input SavedReceiverInput {
    firstName: String!
    lastName: String!
    email: String
    address: SavedReceiverAddressInput
  }

  input SavedReceiverAddressInput {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String
    street: String!
    city: String!
    companyName: String
  }

  input UpdateUserDataInput {
    firstName: String!
    lastName: String!
    subscribed: Boolean!
  }

  "Spec §7: the answer of the user operations."
  type StatusPayload {
    status: Boolean!
    errors: [ErrorEntry!]!
  }

  type UserInfoPayload {
    user: UserInfo
  }

  "Spec §3 User info."
  type UserInfo {
    mainProfile: CustomerProfile!
    subscribed: Boolean!
  }

  "Spec §3 CustomerProfile."
  type CustomerProfile {
    firstName: String!
    lastName: String!
    email: String!
    invoiceEmail: String
    phoneNumber: String
    vatNumber: String
    address: CustomerAddress
  }

  type CustomerAddress {
    postCode: String
    houseNumber: String
    suffix: String
    street: String
    city: String
    administrativeArea: String
    companyName: String
  }

  input RegisterUserInput {
    firstName: String!
    lastName: String!
    email: String!
    password: String!
    passwordConfirmation: String!
    subscribed: Boolean
    captchaToken: String!
  }

  input ResetPasswordInput {
    token: String!
    password: String!
    passwordConfirmation: String!
  }

  input ChangePasswordInput {
    currentPassword: String!
    password: String!
    passwordConfirmation: String!
    endOtherSessions: Boolean
  }
`;
