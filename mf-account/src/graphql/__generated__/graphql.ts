/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChangePasswordInput = {
  currentPassword: string;
  endOtherSessions?: boolean | null | undefined;
  password: string;
  passwordConfirmation: string;
};

export type RegisterUserInput = {
  captchaToken: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
  subscribed?: boolean | null | undefined;
};

export type ResetPasswordInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};

export type AccountCheckUserExistMutationVariables = Exact<{
  email: string;
  captchaToken: string;
}>;


export type AccountCheckUserExistMutation = { checkUserExist: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountLoginMutationVariables = Exact<{
  email: string;
  password: string;
  captchaToken: string;
}>;


export type AccountLoginMutation = { userLogin: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountRegisterMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type AccountRegisterMutation = { registerUser: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type AccountConfirmEmailMutation = { confirmUserEmail: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountForgotPasswordMutationVariables = Exact<{
  email: string;
  captchaToken: string;
}>;


export type AccountForgotPasswordMutation = { forgotPassword: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AccountResetPasswordMutation = { resetPassword: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AccountChangePasswordMutation = { changePassword: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountDeleteMutationVariables = Exact<{
  password: string;
}>;


export type AccountDeleteMutation = { deleteAccount: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { getUserInfo: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string, invoiceEmail: string | null, phoneNumber: string | null, vatNumber: string | null, address: { postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, administrativeArea: string | null, companyName: string | null } | null } } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const AccountCheckUserExistDocument = new TypedDocumentString(`
    mutation AccountCheckUserExist($email: String!, $captchaToken: String!) {
  checkUserExist(email: $email, captchaToken: $captchaToken) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountCheckUserExistMutation, AccountCheckUserExistMutationVariables>;
export const AccountLoginDocument = new TypedDocumentString(`
    mutation AccountLogin($email: String!, $password: String!, $captchaToken: String!) {
  userLogin(email: $email, password: $password, captchaToken: $captchaToken) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountLoginMutation, AccountLoginMutationVariables>;
export const AccountRegisterDocument = new TypedDocumentString(`
    mutation AccountRegister($input: RegisterUserInput!) {
  registerUser(input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountRegisterMutation, AccountRegisterMutationVariables>;
export const AccountConfirmEmailDocument = new TypedDocumentString(`
    mutation AccountConfirmEmail($token: String!) {
  confirmUserEmail(token: $token) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountConfirmEmailMutation, AccountConfirmEmailMutationVariables>;
export const AccountForgotPasswordDocument = new TypedDocumentString(`
    mutation AccountForgotPassword($email: String!, $captchaToken: String!) {
  forgotPassword(email: $email, captchaToken: $captchaToken) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountForgotPasswordMutation, AccountForgotPasswordMutationVariables>;
export const AccountResetPasswordDocument = new TypedDocumentString(`
    mutation AccountResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountResetPasswordMutation, AccountResetPasswordMutationVariables>;
export const AccountChangePasswordDocument = new TypedDocumentString(`
    mutation AccountChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountChangePasswordMutation, AccountChangePasswordMutationVariables>;
export const AccountDeleteDocument = new TypedDocumentString(`
    mutation AccountDelete($password: String!) {
  deleteAccount(password: $password) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountDeleteMutation, AccountDeleteMutationVariables>;
export const AccountProfileDocument = new TypedDocumentString(`
    query AccountProfile {
  getUserInfo {
    user {
      subscribed
      mainProfile {
        firstName
        lastName
        email
        invoiceEmail
        phoneNumber
        vatNumber
        address {
          postCode
          houseNumber
          suffix
          street
          city
          administrativeArea
          companyName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountProfileQuery, AccountProfileQueryVariables>;