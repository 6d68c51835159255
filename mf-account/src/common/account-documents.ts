import { type ResultErrorLike, resultErrorEntry } from '@shop/shared';
import { graphql } from '../graphql/__generated__';

/**
 * The account team's GraphQL documents (spec §7 account operations; issue 16). Every mutation answers
 * `status` and spec §8 `errors`. The visitor's user (getUserInfo) is read through @shop/shared's
 * `refreshUser`, which keeps the shell's header in step.
 */
export const CHECK_USER_EXIST_MUTATION = graphql(/* GraphQL */ `
  mutation AccountCheckUserExist($email: String!, $captchaToken: String!) {
    checkUserExist(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const LOGIN_MUTATION = graphql(/* GraphQL */ `
  mutation AccountLogin($email: String!, $password: String!, $captchaToken: String!) {
    userLogin(email: $email, password: $password, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const REGISTER_MUTATION = graphql(/* GraphQL */ `
  mutation AccountRegister($input: RegisterUserInput!) {
    registerUser(input: $input) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const CONFIRM_EMAIL_MUTATION = graphql(/* GraphQL */ `
  mutation AccountConfirmEmail($token: String!) {
    confirmUserEmail(token: $token) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const FORGOT_PASSWORD_MUTATION = graphql(/* GraphQL */ `
  mutation AccountForgotPassword($email: String!, $captchaToken: String!) {
    forgotPassword(email: $email, captchaToken: $captchaToken) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const RESET_PASSWORD_MUTATION = graphql(/* GraphQL */ `
  mutation AccountResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const CHANGE_PASSWORD_MUTATION = graphql(/* GraphQL */ `
  mutation AccountChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const DELETE_ACCOUNT_MUTATION = graphql(/* GraphQL */ `
  mutation AccountDelete($password: String!) {
    deleteAccount(password: $password) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export interface AccountError {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

/** Spec §8 codes this team's screens tell apart. */
export const ACCOUNT_CODES = {
  INVALID_INPUT: 2001,
  TOO_MANY_ATTEMPTS: 2036,
  CAPTCHA_FAILED: 2049,
  ALREADY_LOGGED_IN: 2065,
  COMMON_PASSWORD: 2067,
  INVALID_TOKEN: 2068,
  NOT_CONFIRMED: 2069,
} as const;

/** No answer and nothing more known: the shared generic error text. */
export const NETWORK_ERROR: AccountError = { code: 0, message: 'network', referencedRequestParameter: null };

/**
 * An answer without its payload: a connection failure (spec §8 'Oh oh, es gibt eine Störung': the network
 * or a gateway's 502/503/504), a GraphQL error, else the generic error.
 */
export function noAnswer(result: { error?: ResultErrorLike }): AccountError {
  return resultErrorEntry(result.error);
}

export const CUSTOMER_ORDERS_QUERY = graphql(/* GraphQL */ `
  query AccountOrders($paging: PagingInput) {
    customerOrders(paging: $paging) {
      data {
        total pageNumber itemsPerPage
        items { id orderNumber placedAt status kind cardCount invoiceUrl eInvoiceUrl underReview refused refundStatus grandTotal { value currency } }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

export const ORDER_DETAILS_QUERY = graphql(/* GraphQL */ `
  query AccountOrderDetails($orderUuid: String!) {
    placedOrder(orderUuid: $orderUuid) {
      data {
        id orderNumber status placedAt
        shipments {
          id deliveryType
          deliveryAddress { firstName lastName email street houseNumber suffix postCode city }
          packages { id qty variationType amount { value currency } product { id title } personalMessage }
        }
        totals { grandTotal { value currency } tax { value currency } adjustments { title price { value currency } } }
        payment { method status }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

export const ADDRESS_BOOK_QUERY = graphql(/* GraphQL */ `
  query AccountAddressBook {
    addressBook {
      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

export const SAVE_RECEIVER_MUTATION = graphql(/* GraphQL */ `
  mutation AccountSaveReceiver($id: ID, $input: SavedReceiverInput!) {
    saveReceiver(id: $id, input: $input) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const DELETE_SAVED_RECEIVER_MUTATION = graphql(/* GraphQL */ `
  mutation AccountDeleteSavedReceiver($id: ID!) {
    deleteSavedReceiver(id: $id) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const UPDATE_USER_DATA_MUTATION = graphql(/* GraphQL */ `
  mutation AccountUpdateUserData($input: UpdateUserDataInput!) {
    updateUserData(input: $input) { status errors { message code referencedRequestParameter } }
  }
`).toString();

export const REORDER_ORDER_QUERY = graphql(/* GraphQL */ `
  query AccountReorderOrder($orderUuid: String!) {
    reorderOrder(orderUuid: $orderUuid) {
      data {
        orderUuid orderNumber
        packages {
          id variationType quantity personalMessage available
          product { id title }
          amount { value cents currency }
          receiver { firstName lastName email addressLine }
          amountRule { fixedCents minCents maxCents }
        }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

export const REORDER_PACKAGES_MUTATION = graphql(/* GraphQL */ `
  mutation AccountReorderPackages($input: ReorderInput!) {
    reorderPackages(input: $input) { order { id } errors { message code referencedRequestParameter } }
  }
`).toString();
