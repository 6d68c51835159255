/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation AccountCheckUserExist($email: String!, $captchaToken: String!) {\n    checkUserExist(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountCheckUserExistDocument,
    "\n  mutation AccountLogin($email: String!, $password: String!, $captchaToken: String!) {\n    userLogin(email: $email, password: $password, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterUserInput!) {\n    registerUser(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountRegisterDocument,
    "\n  mutation AccountConfirmEmail($token: String!) {\n    confirmUserEmail(token: $token) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountConfirmEmailDocument,
    "\n  mutation AccountForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountForgotPasswordDocument,
    "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountResetPasswordDocument,
    "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountChangePasswordDocument,
    "\n  mutation AccountDelete($password: String!) {\n    deleteAccount(password: $password) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountDeleteDocument,
    "\n  query AccountOrders($paging: PagingInput) {\n    customerOrders(paging: $paging) {\n      data {\n        total pageNumber itemsPerPage\n        items { id orderNumber placedAt status kind cardCount invoiceUrl eInvoiceUrl underReview refused refundStatus grandTotal { value currency } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  query AccountOrderDetails($orderUuid: String!) {\n    placedOrder(orderUuid: $orderUuid) {\n      data {\n        id orderNumber status placedAt\n        shipments {\n          id deliveryType\n          deliveryAddress { firstName lastName email street houseNumber suffix postCode city }\n          packages { id qty variationType amount { value currency } product { id title } personalMessage }\n        }\n        totals { grandTotal { value currency } tax { value currency } adjustments { title price { value currency } } }\n        payment { method status }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountOrderDetailsDocument,
    "\n  query AccountAddressBook {\n    addressBook {\n      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountAddressBookDocument,
    "\n  mutation AccountSaveReceiver($id: ID, $input: SavedReceiverInput!) {\n    saveReceiver(id: $id, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountSaveReceiverDocument,
    "\n  mutation AccountDeleteSavedReceiver($id: ID!) {\n    deleteSavedReceiver(id: $id) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountDeleteSavedReceiverDocument,
    "\n  mutation AccountUpdateUserData($input: UpdateUserDataInput!) {\n    updateUserData(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountUpdateUserDataDocument,
    "\n  query AccountReorderOrder($orderUuid: String!) {\n    reorderOrder(orderUuid: $orderUuid) {\n      data {\n        orderUuid orderNumber\n        packages {\n          id variationType quantity personalMessage available\n          product { id title }\n          amount { value cents currency }\n          receiver { firstName lastName email addressLine }\n          amountRule { fixedCents minCents maxCents }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AccountReorderOrderDocument,
    "\n  mutation AccountReorderPackages($input: ReorderInput!) {\n    reorderPackages(input: $input) { order { id } errors { message code referencedRequestParameter } }\n  }\n": typeof types.AccountReorderPackagesDocument,
};
const documents: Documents = {
    "\n  mutation AccountCheckUserExist($email: String!, $captchaToken: String!) {\n    checkUserExist(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountCheckUserExistDocument,
    "\n  mutation AccountLogin($email: String!, $password: String!, $captchaToken: String!) {\n    userLogin(email: $email, password: $password, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountLoginDocument,
    "\n  mutation AccountRegister($input: RegisterUserInput!) {\n    registerUser(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountRegisterDocument,
    "\n  mutation AccountConfirmEmail($token: String!) {\n    confirmUserEmail(token: $token) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountConfirmEmailDocument,
    "\n  mutation AccountForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountForgotPasswordDocument,
    "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountResetPasswordDocument,
    "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountChangePasswordDocument,
    "\n  mutation AccountDelete($password: String!) {\n    deleteAccount(password: $password) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountDeleteDocument,
    "\n  query AccountOrders($paging: PagingInput) {\n    customerOrders(paging: $paging) {\n      data {\n        total pageNumber itemsPerPage\n        items { id orderNumber placedAt status kind cardCount invoiceUrl eInvoiceUrl underReview refused refundStatus grandTotal { value currency } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  query AccountOrderDetails($orderUuid: String!) {\n    placedOrder(orderUuid: $orderUuid) {\n      data {\n        id orderNumber status placedAt\n        shipments {\n          id deliveryType\n          deliveryAddress { firstName lastName email street houseNumber suffix postCode city }\n          packages { id qty variationType amount { value currency } product { id title } personalMessage }\n        }\n        totals { grandTotal { value currency } tax { value currency } adjustments { title price { value currency } } }\n        payment { method status }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountOrderDetailsDocument,
    "\n  query AccountAddressBook {\n    addressBook {\n      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountAddressBookDocument,
    "\n  mutation AccountSaveReceiver($id: ID, $input: SavedReceiverInput!) {\n    saveReceiver(id: $id, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountSaveReceiverDocument,
    "\n  mutation AccountDeleteSavedReceiver($id: ID!) {\n    deleteSavedReceiver(id: $id) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountDeleteSavedReceiverDocument,
    "\n  mutation AccountUpdateUserData($input: UpdateUserDataInput!) {\n    updateUserData(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.AccountUpdateUserDataDocument,
    "\n  query AccountReorderOrder($orderUuid: String!) {\n    reorderOrder(orderUuid: $orderUuid) {\n      data {\n        orderUuid orderNumber\n        packages {\n          id variationType quantity personalMessage available\n          product { id title }\n          amount { value cents currency }\n          receiver { firstName lastName email addressLine }\n          amountRule { fixedCents minCents maxCents }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AccountReorderOrderDocument,
    "\n  mutation AccountReorderPackages($input: ReorderInput!) {\n    reorderPackages(input: $input) { order { id } errors { message code referencedRequestParameter } }\n  }\n": types.AccountReorderPackagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCheckUserExist($email: String!, $captchaToken: String!) {\n    checkUserExist(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountCheckUserExistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountLogin($email: String!, $password: String!, $captchaToken: String!) {\n    userLogin(email: $email, password: $password, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRegister($input: RegisterUserInput!) {\n    registerUser(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountConfirmEmail($token: String!) {\n    confirmUserEmail(token: $token) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountConfirmEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountForgotPassword($email: String!, $captchaToken: String!) {\n    forgotPassword(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDelete($password: String!) {\n    deleteAccount(password: $password) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders($paging: PagingInput) {\n    customerOrders(paging: $paging) {\n      data {\n        total pageNumber itemsPerPage\n        items { id orderNumber placedAt status kind cardCount invoiceUrl eInvoiceUrl underReview refused refundStatus grandTotal { value currency } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrderDetails($orderUuid: String!) {\n    placedOrder(orderUuid: $orderUuid) {\n      data {\n        id orderNumber status placedAt\n        shipments {\n          id deliveryType\n          deliveryAddress { firstName lastName email street houseNumber suffix postCode city }\n          packages { id qty variationType amount { value currency } product { id title } personalMessage }\n        }\n        totals { grandTotal { value currency } tax { value currency } adjustments { title price { value currency } } }\n        payment { method status }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountOrderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountAddressBook {\n    addressBook {\n      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountAddressBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountSaveReceiver($id: ID, $input: SavedReceiverInput!) {\n    saveReceiver(id: $id, input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountSaveReceiverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDeleteSavedReceiver($id: ID!) {\n    deleteSavedReceiver(id: $id) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountDeleteSavedReceiverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountUpdateUserData($input: UpdateUserDataInput!) {\n    updateUserData(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountUpdateUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountReorderOrder($orderUuid: String!) {\n    reorderOrder(orderUuid: $orderUuid) {\n      data {\n        orderUuid orderNumber\n        packages {\n          id variationType quantity personalMessage available\n          product { id title }\n          amount { value cents currency }\n          receiver { firstName lastName email addressLine }\n          amountRule { fixedCents minCents maxCents }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AccountReorderOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountReorderPackages($input: ReorderInput!) {\n    reorderPackages(input: $input) { order { id } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').AccountReorderPackagesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
