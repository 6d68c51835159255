/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActivateCardInput = {
  /** The amount to load onto the card in cents: whole currency units from 10 to 500. */
  amountCents: number;
  /** BLIK: the 6-digit code from the banking app. */
  blikCode?: string | null | undefined;
  /** The captcha widget's payload (base64). */
  captchaToken: string;
  /** 19 digits (spaces allowed), this storefront's prefix. */
  cardNumber: string;
  /** Where the activation's confirmation goes (spec §3 customerEmail of activation orders). */
  email: string;
  /** iDEAL / EPS bank id. */
  issuer?: string | null | undefined;
  paymentMethod: PaymentMethodId;
  /** 6 digits, from under the card's scratch field. */
  pin: string;
  /** Where the provider sends the browser back: a path of this shop; default the activation success page with ?order=<uuid>. */
  returnPath?: string | null | undefined;
};

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

export type CardActivationStatus =
  /** The card is activated: its balance is the amount. */
  | 'DONE'
  /** The payment failed or was given up: the card stays not activated and may be activated again. */
  | 'FAILED'
  /** Waiting for its payment. */
  | 'PENDING_PAYMENT'
  /** Paid: the card is activated at dueAt. */
  | 'SCHEDULED';

export type CheckGiftCardBalanceInput = {
  /** The captcha widget's payload (base64). */
  captchaToken: string;
  /** 19 digits (spaces allowed), starting with the shop's prefix. */
  cardNumber: string;
  /** 6 digits. */
  pin: string;
};

export type EnterDoublerInput = {
  /** The conditions of the doubler are accepted: must be true. */
  acceptConditions: boolean;
  /** The captcha widget's payload (base64). */
  captchaToken: string;
  /** 19 digits (spaces allowed). */
  cardNumber: string;
  /** Where the prize mail goes if the card wins; never published. */
  email: string;
  /** 6 digits. */
  pin: string;
};

export type GiftCardStatus =
  | 'ACTIVE'
  | 'BLOCKED'
  | 'NOT_ACTIVATED';

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

export type PlaceRedeemOrderInput = {
  /** Where cards by post go: required when a chosen card is physical. */
  address?: ReceiverAddressInput | null | undefined;
  email: string;
  emailConfirmation: string;
  firstName: string;
  /** A uuid the checkout made once: a repeated submit places one order. */
  idempotencyKey: string;
  lastName: string;
  /** Spec §4 delivery date: send the new cards at this moment (ISO 8601 with an offset, within a year); absent: at once. */
  scheduledAt?: string | null | undefined;
  termsAccepted: boolean;
};

/**
 * Spec §3 product types. A product's productType is GIFT_CARD, DONATION or BLANK_CARD_PACK: a gift
 * card is one product whether it is sent by e-mail, by post or both (its variations say), which no
 * single one of the spec's GIFTCARD_DIGITAL / GIFTCARD_PHYSICAL can tell. filterByProductType takes
 * the spec's values too (ADR 0059): GIFTCARD_DIGITAL and GIFTCARD_PHYSICAL the gift cards sold by
 * e-mail or by post, GIFTCARD_BLANK the same as BLANK_CARD_PACK.
 */
export type ProductType =
  /** A pack of blank cards, activated with a value later; the spec's GIFTCARD_BLANK. */
  | 'BLANK_CARD_PACK'
  | 'DONATION'
  /** Spec §3 {product}_BLANK: the same as BLANK_CARD_PACK in a filter; a product's productType says BLANK_CARD_PACK. */
  | 'GIFTCARD_BLANK'
  /** Spec §3 {product}_DIGITAL, a filter: gift cards sold by e-mail (a digital variation). Never a product's productType. */
  | 'GIFTCARD_DIGITAL'
  /** Spec §3 {product}_PHYSICAL, a filter: gift cards sold by post (a physical variation). Never a product's productType. */
  | 'GIFTCARD_PHYSICAL'
  /** A gift card (spec §3 {product}), sent digitally, physically or both. */
  | 'GIFT_CARD';

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

export type RedeemPackageInput = {
  /** The value in cents (custom amounts: whole currency units). */
  amountCents: number;
  /** The chosen card to change; absent: a new one. */
  packageId?: string | null | undefined;
  productId: string;
  /** By e-mail (default) or by post. */
  variationType?: VariationType | null | undefined;
};

