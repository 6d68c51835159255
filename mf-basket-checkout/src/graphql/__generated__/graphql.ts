/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddPaymentInput = {
  /** BLIK: the 6-digit code from the banking app. */
  blikCode?: string | null | undefined;
  /** iDEAL / EPS bank id. */
  issuer?: string | null | undefined;
  method: PaymentMethodId;
  orderUuid: string;
  /** Where the provider sends the browser back: a path of this shop (the payment processing page). */
  returnPath: string;
};

export type AdjustmentType =
  | 'REGISTERED_SHIPPING'
  | 'SERVICE_FEE'
  | 'SHIPPING';

/**
 * Spec §3 basket item kinds, as the spec spells them ({product} = giftcard): GIFTCARD,
 * BLANK_GIFTCARD_PACK, DONATION, WRAPPER, DIGITAL_WRAPPER, GIFT_PACKING, PERSONAL_MESSAGE. The API
 * answers these; the two older spellings stay for the deployed remotes (ADR 0059) and are never answered.
 */
export type BasketItemKind =
  /** Spec §3 line kind activation: the amount an activation order loads onto a blank card. */
  | 'ACTIVATION'
  /** A pack of blank cards, activated with a value later (spec §3 BLANK_{product}_PACK). */
  | 'BLANK_GIFTCARD_PACK'
  | 'BLANK_GIFT_CARD_PACK'
  | 'DIGITAL_WRAPPER'
  | 'DONATION'
  /** A gift card (spec §3 {product}). */
  | 'GIFTCARD'
  | 'GIFT_CARD'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE'
  | 'WRAPPER';

export type CartReceiverInput = {
  /** Physical shipments. */
  address?: ReceiverAddressInput | null | undefined;
  /** Digital shipments. */
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  shipmentTag: string;
};

export type CheckoutAddressInput = {
  city: string;
  countryCode: string;
  houseNumber: string;
  postCode: string;
  street: string;
  suffix?: string | null | undefined;
};

/** Spec §3 customer type. */
export type CustomerType =
  | 'BUSINESS'
  | 'PRIVATE';

/** Spec §3 delivery mode. DEFAULT: not chosen yet, physical packages travel together like SINGLE. */
export type DeliveryMode =
  | 'DEFAULT'
  | 'SINGLE'
  | 'SPLIT';

/** Spec §3 delivery type of a shipment. */
export type DeliveryType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type OrderStatus =
  | 'CANCELED'
  | 'CART'
  | 'COMPLETED'
  | 'PENDING';

export type PaymentActionType =
  /** Wait on the payment processing screen and poll checkGiftCardPayment (app payments). */
  | 'AWAIT'
  /** Nothing to pay online (invoice): go to the confirmation. */
  | 'NONE'
  /** Send the browser to url (the provider's hosted payment page). */
  | 'REDIRECT';

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

export type PhoneInput = {
  /** Dialling code with +, e.g. +49. */
  dialCode: string;
  /** The number without the dialling code, digits only. */
  number: string;
};

export type PlaceOrderInput = {
  address: CheckoutAddressInput;
  /** Business customers. */
  companyName?: string | null | undefined;
  /** Guests: create an account with this order (password required then). */
  createAccount?: boolean | null | undefined;
  customerType: CustomerType;
  email: string;
  emailConfirmation: string;
  firstName: string;
  invoiceEmail?: string | null | undefined;
  kvkNumber?: string | null | undefined;
  lastName: string;
  newsletter?: boolean | null | undefined;
  /** The cart to place (the visitor's). */
  orderUuid: string;
  password?: string | null | undefined;
  phone?: PhoneInput | null | undefined;
  referenceNumber?: string | null | undefined;
  /** Physical receivers without an address get the customer's address. */
  shipToCustomerAddress?: boolean | null | undefined;
  termsAccepted: boolean;
  vatNumber?: string | null | undefined;
};

export type ReceiverAddressInput = {
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  city: string;
  companyName?: string | null | undefined;
  countryCode: string;
  houseNumber: string;
  postCode: string;
  street: string;
  suffix?: string | null | undefined;
};

