/**
 * The checkout's GraphQL documents and the shapes they answer (contract: api/src/domains/orders/orders.graphql.ts
 * and the cart types in api/src/domains/cart/cart.graphql.ts). A placed order carries the cart as it
 * was placed, selected with the basket's order fragment so the same components show both.
 */
import { type CartOrder, ERRORS, type ErrorEntry, ORDER_FRAGMENT } from '../basket/cart-query';

export type CustomerType = 'PRIVATE' | 'BUSINESS';
export type OrderStatus = 'CART' | 'PENDING' | 'COMPLETED' | 'CANCELED';
export type PaymentMethodId = 'ideal' | 'bancontact' | 'card' | 'paypal' | 'blik' | 'eps' | 'invoice';
export type PaymentStatus = 'CREATED' | 'REDIRECTED' | 'PENDING' | 'AUTHORISED' | 'REFUSED' | 'CANCELLED' | 'ERROR';
export type PaymentActionType = 'REDIRECT' | 'AWAIT' | 'NONE';

export interface PaymentMethodOption {
  id: PaymentMethodId;
  name: string;
  isApp: boolean;
  banks: { id: string; issuer: string }[];
}

export interface PaymentInfo {
  id: string;
  method: PaymentMethodId;
  status: PaymentStatus;
  pspReference: string | null;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  customerEmail: string;
  customerType: CustomerType;
  placedAt: string;
  failedAttempts: number;
  canRetry: boolean;
  payment: PaymentInfo | null;
  order: CartOrder;
}

/** What checkGiftCardPayment selects: the state, not the cart. */
export type PlacedOrderState = Omit<PlacedOrder, 'order'>;

export interface PhoneInput {
  dialCode: string;
  number: string;
}

export interface CheckoutAddressInput {
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix?: string;
  street: string;
  city: string;
}

export interface PlaceOrderInput {
  orderUuid: string;
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phone?: PhoneInput;
  address: CheckoutAddressInput;
  companyName?: string;
  kvkNumber?: string;
  vatNumber?: string;
  referenceNumber?: string;
  invoiceEmail?: string;
  termsAccepted: boolean;
  newsletter?: boolean;
  createAccount?: boolean;
  password?: string;
  shipToCustomerAddress?: boolean;
}

export interface AddPaymentInput {
  orderUuid: string;
  method: PaymentMethodId;
  issuer?: string;
  blikCode?: string;
  returnPath: string;
}

export interface PlaceOrderPayload {
  order: PlacedOrder | null;
  errors: ErrorEntry[];
}

export interface AddPaymentPayload {
  action: { type: PaymentActionType; url: string | null } | null;
  payment: PaymentInfo | null;
  order: PlacedOrderState | null;
  errors: ErrorEntry[];
}

export interface PaymentCheckResponse {
  order: PlacedOrderState | null;
  errors: ErrorEntry[];
}

const PLACED_ORDER_STATE = /* GraphQL */ `
  fragment CheckoutPayment on PaymentInfo { id method status pspReference }
  fragment CheckoutOrderState on PlacedOrder {
    id orderNumber status customerEmail customerType placedAt failedAttempts canRetry
    payment { ...CheckoutPayment }
  }
`;

const PLACED_ORDER = /* GraphQL */ `
  fragment CheckoutPlacedOrder on PlacedOrder {
    ...CheckoutOrderState
    order { ...BasketOrder }
  }
  ${PLACED_ORDER_STATE}
  ${ORDER_FRAGMENT}
`;

export const PAYMENT_METHODS_QUERY = /* GraphQL */ `
  query CheckoutPaymentMethods($customerType: CustomerType) {
    paymentMethods(customerType: $customerType) { id name isApp banks { id issuer } }
  }
`;

/** The checkout (retry), the payment processing page and the confirmation read a placed order with this. */
export const PLACED_ORDER_QUERY = /* GraphQL */ `
  query CheckoutPlacedOrder($orderUuid: String!) {
    placedOrder(orderUuid: $orderUuid) { data { ...CheckoutPlacedOrder } ${ERRORS} }
  }
  ${PLACED_ORDER}
`;

export const PLACE_ORDER_MUTATION = /* GraphQL */ `
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) { order { ...CheckoutPlacedOrder } ${ERRORS} }
  }
  ${PLACED_ORDER}
`;

export const ADD_PAYMENT_MUTATION = /* GraphQL */ `
  mutation AddGiftCardPayment($input: AddPaymentInput!) {
    addGiftCardPayment(input: $input) {
      action { type url }
      payment { ...CheckoutPayment }
      order { ...CheckoutOrderState }
      ${ERRORS}
    }
  }
  ${PLACED_ORDER_STATE}
`;

export const CHECK_PAYMENT_QUERY = /* GraphQL */ `
  query CheckGiftCardPayment($orderUuid: String!) {
    checkGiftCardPayment(orderUuid: $orderUuid) { order { ...CheckoutOrderState } ${ERRORS} }
  }
  ${PLACED_ORDER_STATE}
`;

export const DISCARD_ORDER_MUTATION = /* GraphQL */ `
  mutation DiscardOrder($orderUuid: String!) {
    discardOrder(orderUuid: $orderUuid) { order { id } ${ERRORS} }
  }
`;

/** Spec §8 payment errors. */
export const PAYMENT_REFUSED = 2035;
export const TOO_MANY_ATTEMPTS = 2036;
