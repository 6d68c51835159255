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

/** Spec §3 delivery type of a shipment. */
export type DeliveryType =
  | 'DIGITAL'
  | 'PHYSICAL';

/** REGULAR: bought; REDEEM: gift cards exchanged for others; ACTIVATION: an amount loaded onto a blank card (spec §3 order type activation). */
export type OrderKind =
  | 'ACTIVATION'
  | 'REDEEM'
  | 'REGULAR';

export type OrderStatus =
  | 'CANCELED'
  | 'CART'
  | 'COMPLETED'
  | 'PENDING';

/** 1-based page number; itemsPerPage is capped (100 for products and locations). */
export type PagingInput = {
  itemsPerPage?: number | null | undefined;
  pageNumber?: number | null | undefined;
};

export type PaymentMethodId =
  /** Apple Pay (a card in the shopper's Apple wallet); the front end offers it only where the browser can pay with it. */
  | 'applepay'
  | 'bancontact'
  | 'blik'
  | 'card'
  | 'eps'
  /** Google Pay (a card in the shopper's Google wallet). */
  | 'googlepay'
  | 'ideal'
  | 'invoice'
  /** Klarna, pay later (in Klarna's markets). */
  | 'klarna'
  | 'paypal';

export type PaymentStatus =
  | 'AUTHORISED'
  | 'CANCELLED'
  | 'CREATED'
  /** Paid for an order another payment had paid already: refunded automatically. */
  | 'DUPLICATE'
  | 'ERROR'
  | 'PENDING'
  | 'REDIRECTED'
  | 'REFUSED';

/** REQUESTED: value taken from the cards, provider asked; REFUNDED: confirmed; FAILED / REVERSED: the value went back to the cards. */
export type RefundStatus =
  | 'FAILED'
  | 'REFUNDED'
  | 'REQUESTED'
  | 'REVERSED';

export type RegisterUserInput = {
  captchaToken: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
  subscribed?: boolean | null | undefined;
};

export type ReorderInput = {
  orderUuid: string;
  packages: Array<ReorderPackageInput>;
};

export type ReorderPackageInput = {
  amountCents: number;
  /** A package id of the old order. */
  packageId: string;
  quantity: number;
  /** Digital cards: who receives them this time (by default the old receiver). */
  receiver?: ReorderReceiverInput | null | undefined;
};

export type ReorderReceiverInput = {
  email: string;
  firstName: string;
  lastName: string;
};

export type ResetPasswordInput = {
  password: string;
  passwordConfirmation: string;
  token: string;
};

export type SavedReceiverAddressInput = {
  city: string;
  companyName?: string | null | undefined;
  countryCode: string;
  houseNumber: string;
  postCode: string;
  street: string;
  suffix?: string | null | undefined;
};

export type SavedReceiverInput = {
  address?: SavedReceiverAddressInput | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
};

export type UpdateUserDataInput = {
  firstName: string;
  lastName: string;
  subscribed: boolean;
};

export type VariationType =
  | 'DIGITAL'
  | 'PHYSICAL';

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

export type AccountOrdersQueryVariables = Exact<{
  paging?: PagingInput | null | undefined;
}>;