/** REQUESTED: value taken from the cards, provider asked; REFUNDED: confirmed; FAILED / REVERSED: the value went back to the cards. */
export type RefundStatus =
  | 'FAILED'
  | 'REFUNDED'
  | 'REQUESTED'
  | 'REVERSED';

export type UpdateGiftCardPackageInput = {
  amountCents?: number | null | undefined;
  giftPacking?: boolean | null | undefined;
  packageId: string;
  /** null removes the message. */
  personalMessage?: string | null | undefined;
  quantity?: number | null | undefined;
  /** Move the package to this receiver (same delivery type). */
  shipmentTag?: string | null | undefined;
  /** null removes the wrapper. */
  wrapper?: VariationType | null | undefined;
};

export type VariationType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type CheckoutPaymentFragment = { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null };

export type CheckoutOrderStateFragment = { id: string, orderNumber: string, status: OrderStatus, customerEmail: string, customerType: CustomerType, placedAt: string, failedAttempts: number, canRetry: boolean, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null };

export type CheckoutPlacedOrderFragment = { id: string, orderNumber: string, status: OrderStatus, customerEmail: string, customerType: CustomerType, placedAt: string, failedAttempts: number, canRetry: boolean, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } }, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null };

export type CheckoutPaymentMethodsQueryVariables = Exact<{
  customerType?: CustomerType | null | undefined;
}>;


export type CheckoutPaymentMethodsQuery = { paymentMethods: Array<{ id: PaymentMethodId, name: string, isApp: boolean, banks: Array<{ id: string, issuer: string }> }> };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { id: string, orderNumber: string, status: OrderStatus, customerEmail: string, customerType: CustomerType, placedAt: string, failedAttempts: number, canRetry: boolean, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } }, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type AddGiftCardPaymentMutationVariables = Exact<{
  input: AddPaymentInput;
}>;