/** The taxonomies of spec §3 (cb_api_{product}_… with {product} = giftcard). */
export type TaxonomyCollection =
  | 'cb_api_giftcard_categories'
  | 'cb_api_giftcard_promotions'
  | 'cb_api_giftcard_types';

/** Products carrying any of the terms (terms of one collection are OR-ed, several filters AND-ed). */
export type TaxonomyFilterInput = {
  collection: TaxonomyCollection;
  terms: Array<string>;
};

export type VariationType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type CardActivationFieldsFragment = { orderUuid: string, orderNumber: string, status: CardActivationStatus, maskedNumber: string, customerEmail: string, dueAt: string | null, activatedAt: string | null, lastValidDay: string | null, amount: { value: number, currency: string, cents: number } };

export type ActivateCardMutationVariables = Exact<{
  input: ActivateCardInput;
}>;


export type ActivateCardMutation = { activateCard: { action: { type: PaymentActionType, url: string | null } | null, activation: { orderUuid: string, orderNumber: string, status: CardActivationStatus, maskedNumber: string, customerEmail: string, dueAt: string | null, activatedAt: string | null, lastValidDay: string | null, amount: { value: number, currency: string, cents: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CardActivationQueryVariables = Exact<{
  orderUuid: string;
}>;


export type CardActivationQuery = { activation: { data: { orderUuid: string, orderNumber: string, status: CardActivationStatus, maskedNumber: string, customerEmail: string, dueAt: string | null, activatedAt: string | null, lastValidDay: string | null, amount: { value: number, currency: string, cents: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CardDataFieldsFragment = { maskedNumber: string, status: GiftCardStatus, lastValidDay: string | null, expired: boolean, productTitle: string, balance: { value: number, currency: string, cents: number } };

export type CardDataQueryVariables = Exact<{
  cardNumber: string;
  pin: string;
  captchaToken: string;
}>;


export type CardDataQuery = { cardData: { data: { maskedNumber: string, status: GiftCardStatus, lastValidDay: string | null, expired: boolean, productTitle: string, balance: { value: number, currency: string, cents: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }>, cardStorefront: { name: string, balanceCheckUrl: string } | null } };

export type DoublerDrawFieldsFragment = { month: string, drawnAt: string, entryCount: number, entriesHash: string, seed: string, winner: { reference: string, number: string, maskedNumber: string }, prize: { value: number, currency: string, cents: number } };

export type DoublerPromotionFieldsFragment = { month: string, timeZone: string, entryDeadline: string, nextDrawDate: string, maxPrize: { value: number, currency: string, cents: number } };

export type DoublerEntryFieldsFragment = { reference: string, number: string, month: string, maskedNumber: string, productSlug: string | null, drawDate: string };

export type DoublerPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DoublerPageQuery = { doublerPromotion: { data: { month: string, timeZone: string, entryDeadline: string, nextDrawDate: string, maxPrize: { value: number, currency: string, cents: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> }, doublerDraws: { data: Array<{ month: string, drawnAt: string, entryCount: number, entriesHash: string, seed: string, winner: { reference: string, number: string, maskedNumber: string }, prize: { value: number, currency: string, cents: number } }> }, storeData: { doubler: { heroCardImage: { alt: string, width: number, height: number, url: { href: string } } } } };

export type DoublerPromotionQueryVariables = Exact<{ [key: string]: never; }>;


export type DoublerPromotionQuery = { doublerPromotion: { data: { month: string, timeZone: string, entryDeadline: string, nextDrawDate: string, maxPrize: { value: number, currency: string, cents: number } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type EnterDoublerMutationVariables = Exact<{
  input: EnterDoublerInput;
}>;


export type EnterDoublerMutation = { enterDoubler: { entry: { reference: string, number: string, month: string, maskedNumber: string, productSlug: string | null, drawDate: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }>, cardStorefront: { name: string, balanceCheckUrl: string } | null } };

export type DoublerDrawEntriesQueryVariables = Exact<{
  month: string;
}>;


export type DoublerDrawEntriesQuery = { doublerDrawEntries: { data: { month: string, entryCount: number, entriesHash: string, references: Array<string> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type DoublerProductQueryVariables = Exact<{
  path: string;
}>;


export type DoublerProductQuery = { product: { id: string, title: string, path: string } | null };

export type RedeemMoneyFragment = { value: number, currency: string, cents: number };

export type RedeemErrorFragment = { message: string, code: number, referencedRequestParameter: string | null };

export type RedeemCardFragment = { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } };

type RedeemProductFields_DonationProduct_Fragment = { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } };

type RedeemProductFields_GiftCardProduct_Fragment = { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } };

type RedeemProductFields_TopProduct_Fragment = { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } };

export type RedeemProductFieldsFragment =
  | RedeemProductFields_DonationProduct_Fragment
  | RedeemProductFields_GiftCardProduct_Fragment
  | RedeemProductFields_TopProduct_Fragment
;

export type RedeemPackageFieldsFragment = { id: string, mainProductType: ProductType, mainProduct:
    | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
    | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
    | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
  , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } };

export type RedeemBasketFieldsFragment = { id: string, expiresAt: string, cards: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
      | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
      | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
      | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
    , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }>, totals: { total: { value: number, currency: string, cents: number }, shipping: { value: number, currency: string, cents: number }, balance: { value: number, currency: string, cents: number }, balanceUsed: { value: number, currency: string, cents: number }, remainingBalance: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, physicalDelivery: { dispatchDate: string, from: string, to: string } | null };

export type RedeemOrderFieldsFragment = { id: string, orderNumber: string, status: OrderStatus, canRetry: boolean, remainingBalance: { value: number, currency: string, cents: number }, totals: { total: { value: number, currency: string, cents: number }, paidWithGiftCards: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, giftCardPayments: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, shipments: Array<{ id: string, deliveryDate: string, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null }, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
        | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
        | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
        | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
      , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }> }>, billingAddress: { firstName: string | null, lastName: string | null, email: string | null }, payment: { id: string, method: PaymentMethodId, status: PaymentStatus } | null };

export type RedeemCheckBalanceMutationVariables = Exact<{
  input: CheckGiftCardBalanceInput;
}>;


export type RedeemCheckBalanceMutation = { checkGiftCardBalance: { redeemToken: string | null, card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } } | null, basket: { id: string, expiresAt: string, cards: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
        , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }>, totals: { total: { value: number, currency: string, cents: number }, shipping: { value: number, currency: string, cents: number }, balance: { value: number, currency: string, cents: number }, balanceUsed: { value: number, currency: string, cents: number }, remainingBalance: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, physicalDelivery: { dispatchDate: string, from: string, to: string } | null } | null, cardStorefront: { name: string, balanceCheckUrl: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemBasketQueryVariables = Exact<{ [key: string]: never; }>;


export type RedeemBasketQuery = { redeemBasket: { data: { id: string, expiresAt: string, cards: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
        , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }>, totals: { total: { value: number, currency: string, cents: number }, shipping: { value: number, currency: string, cents: number }, balance: { value: number, currency: string, cents: number }, balanceUsed: { value: number, currency: string, cents: number }, remainingBalance: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, physicalDelivery: { dispatchDate: string, from: string, to: string } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemProductsQueryVariables = Exact<{
  pageId?: string | null | undefined;
  search?: string | null | undefined;
  filterByTaxonomy?: Array<TaxonomyFilterInput> | TaxonomyFilterInput | null | undefined;
  paging?: PagingInput | null | undefined;
}>;


export type RedeemProductsQuery = { redeemProducts: { total: number, pageNumber: number, itemsPerPage: number, items: Array<
      | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
      | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
      | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
    > } };

export type RedeemCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type RedeemCategoriesQuery = { categories: Array<{ id: string, title: string, term: string }> };

export type RedeemPageQueryVariables = Exact<{
  pageId: string;
}>;


export type RedeemPageQuery = { redeemPage: { pageId: string, companyName: string, title: string, intro: string, info: string, logo: { alt: string, width: number, height: number, url: { href: string } } } | null };

export type RedeemAddPackageMutationVariables = Exact<{
  input: RedeemPackageInput;
}>;


export type RedeemAddPackageMutation = { addOrUpdateRedeemPackage: { basket: { id: string, expiresAt: string, cards: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
        , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }>, totals: { total: { value: number, currency: string, cents: number }, shipping: { value: number, currency: string, cents: number }, balance: { value: number, currency: string, cents: number }, balanceUsed: { value: number, currency: string, cents: number }, remainingBalance: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, physicalDelivery: { dispatchDate: string, from: string, to: string } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemRemovePackageMutationVariables = Exact<{
  packageId: string;
}>;


export type RedeemRemovePackageMutation = { removeRedeemPackage: { basket: { id: string, expiresAt: string, cards: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
        , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }>, totals: { total: { value: number, currency: string, cents: number }, shipping: { value: number, currency: string, cents: number }, balance: { value: number, currency: string, cents: number }, balanceUsed: { value: number, currency: string, cents: number }, remainingBalance: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, physicalDelivery: { dispatchDate: string, from: string, to: string } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemResetMutationVariables = Exact<{ [key: string]: never; }>;


export type RedeemResetMutation = { resetRedeem: { errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemPlaceOrderMutationVariables = Exact<{
  input: PlaceRedeemOrderInput;
}>;


export type RedeemPlaceOrderMutation = { placeRedeemOrder: { order: { id: string, orderNumber: string, status: OrderStatus, canRetry: boolean, remainingBalance: { value: number, currency: string, cents: number }, totals: { total: { value: number, currency: string, cents: number }, paidWithGiftCards: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, giftCardPayments: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, shipments: Array<{ id: string, deliveryDate: string, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null }, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
            | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
            | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
            | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }> }>, billingAddress: { firstName: string | null, lastName: string | null, email: string | null }, payment: { id: string, method: PaymentMethodId, status: PaymentStatus } | null } | null, amountToPay: { value: number, currency: string, cents: number } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemOrderQueryVariables = Exact<{
  uuid: string;
}>;


export type RedeemOrderQuery = { redeemOrder: { data: { id: string, orderNumber: string, status: OrderStatus, canRetry: boolean, remainingBalance: { value: number, currency: string, cents: number }, totals: { total: { value: number, currency: string, cents: number }, paidWithGiftCards: { value: number, currency: string, cents: number }, priceToPay: { value: number, currency: string, cents: number } }, giftCardPayments: Array<{ card: { id: string, maskedNumber: string, lastValidDay: string | null, status: GiftCardStatus, expired: boolean, balance: { value: number, currency: string, cents: number } }, used: { value: number, currency: string, cents: number } }>, shipments: Array<{ id: string, deliveryDate: string, formattedDeliveryDate: string, deliveryAddress: { firstName: string | null, lastName: string | null, email: string | null, postCode: string | null, houseNumber: string | null, suffix: string | null, street: string | null, city: string | null }, packages: Array<{ id: string, mainProductType: ProductType, mainProduct:
            | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
            | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
            | { id: string, title: string, description: string, backgroundColor: string, foregroundColor: string, productType: ProductType, showShadow: boolean, path: string, image: { alt: string, width: number, height: number, url: { href: string } }, fixedValues: Array<{ value: number, currency: string, cents: number }>, physical: { fixedValues: Array<{ value: number, currency: string, cents: number }>, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } | null, brand: { id: string, name: string, iframeUrl: string | null, redirectLink: string | null, redirectTime: number, productExternalLink: { title: string, url: string } | null } | null, redeemData: { title: string, description: string, minimumRemainingBalance: { value: number, currency: string, cents: number }, minimumAvailableCustomAmount: { value: number, currency: string, cents: number }, maximumAvailableCustomAmount: { value: number, currency: string, cents: number } } }
          , items: Array<{ qty: number, variation: { id: string, variationType: VariationType, price: { value: number, currency: string, cents: number } } }>, packageTotals: { mainItemEditable: boolean, mainItemAmount: { value: number, currency: string, cents: number } } }> }>, billingAddress: { firstName: string | null, lastName: string | null, email: string | null }, payment: { id: string, method: PaymentMethodId, status: PaymentStatus } | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type RedeemPaymentMethodsQuery = { paymentMethods: Array<{ id: PaymentMethodId, name: string, isApp: boolean, banks: Array<{ id: string, issuer: string }> }> };

export type RedeemAddPaymentMutationVariables = Exact<{
  input: AddPaymentInput;
}>;


export type RedeemAddPaymentMutation = { addGiftCardPayment: { action: { type: PaymentActionType, url: string | null } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type RedeemDiscardOrderMutationVariables = Exact<{
  orderUuid: string;
}>;


export type RedeemDiscardOrderMutation = { discardOrder: { errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

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
export const CardActivationFieldsFragmentDoc = new TypedDocumentString(`
    fragment CardActivationFields on CardActivation {
  orderUuid
  orderNumber
  status
  maskedNumber
  customerEmail
  dueAt
  activatedAt
  lastValidDay
  amount {
    value
    currency
    cents
  }
}
    `, {"fragmentName":"CardActivationFields"}) as unknown as TypedDocumentString<CardActivationFieldsFragment, unknown>;
export const CardDataFieldsFragmentDoc = new TypedDocumentString(`
    fragment CardDataFields on CardData {
  maskedNumber
  status
  lastValidDay
  expired
  productTitle
  balance {
    value
    currency
    cents
  }
}
    `, {"fragmentName":"CardDataFields"}) as unknown as TypedDocumentString<CardDataFieldsFragment, unknown>;
export const DoublerDrawFieldsFragmentDoc = new TypedDocumentString(`
    fragment DoublerDrawFields on DoublerDrawResult {
  month
  drawnAt
  entryCount
  entriesHash
  seed
  winner {
    reference
    number
    maskedNumber
  }
  prize {
    value
    currency
    cents
  }
}
    `, {"fragmentName":"DoublerDrawFields"}) as unknown as TypedDocumentString<DoublerDrawFieldsFragment, unknown>;
export const DoublerPromotionFieldsFragmentDoc = new TypedDocumentString(`
    fragment DoublerPromotionFields on DoublerPromotion {
  month
  timeZone
  entryDeadline
  nextDrawDate
  maxPrize {
    value
    currency
    cents
  }
}
    `, {"fragmentName":"DoublerPromotionFields"}) as unknown as TypedDocumentString<DoublerPromotionFieldsFragment, unknown>;
export const DoublerEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment DoublerEntryFields on DoublerEntry {
  reference
  number
  month
  maskedNumber
  productSlug
  drawDate
}
    `, {"fragmentName":"DoublerEntryFields"}) as unknown as TypedDocumentString<DoublerEntryFieldsFragment, unknown>;
export const RedeemErrorFragmentDoc = new TypedDocumentString(`
    fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
    `, {"fragmentName":"RedeemError"}) as unknown as TypedDocumentString<RedeemErrorFragment, unknown>;
export const RedeemMoneyFragmentDoc = new TypedDocumentString(`
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
    `, {"fragmentName":"RedeemMoney"}) as unknown as TypedDocumentString<RedeemMoneyFragment, unknown>;
export const RedeemCardFragmentDoc = new TypedDocumentString(`
    fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}`, {"fragmentName":"RedeemCard"}) as unknown as TypedDocumentString<RedeemCardFragment, unknown>;
export const RedeemProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}`, {"fragmentName":"RedeemProductFields"}) as unknown as TypedDocumentString<RedeemProductFieldsFragment, unknown>;
export const RedeemPackageFieldsFragmentDoc = new TypedDocumentString(`
    fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}`, {"fragmentName":"RedeemPackageFields"}) as unknown as TypedDocumentString<RedeemPackageFieldsFragment, unknown>;
export const RedeemBasketFieldsFragmentDoc = new TypedDocumentString(`
    fragment RedeemBasketFields on RedeemBasket {
  id
  expiresAt
  cards {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  packages {
    ...RedeemPackageFields
  }
  totals {
    total {
      ...RedeemMoney
    }
    shipping {
      ...RedeemMoney
    }
    balance {
      ...RedeemMoney
    }
    balanceUsed {
      ...RedeemMoney
    }
    remainingBalance {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  physicalDelivery {
    dispatchDate
    from
    to
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}`, {"fragmentName":"RedeemBasketFields"}) as unknown as TypedDocumentString<RedeemBasketFieldsFragment, unknown>;
export const RedeemOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment RedeemOrderFields on RedeemOrder {
  id
  orderNumber
  status
  canRetry
  remainingBalance {
    ...RedeemMoney
  }
  totals {
    total {
      ...RedeemMoney
    }
    paidWithGiftCards {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  giftCardPayments {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  shipments {
    id
    deliveryDate
    formattedDeliveryDate
    deliveryAddress {
      firstName
      lastName
      email
      postCode
      houseNumber
      suffix
      street
      city
    }
    packages {
      ...RedeemPackageFields
    }
  }
  billingAddress {
    firstName
    lastName
    email
  }
  payment {
    id
    method
    status
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}`, {"fragmentName":"RedeemOrderFields"}) as unknown as TypedDocumentString<RedeemOrderFieldsFragment, unknown>;
export const ActivateCardDocument = new TypedDocumentString(`
    mutation ActivateCard($input: ActivateCardInput!) {
  activateCard(input: $input) {
    action {
      type
      url
    }
    activation {
      ...CardActivationFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment CardActivationFields on CardActivation {
  orderUuid
  orderNumber
  status
  maskedNumber
  customerEmail
  dueAt
  activatedAt
  lastValidDay
  amount {
    value
    currency
    cents
  }
}`) as unknown as TypedDocumentString<ActivateCardMutation, ActivateCardMutationVariables>;
export const CardActivationDocument = new TypedDocumentString(`
    query CardActivation($orderUuid: String!) {
  activation(orderUuid: $orderUuid) {
    data {
      ...CardActivationFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment CardActivationFields on CardActivation {
  orderUuid
  orderNumber
  status
  maskedNumber
  customerEmail
  dueAt
  activatedAt
  lastValidDay
  amount {
    value
    currency
    cents
  }
}`) as unknown as TypedDocumentString<CardActivationQuery, CardActivationQueryVariables>;
export const CardDataDocument = new TypedDocumentString(`
    query CardData($cardNumber: String!, $pin: String!, $captchaToken: String!) {
  cardData(cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {
    data {
      ...CardDataFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
    cardStorefront {
      name
      balanceCheckUrl
    }
  }
}
    fragment CardDataFields on CardData {
  maskedNumber
  status
  lastValidDay
  expired
  productTitle
  balance {
    value
    currency
    cents
  }
}`) as unknown as TypedDocumentString<CardDataQuery, CardDataQueryVariables>;
export const DoublerPageDocument = new TypedDocumentString(`
    query DoublerPage {
  doublerPromotion {
    data {
      ...DoublerPromotionFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
  doublerDraws(limit: 6) {
    data {
      ...DoublerDrawFields
    }
  }
  storeData {
    doubler {
      heroCardImage {
        url {
          href
        }
        alt
        width
        height
      }
    }
  }
}
    fragment DoublerDrawFields on DoublerDrawResult {
  month
  drawnAt
  entryCount
  entriesHash
  seed
  winner {
    reference
    number
    maskedNumber
  }
  prize {
    value
    currency
    cents
  }
}
fragment DoublerPromotionFields on DoublerPromotion {
  month
  timeZone
  entryDeadline
  nextDrawDate
  maxPrize {
    value
    currency
    cents
  }
}`) as unknown as TypedDocumentString<DoublerPageQuery, DoublerPageQueryVariables>;
export const DoublerPromotionDocument = new TypedDocumentString(`
    query DoublerPromotion {
  doublerPromotion {
    data {
      ...DoublerPromotionFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment DoublerPromotionFields on DoublerPromotion {
  month
  timeZone
  entryDeadline
  nextDrawDate
  maxPrize {
    value
    currency
    cents
  }
}`) as unknown as TypedDocumentString<DoublerPromotionQuery, DoublerPromotionQueryVariables>;
export const EnterDoublerDocument = new TypedDocumentString(`
    mutation EnterDoubler($input: EnterDoublerInput!) {
  enterDoubler(input: $input) {
    entry {
      ...DoublerEntryFields
    }
    errors {
      message
      code
      referencedRequestParameter
    }
    cardStorefront {
      name
      balanceCheckUrl
    }
  }
}
    fragment DoublerEntryFields on DoublerEntry {
  reference
  number
  month
  maskedNumber
  productSlug
  drawDate
}`) as unknown as TypedDocumentString<EnterDoublerMutation, EnterDoublerMutationVariables>;
export const DoublerDrawEntriesDocument = new TypedDocumentString(`
    query DoublerDrawEntries($month: String!) {
  doublerDrawEntries(month: $month, paging: {itemsPerPage: 1000, pageNumber: 1}) {
    data {
      month
      entryCount
      entriesHash
      references
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<DoublerDrawEntriesQuery, DoublerDrawEntriesQueryVariables>;
export const DoublerProductDocument = new TypedDocumentString(`
    query DoublerProduct($path: String!) {
  product(path: $path) {
    id
    title
    path
  }
}
    `) as unknown as TypedDocumentString<DoublerProductQuery, DoublerProductQueryVariables>;
export const RedeemCheckBalanceDocument = new TypedDocumentString(`
    mutation RedeemCheckBalance($input: CheckGiftCardBalanceInput!) {
  checkGiftCardBalance(input: $input) {
    redeemToken
    card {
      ...RedeemCard
    }
    basket {
      ...RedeemBasketFields
    }
    cardStorefront {
      name
      balanceCheckUrl
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
fragment RedeemBasketFields on RedeemBasket {
  id
  expiresAt
  cards {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  packages {
    ...RedeemPackageFields
  }
  totals {
    total {
      ...RedeemMoney
    }
    shipping {
      ...RedeemMoney
    }
    balance {
      ...RedeemMoney
    }
    balanceUsed {
      ...RedeemMoney
    }
    remainingBalance {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  physicalDelivery {
    dispatchDate
    from
    to
  }
}`) as unknown as TypedDocumentString<RedeemCheckBalanceMutation, RedeemCheckBalanceMutationVariables>;
export const RedeemBasketDocument = new TypedDocumentString(`
    query RedeemBasket {
  redeemBasket {
    data {
      ...RedeemBasketFields
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
fragment RedeemBasketFields on RedeemBasket {
  id
  expiresAt
  cards {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  packages {
    ...RedeemPackageFields
  }
  totals {
    total {
      ...RedeemMoney
    }
    shipping {
      ...RedeemMoney
    }
    balance {
      ...RedeemMoney
    }
    balanceUsed {
      ...RedeemMoney
    }
    remainingBalance {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  physicalDelivery {
    dispatchDate
    from
    to
  }
}`) as unknown as TypedDocumentString<RedeemBasketQuery, RedeemBasketQueryVariables>;
export const RedeemProductsDocument = new TypedDocumentString(`
    query RedeemProducts($pageId: String, $search: String, $filterByTaxonomy: [TaxonomyFilterInput!], $paging: PagingInput) {
  redeemProducts(
    pageId: $pageId
    search: $search
    filterByTaxonomy: $filterByTaxonomy
    paging: $paging
  ) {
    total
    pageNumber
    itemsPerPage
    items {
      ...RedeemProductFields
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}`) as unknown as TypedDocumentString<RedeemProductsQuery, RedeemProductsQueryVariables>;
export const RedeemCategoriesDocument = new TypedDocumentString(`
    query RedeemCategories {
  categories {
    id
    title
    term
  }
}
    `) as unknown as TypedDocumentString<RedeemCategoriesQuery, RedeemCategoriesQueryVariables>;
export const RedeemPageDocument = new TypedDocumentString(`
    query RedeemPage($pageId: String!) {
  redeemPage(pageId: $pageId) {
    pageId
    companyName
    title
    intro
    info
    logo {
      url {
        href
      }
      alt
      width
      height
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemPageQuery, RedeemPageQueryVariables>;
export const RedeemAddPackageDocument = new TypedDocumentString(`
    mutation RedeemAddPackage($input: RedeemPackageInput!) {
  addOrUpdateRedeemPackage(input: $input) {
    basket {
      ...RedeemBasketFields
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
fragment RedeemBasketFields on RedeemBasket {
  id
  expiresAt
  cards {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  packages {
    ...RedeemPackageFields
  }
  totals {
    total {
      ...RedeemMoney
    }
    shipping {
      ...RedeemMoney
    }
    balance {
      ...RedeemMoney
    }
    balanceUsed {
      ...RedeemMoney
    }
    remainingBalance {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  physicalDelivery {
    dispatchDate
    from
    to
  }
}`) as unknown as TypedDocumentString<RedeemAddPackageMutation, RedeemAddPackageMutationVariables>;
export const RedeemRemovePackageDocument = new TypedDocumentString(`
    mutation RedeemRemovePackage($packageId: ID!) {
  removeRedeemPackage(packageId: $packageId) {
    basket {
      ...RedeemBasketFields
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
fragment RedeemBasketFields on RedeemBasket {
  id
  expiresAt
  cards {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  packages {
    ...RedeemPackageFields
  }
  totals {
    total {
      ...RedeemMoney
    }
    shipping {
      ...RedeemMoney
    }
    balance {
      ...RedeemMoney
    }
    balanceUsed {
      ...RedeemMoney
    }
    remainingBalance {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  physicalDelivery {
    dispatchDate
    from
    to
  }
}`) as unknown as TypedDocumentString<RedeemRemovePackageMutation, RedeemRemovePackageMutationVariables>;
export const RedeemResetDocument = new TypedDocumentString(`
    mutation RedeemReset {
  resetRedeem {
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<RedeemResetMutation, RedeemResetMutationVariables>;
export const RedeemPlaceOrderDocument = new TypedDocumentString(`
    mutation RedeemPlaceOrder($input: PlaceRedeemOrderInput!) {
  placeRedeemOrder(input: $input) {
    order {
      ...RedeemOrderFields
    }
    amountToPay {
      ...RedeemMoney
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
fragment RedeemOrderFields on RedeemOrder {
  id
  orderNumber
  status
  canRetry
  remainingBalance {
    ...RedeemMoney
  }
  totals {
    total {
      ...RedeemMoney
    }
    paidWithGiftCards {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  giftCardPayments {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  shipments {
    id
    deliveryDate
    formattedDeliveryDate
    deliveryAddress {
      firstName
      lastName
      email
      postCode
      houseNumber
      suffix
      street
      city
    }
    packages {
      ...RedeemPackageFields
    }
  }
  billingAddress {
    firstName
    lastName
    email
  }
  payment {
    id
    method
    status
  }
}`) as unknown as TypedDocumentString<RedeemPlaceOrderMutation, RedeemPlaceOrderMutationVariables>;
export const RedeemOrderDocument = new TypedDocumentString(`
    query RedeemOrder($uuid: String!) {
  redeemOrder(uuid: $uuid) {
    data {
      ...RedeemOrderFields
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemMoney on Money {
  value
  currency
  cents
}
fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}
fragment RedeemCard on GiftCardBalance {
  id
  maskedNumber
  balance {
    ...RedeemMoney
  }
  lastValidDay
  status
  expired
}
fragment RedeemProductFields on RedeemProduct {
  id
  title
  description
  backgroundColor
  foregroundColor
  productType
  showShadow
  path
  image {
    url {
      href
    }
    alt
    width
    height
  }
  fixedValues {
    ...RedeemMoney
  }
  physical {
    fixedValues {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
  brand {
    id
    name
    iframeUrl
    redirectLink
    redirectTime
    productExternalLink {
      title
      url
    }
  }
  redeemData {
    title
    description
    minimumRemainingBalance {
      ...RedeemMoney
    }
    minimumAvailableCustomAmount {
      ...RedeemMoney
    }
    maximumAvailableCustomAmount {
      ...RedeemMoney
    }
  }
}
fragment RedeemPackageFields on RedeemPackage {
  id
  mainProductType
  mainProduct {
    ...RedeemProductFields
  }
  items {
    qty
    variation {
      id
      variationType
      price {
        ...RedeemMoney
      }
    }
  }
  packageTotals {
    mainItemAmount {
      ...RedeemMoney
    }
    mainItemEditable
  }
}
fragment RedeemOrderFields on RedeemOrder {
  id
  orderNumber
  status
  canRetry
  remainingBalance {
    ...RedeemMoney
  }
  totals {
    total {
      ...RedeemMoney
    }
    paidWithGiftCards {
      ...RedeemMoney
    }
    priceToPay {
      ...RedeemMoney
    }
  }
  giftCardPayments {
    card {
      ...RedeemCard
    }
    used {
      ...RedeemMoney
    }
  }
  shipments {
    id
    deliveryDate
    formattedDeliveryDate
    deliveryAddress {
      firstName
      lastName
      email
      postCode
      houseNumber
      suffix
      street
      city
    }
    packages {
      ...RedeemPackageFields
    }
  }
  billingAddress {
    firstName
    lastName
    email
  }
  payment {
    id
    method
    status
  }
}`) as unknown as TypedDocumentString<RedeemOrderQuery, RedeemOrderQueryVariables>;
export const RedeemPaymentMethodsDocument = new TypedDocumentString(`
    query RedeemPaymentMethods {
  paymentMethods(customerType: PRIVATE) {
    id
    name
    isApp
    banks {
      id
      issuer
    }
  }
}
    `) as unknown as TypedDocumentString<RedeemPaymentMethodsQuery, RedeemPaymentMethodsQueryVariables>;
export const RedeemAddPaymentDocument = new TypedDocumentString(`
    mutation RedeemAddPayment($input: AddPaymentInput!) {
  addGiftCardPayment(input: $input) {
    action {
      type
      url
    }
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<RedeemAddPaymentMutation, RedeemAddPaymentMutationVariables>;
export const RedeemDiscardOrderDocument = new TypedDocumentString(`
    mutation RedeemDiscardOrder($orderUuid: String!) {
  discardOrder(orderUuid: $orderUuid) {
    errors {
      ...RedeemError
    }
  }
}
    fragment RedeemError on ErrorEntry {
  message
  code
  referencedRequestParameter
}`) as unknown as TypedDocumentString<RedeemDiscardOrderMutation, RedeemDiscardOrderMutationVariables>;