export type AccountOrdersQuery = { customerOrders: { data: { total: number, pageNumber: number, itemsPerPage: number, items: Array<{ id: string, orderNumber: string, placedAt: string, status: OrderStatus, kind: OrderKind, cardCount: number, invoiceUrl: string | null, eInvoiceUrl: string | null, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, grandTotal: { value: number, currency: string } }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountOrderDetailsQueryVariables = Exact<{
  orderUuid: string;
}>;


export type AccountOrderDetailsQuery = { placedOrder: { data: { id: string, orderNumber: string, status: OrderStatus, placedAt: string, shipments: Array<{ id: string, deliveryType: DeliveryType, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, street: string | null, houseNumber: string | null, suffix: string | null, postCode: string | null, city: string | null } | null, packages: Array<{ id: string, qty: number, variationType: VariationType, personalMessage: string | null, amount: { value: number, currency: string }, product: { id: string, title: string } }> }>, totals: { grandTotal: { value: number, currency: string }, tax: { value: number, currency: string }, adjustments: Array<{ title: string, price: { value: number, currency: string } }> }, payment: { method: PaymentMethodId, status: PaymentStatus } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountAddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAddressBookQuery = { addressBook: { data: Array<{ id: string, firstName: string, lastName: string, email: string | null, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string | null, street: string, city: string, companyName: string | null } | null }> | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountSaveReceiverMutationVariables = Exact<{
  id?: string | null | undefined;
  input: SavedReceiverInput;
}>;


export type AccountSaveReceiverMutation = { saveReceiver: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountDeleteSavedReceiverMutationVariables = Exact<{
  id: string;
}>;


export type AccountDeleteSavedReceiverMutation = { deleteSavedReceiver: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountUpdateUserDataMutationVariables = Exact<{
  input: UpdateUserDataInput;
}>;


export type AccountUpdateUserDataMutation = { updateUserData: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountReorderOrderQueryVariables = Exact<{
  orderUuid: string;
}>;


export type AccountReorderOrderQuery = { reorderOrder: { data: { orderUuid: string, orderNumber: string, packages: Array<{ id: string, variationType: VariationType, quantity: number, personalMessage: string | null, available: boolean, product: { id: string, title: string } | null, amount: { value: number, cents: number, currency: string }, receiver: { firstName: string | null, lastName: string | null, email: string | null, addressLine: string | null } | null, amountRule: { fixedCents: Array<number> | null, minCents: number, maxCents: number } | null }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AccountReorderPackagesMutationVariables = Exact<{
  input: ReorderInput;
}>;


export type AccountReorderPackagesMutation = { reorderPackages: { order: { id: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

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
export const AccountOrdersDocument = new TypedDocumentString(`
    query AccountOrders($paging: PagingInput) {
  customerOrders(paging: $paging) {
    data {
      total
      pageNumber
      itemsPerPage
      items {
        id
        orderNumber
        placedAt
        status
        kind
        cardCount
        invoiceUrl
        eInvoiceUrl
        underReview
        refused
        refundStatus
        grandTotal {
          value
          currency
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderDetailsDocument = new TypedDocumentString(`
    query AccountOrderDetails($orderUuid: String!) {
  placedOrder(orderUuid: $orderUuid) {
    data {
      id
      orderNumber
      status
      placedAt
      shipments {
        id
        deliveryType
        deliveryAddress {
          firstName
          lastName
          email
          street
          houseNumber
          suffix
          postCode
          city
        }
        packages {
          id
          qty
          variationType
          amount {
            value
            currency
          }
          product {
            id
            title
          }
          personalMessage
        }
      }
      totals {
        grandTotal {
          value
          currency
        }
        tax {
          value
          currency
        }
        adjustments {
          title
          price {
            value
            currency
          }
        }
      }
      payment {
        method
        status
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountOrderDetailsQuery, AccountOrderDetailsQueryVariables>;
export const AccountAddressBookDocument = new TypedDocumentString(`
    query AccountAddressBook {
  addressBook {
    data {
      id
      firstName
      lastName
      email
      address {
        countryCode
        postCode
        houseNumber
        suffix
        street
        city
        companyName
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountAddressBookQuery, AccountAddressBookQueryVariables>;
export const AccountSaveReceiverDocument = new TypedDocumentString(`
    mutation AccountSaveReceiver($id: ID, $input: SavedReceiverInput!) {
  saveReceiver(id: $id, input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountSaveReceiverMutation, AccountSaveReceiverMutationVariables>;
export const AccountDeleteSavedReceiverDocument = new TypedDocumentString(`
    mutation AccountDeleteSavedReceiver($id: ID!) {
  deleteSavedReceiver(id: $id) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountDeleteSavedReceiverMutation, AccountDeleteSavedReceiverMutationVariables>;
export const AccountUpdateUserDataDocument = new TypedDocumentString(`
    mutation AccountUpdateUserData($input: UpdateUserDataInput!) {
  updateUserData(input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountUpdateUserDataMutation, AccountUpdateUserDataMutationVariables>;
export const AccountReorderOrderDocument = new TypedDocumentString(`
    query AccountReorderOrder($orderUuid: String!) {
  reorderOrder(orderUuid: $orderUuid) {
    data {
      orderUuid
      orderNumber
      packages {
        id
        variationType
        quantity
        personalMessage
        available
        product {
          id
          title
        }
        amount {
          value
          cents
          currency
        }
        receiver {
          firstName
          lastName
          email
          addressLine
        }
        amountRule {
          fixedCents
          minCents
          maxCents
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountReorderOrderQuery, AccountReorderOrderQueryVariables>;
export const AccountReorderPackagesDocument = new TypedDocumentString(`
    mutation AccountReorderPackages($input: ReorderInput!) {
  reorderPackages(input: $input) {
    order {
      id
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AccountReorderPackagesMutation, AccountReorderPackagesMutationVariables>;