export type AddGiftCardPaymentMutation = { addGiftCardPayment: { action: { type: PaymentActionType, url: string | null } | null, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null, order: { id: string, orderNumber: string, status: OrderStatus, customerEmail: string, customerType: CustomerType, placedAt: string, failedAttempts: number, canRetry: boolean, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckGiftCardPaymentQueryVariables = Exact<{
  orderUuid: string;
}>;


export type CheckGiftCardPaymentQuery = { checkGiftCardPayment: { order: { id: string, orderNumber: string, status: OrderStatus, customerEmail: string, customerType: CustomerType, placedAt: string, failedAttempts: number, canRetry: boolean, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DiscardOrderMutationVariables = Exact<{
  orderUuid: string;
}>;


export type DiscardOrderMutation = { discardOrder: { order: { id: string, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckoutPlacedOrderQueryVariables = Exact<{
  orderUuid: string;
}>;


export type CheckoutPlacedOrderQuery = { placedOrder: { data: { id: string, orderNumber: string, status: OrderStatus, customerEmail: string, customerType: CustomerType, placedAt: string, failedAttempts: number, canRetry: boolean, underReview: boolean, refused: boolean, refundStatus: RefundStatus | null, order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } }, payment: { id: string, method: PaymentMethodId, status: PaymentStatus, pspReference: string | null } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckoutCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCustomerQuery = { getUserInfo: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string } } | null } };

export type BasketMoneyFragment = { value: number, currency: string, cents: number };

export type BasketVariationConfigFragment = { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } };

export type BasketOrderFragment = { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } };

export type BasketErrorFragment = { message: string, code: number, referencedRequestParameter: string | null };

export type BasketCartPayloadFragment = { order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> };

export type BasketCartQueryVariables = Exact<{
  orderUuid?: string | null | undefined;
}>;


export type BasketCartQuery = { cartV2: { data: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateGiftCardPackageMutationVariables = Exact<{
  input: UpdateGiftCardPackageInput;
}>;


export type UpdateGiftCardPackageMutation = { updateGiftCardPackage: { packageId: string | null, order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DeleteGiftCardPackageGroupMutationVariables = Exact<{
  shipmentTag: string;
  packageId?: string | null | undefined;
}>;


export type DeleteGiftCardPackageGroupMutation = { deleteGiftCardPackageGroup: { order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UpdateCartReceiverMutationVariables = Exact<{
  input: CartReceiverInput;
}>;


export type UpdateCartReceiverMutation = { updateCartReceiver: { order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ResetCartReceiverMutationVariables = Exact<{
  shipmentTag: string;
}>;


export type ResetCartReceiverMutation = { resetCartReceiver: { order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type SetShipmentDeliveryDateMutationVariables = Exact<{
  shipmentTag: string;
  scheduledAt?: string | null | undefined;
}>;


export type SetShipmentDeliveryDateMutation = { setShipmentDeliveryDate: { order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type SetCartDeliveryModeMutationVariables = Exact<{
  mode: DeliveryMode;
}>;


export type SetCartDeliveryModeMutation = { setCartDeliveryMode: { order: { id: string, currency: string, deliveryMode: DeliveryMode, limits: { maxCardsPerOrder: number, maxQuantityPerPackage: number }, shipments: Array<{ id: string, tag: string, deliveryType: DeliveryType, registered: boolean, delivery: { from: string, to: string, dispatchDate: string | null, scheduledAt: string | null }, deliveryAddress: { firstName: string | null, lastName: string | null, companyName: string | null, countryCode: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null, email: string | null } | null, packages: Array<{ id: string, shipmentTag: string, kind: BasketItemKind, variationId: string, variationType: VariationType, qty: number, personalMessage: string | null, giftPacking: { qty: number } | null, wrapper: { kind: BasketItemKind } | null, amount: { value: number, currency: string, cents: number }, total: { value: number, currency: string, cents: number }, product: { id: string, title: string, path: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, digitalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null, physicalVariationConfig: { hasFixedPrices: boolean, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } } | null }, items: Array<{ kind: BasketItemKind, qty: number, text: string | null, total: { value: number, currency: string, cents: number }, variation: { id: string, title: string, sku: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }> }> }>, groupedTotals: { digitalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, physicalTotal: { qty: number, price: { value: number, currency: string, cents: number } }, extra: { qty: number, price: { value: number, currency: string, cents: number } } }, totals: { subTotal: { value: number, currency: string, cents: number }, grandTotalWithoutTax: { value: number, currency: string, cents: number }, tax: { value: number, currency: string, cents: number }, grandTotal: { value: number, currency: string, cents: number }, adjustments: Array<{ title: string, adjustmentType: AdjustmentType, price: { value: number, currency: string, cents: number } }> }, packagesGroups: Array<{ tag: string, packageId: string, receiverTitle: string | null, receiverDescription: string | null, totalPrice: { value: number, currency: string, cents: number }, cardsPreviews: Array<{ productLabel: string, image: { alt: string, url: { href: string } }, color: { color: string, opacity: number } }> }>, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CheckoutSavedReceiversQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutSavedReceiversQuery = { addressBook: { data: Array<{ id: string, firstName: string, lastName: string, email: string | null, address: { countryCode: string, postCode: string, houseNumber: string, suffix: string | null, street: string, city: string, companyName: string | null } | null }> | null } };

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
export const CheckoutPaymentFragmentDoc = new TypedDocumentString(`
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}
    `, {"fragmentName":"CheckoutPayment"}) as unknown as TypedDocumentString<CheckoutPaymentFragment, unknown>;
export const CheckoutOrderStateFragmentDoc = new TypedDocumentString(`
    fragment CheckoutOrderState on PlacedOrder {
  id
  orderNumber
  status
  customerEmail
  customerType
  placedAt
  failedAttempts
  canRetry
  underReview
  refused
  refundStatus
  payment {
    ...CheckoutPayment
  }
}
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}`, {"fragmentName":"CheckoutOrderState"}) as unknown as TypedDocumentString<CheckoutOrderStateFragment, unknown>;
export const BasketMoneyFragmentDoc = new TypedDocumentString(`
    fragment BasketMoney on Money {
  value
  currency
  cents
}
    `, {"fragmentName":"BasketMoney"}) as unknown as TypedDocumentString<BasketMoneyFragment, unknown>;
export const BasketVariationConfigFragmentDoc = new TypedDocumentString(`
    fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}`, {"fragmentName":"BasketVariationConfig"}) as unknown as TypedDocumentString<BasketVariationConfigFragment, unknown>;
export const BasketOrderFragmentDoc = new TypedDocumentString(`
    fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}`, {"fragmentName":"BasketOrder"}) as unknown as TypedDocumentString<BasketOrderFragment, unknown>;
export const CheckoutPlacedOrderFragmentDoc = new TypedDocumentString(`
    fragment CheckoutPlacedOrder on PlacedOrder {
  ...CheckoutOrderState
  order {
    ...BasketOrder
  }
}
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}
fragment CheckoutOrderState on PlacedOrder {
  id
  orderNumber
  status
  customerEmail
  customerType
  placedAt
  failedAttempts
  canRetry
  underReview
  refused
  refundStatus
  payment {
    ...CheckoutPayment
  }
}
fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}`, {"fragmentName":"CheckoutPlacedOrder"}) as unknown as TypedDocumentString<CheckoutPlacedOrderFragment, unknown>;
export const BasketErrorFragmentDoc = new TypedDocumentString(`
    fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
    `, {"fragmentName":"BasketError"}) as unknown as TypedDocumentString<BasketErrorFragment, unknown>;
export const BasketCartPayloadFragmentDoc = new TypedDocumentString(`
    fragment BasketCartPayload on CartPayload {
  order {
    ...BasketOrder
  }
  errors {
    ...BasketError
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`, {"fragmentName":"BasketCartPayload"}) as unknown as TypedDocumentString<BasketCartPayloadFragment, unknown>;
export const CheckoutPaymentMethodsDocument = new TypedDocumentString(`
    query CheckoutPaymentMethods($customerType: CustomerType) {
  paymentMethods(customerType: $customerType) {
    id
    name
    isApp
    banks {
      id
      issuer
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutPaymentMethodsQuery, CheckoutPaymentMethodsQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    order {
      ...CheckoutPlacedOrder
    }
    errors {
      ...BasketError
    }
  }
}
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}
fragment CheckoutOrderState on PlacedOrder {
  id
  orderNumber
  status
  customerEmail
  customerType
  placedAt
  failedAttempts
  canRetry
  underReview
  refused
  refundStatus
  payment {
    ...CheckoutPayment
  }
}
fragment CheckoutPlacedOrder on PlacedOrder {
  ...CheckoutOrderState
  order {
    ...BasketOrder
  }
}
fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const AddGiftCardPaymentDocument = new TypedDocumentString(`
    mutation AddGiftCardPayment($input: AddPaymentInput!) {
  addGiftCardPayment(input: $input) {
    action {
      type
      url
    }
    payment {
      ...CheckoutPayment
    }
    order {
      ...CheckoutOrderState
    }
    errors {
      ...BasketError
    }
  }
}
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}
fragment CheckoutOrderState on PlacedOrder {
  id
  orderNumber
  status
  customerEmail
  customerType
  placedAt
  failedAttempts
  canRetry
  underReview
  refused
  refundStatus
  payment {
    ...CheckoutPayment
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<AddGiftCardPaymentMutation, AddGiftCardPaymentMutationVariables>;
export const CheckGiftCardPaymentDocument = new TypedDocumentString(`
    query CheckGiftCardPayment($orderUuid: String!) {
  checkGiftCardPayment(orderUuid: $orderUuid) {
    order {
      ...CheckoutOrderState
    }
    errors {
      ...BasketError
    }
  }
}
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}
fragment CheckoutOrderState on PlacedOrder {
  id
  orderNumber
  status
  customerEmail
  customerType
  placedAt
  failedAttempts
  canRetry
  underReview
  refused
  refundStatus
  payment {
    ...CheckoutPayment
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<CheckGiftCardPaymentQuery, CheckGiftCardPaymentQueryVariables>;
export const DiscardOrderDocument = new TypedDocumentString(`
    mutation DiscardOrder($orderUuid: String!) {
  discardOrder(orderUuid: $orderUuid) {
    order {
      id
      slimCart {
        id
        packageIds
        cardQty
        variationQty
        totalQuantity
        packagesGroups {
          packageIds
        }
      }
    }
    errors {
      ...BasketError
    }
  }
}
    fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<DiscardOrderMutation, DiscardOrderMutationVariables>;
export const CheckoutPlacedOrderDocument = new TypedDocumentString(`
    query CheckoutPlacedOrder($orderUuid: String!) {
  placedOrder(orderUuid: $orderUuid) {
    data {
      ...CheckoutPlacedOrder
    }
    errors {
      ...BasketError
    }
  }
}
    fragment CheckoutPayment on PaymentInfo {
  id
  method
  status
  pspReference
}
fragment CheckoutOrderState on PlacedOrder {
  id
  orderNumber
  status
  customerEmail
  customerType
  placedAt
  failedAttempts
  canRetry
  underReview
  refused
  refundStatus
  payment {
    ...CheckoutPayment
  }
}
fragment CheckoutPlacedOrder on PlacedOrder {
  ...CheckoutOrderState
  order {
    ...BasketOrder
  }
}
fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<CheckoutPlacedOrderQuery, CheckoutPlacedOrderQueryVariables>;
export const CheckoutCustomerDocument = new TypedDocumentString(`
    query CheckoutCustomer {
  getUserInfo {
    user {
      subscribed
      mainProfile {
        firstName
        lastName
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>;
export const BasketCartDocument = new TypedDocumentString(`
    query BasketCart($orderUuid: String) {
  cartV2(orderUuid: $orderUuid) {
    data {
      ...BasketOrder
    }
    errors {
      ...BasketError
    }
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<BasketCartQuery, BasketCartQueryVariables>;
export const UpdateGiftCardPackageDocument = new TypedDocumentString(`
    mutation UpdateGiftCardPackage($input: UpdateGiftCardPackageInput!) {
  updateGiftCardPackage(input: $input) {
    packageId
    order {
      ...BasketOrder
    }
    errors {
      ...BasketError
    }
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<UpdateGiftCardPackageMutation, UpdateGiftCardPackageMutationVariables>;
export const DeleteGiftCardPackageGroupDocument = new TypedDocumentString(`
    mutation DeleteGiftCardPackageGroup($shipmentTag: String!, $packageId: ID) {
  deleteGiftCardPackageGroup(shipmentTag: $shipmentTag, packageId: $packageId) {
    ...BasketCartPayload
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment BasketCartPayload on CartPayload {
  order {
    ...BasketOrder
  }
  errors {
    ...BasketError
  }
}`) as unknown as TypedDocumentString<DeleteGiftCardPackageGroupMutation, DeleteGiftCardPackageGroupMutationVariables>;
export const UpdateCartReceiverDocument = new TypedDocumentString(`
    mutation UpdateCartReceiver($input: CartReceiverInput!) {
  updateCartReceiver(input: $input) {
    ...BasketCartPayload
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment BasketCartPayload on CartPayload {
  order {
    ...BasketOrder
  }
  errors {
    ...BasketError
  }
}`) as unknown as TypedDocumentString<UpdateCartReceiverMutation, UpdateCartReceiverMutationVariables>;
export const ResetCartReceiverDocument = new TypedDocumentString(`
    mutation ResetCartReceiver($shipmentTag: String!) {
  resetCartReceiver(shipmentTag: $shipmentTag) {
    ...BasketCartPayload
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment BasketCartPayload on CartPayload {
  order {
    ...BasketOrder
  }
  errors {
    ...BasketError
  }
}`) as unknown as TypedDocumentString<ResetCartReceiverMutation, ResetCartReceiverMutationVariables>;
export const SetShipmentDeliveryDateDocument = new TypedDocumentString(`
    mutation SetShipmentDeliveryDate($shipmentTag: String!, $scheduledAt: String) {
  setShipmentDeliveryDate(shipmentTag: $shipmentTag, scheduledAt: $scheduledAt) {
    ...BasketCartPayload
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment BasketCartPayload on CartPayload {
  order {
    ...BasketOrder
  }
  errors {
    ...BasketError
  }
}`) as unknown as TypedDocumentString<SetShipmentDeliveryDateMutation, SetShipmentDeliveryDateMutationVariables>;
export const SetCartDeliveryModeDocument = new TypedDocumentString(`
    mutation SetCartDeliveryMode($mode: DeliveryMode!) {
  setCartDeliveryMode(mode: $mode) {
    ...BasketCartPayload
  }
}
    fragment BasketMoney on Money {
  value
  currency
  cents
}
fragment BasketVariationConfig on VariationConfig {
  hasFixedPrices
  pricesToShow {
    ...BasketMoney
  }
  minPrice {
    ...BasketMoney
  }
  maxPrice {
    ...BasketMoney
  }
}
fragment BasketOrder on GiftCardOrder {
  id
  currency
  deliveryMode
  limits {
    maxCardsPerOrder
    maxQuantityPerPackage
  }
  shipments {
    id
    tag
    deliveryType
    registered
    delivery {
      from
      to
      dispatchDate
      scheduledAt
    }
    deliveryAddress {
      firstName
      lastName
      companyName
      countryCode
      postCode
      houseNumber
      suffix
      street
      city
      email
    }
    packages {
      id
      shipmentTag
      kind
      variationId
      variationType
      qty
      personalMessage
      giftPacking {
        qty
      }
      wrapper {
        kind
      }
      amount {
        ...BasketMoney
      }
      total {
        ...BasketMoney
      }
      product {
        id
        title
        path
        backgroundColor
        image {
          url {
            href
          }
          alt
          width
          height
        }
        orderLimits {
          maxQuantity
          maxTotal {
            ...BasketMoney
          }
        }
        digitalVariationConfig {
          ...BasketVariationConfig
        }
        physicalVariationConfig {
          ...BasketVariationConfig
        }
      }
      items {
        kind
        qty
        text
        total {
          ...BasketMoney
        }
        variation {
          id
          title
          sku
          variationType
          price {
            ...BasketMoney
          }
        }
      }
    }
  }
  groupedTotals {
    digitalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    physicalTotal {
      qty
      price {
        ...BasketMoney
      }
    }
    extra {
      qty
      price {
        ...BasketMoney
      }
    }
  }
  totals {
    subTotal {
      ...BasketMoney
    }
    grandTotalWithoutTax {
      ...BasketMoney
    }
    tax {
      ...BasketMoney
    }
    grandTotal {
      ...BasketMoney
    }
    adjustments {
      title
      adjustmentType
      price {
        ...BasketMoney
      }
    }
  }
  packagesGroups {
    tag
    packageId
    receiverTitle
    receiverDescription
    totalPrice {
      ...BasketMoney
    }
    cardsPreviews {
      productLabel
      image {
        url {
          href
        }
        alt
      }
      color {
        color
        opacity
      }
    }
  }
  slimCart {
    id
    packageIds
    cardQty
    variationQty
    totalQuantity
    packagesGroups {
      packageIds
    }
  }
}
fragment BasketError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment BasketCartPayload on CartPayload {
  order {
    ...BasketOrder
  }
  errors {
    ...BasketError
  }
}`) as unknown as TypedDocumentString<SetCartDeliveryModeMutation, SetCartDeliveryModeMutationVariables>;
export const CheckoutSavedReceiversDocument = new TypedDocumentString(`
    query CheckoutSavedReceivers {
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
  }
}
    `) as unknown as TypedDocumentString<CheckoutSavedReceiversQuery, CheckoutSavedReceiversQueryVariables>;