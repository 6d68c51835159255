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

export const ACCOUNT_PROFILE_QUERY = graphql(/* GraphQL */ `
  query AccountProfile {
    getUserInfo {
      user {
        subscribed
        mainProfile {
          firstName lastName email invoiceEmail phoneNumber vatNumber
          address { postCode houseNumber suffix street city administrativeArea companyName }
        }
      }
    }
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

/** No answer (offline, the API down): the shared generic error text. */
export const NETWORK_ERROR: AccountError = { code: 0, message: 'network', referencedRequestParameter: null };
