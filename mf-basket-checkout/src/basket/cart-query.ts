/**
 * The basket's GraphQL documents and the shapes they answer (contract: api/src/domains/cart/cart.graphql.ts).
 * Every mutation selects the whole order, so the screen always shows the totals the API computed.
 */

export interface Money {
  value: number;
  currency: string;
  cents: number;
}

export type VariationType = 'DIGITAL' | 'PHYSICAL';
export type DeliveryType = 'DIGITAL' | 'PHYSICAL';
export type DeliveryMode = 'DEFAULT' | 'SINGLE' | 'SPLIT';
export type BasketItemKind =
  | 'GIFT_CARD'
  | 'BLANK_GIFT_CARD_PACK'
  | 'DONATION'
  | 'WRAPPER'
  | 'DIGITAL_WRAPPER'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE';
export type AdjustmentType = 'SHIPPING' | 'REGISTERED_SHIPPING' | 'SERVICE_FEE';

export interface ImageData {
  url: { href: string };
  alt: string;
  width: number;
  height: number;
}

export interface VariationConfig {
  hasFixedPrices: boolean;
  pricesToShow: Money[];
  minPrice: Money;
  maxPrice: Money;
}

export interface CartProduct {
  id: string;
  title: string;
  path: string;
  backgroundColor: string;
  image: ImageData;
  orderLimits: { maxQuantity: number | null; maxTotal: Money | null };
  digitalVariationConfig: VariationConfig | null;
  physicalVariationConfig: VariationConfig | null;
}

export interface PackageItem {
  kind: BasketItemKind;
  qty: number;
  text: string | null;
  total: Money;
  variation: { id: string; title: string; sku: string; variationType: VariationType; price: Money };
}

export interface CartPackage {
  id: string;
  shipmentTag: string;
  kind: BasketItemKind;
  variationId: string;
  variationType: VariationType;
  amount: Money;
  qty: number;
  giftPacking: boolean;
  wrapper: VariationType | null;
  personalMessage: string | null;
  total: Money;
  product: CartProduct;
  items: PackageItem[];
}

export interface CartAddress {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  countryCode: string | null;
  postCode: string | null;
  houseNumber: string | null;
  suffix: string | null;
  street: string | null;
  city: string | null;
  email: string | null;
}

export interface Shipment {
  id: string;
  tag: string;
  deliveryType: DeliveryType;
  registered: boolean;
  deliveryDate: { from: string; to: string; dispatchDate: string | null; scheduledAt: string | null };
  deliveryAddress: CartAddress | null;
  packages: CartPackage[];
}

export interface QtyTotal {
  qty: number;
  price: Money;
}

export interface CardPreview {
  productLabel: string;
  image: { url: { href: string }; alt: string };
  color: { color: string; opacity: number };
}

export interface PackagesGroup {
  tag: string;
  packageId: string;
  receiverTitle: string | null;
  receiverDescription: string | null;
  cardsPreviews: CardPreview[];
  totalPrice: Money;
}

export interface CartOrder {
  id: string;
  currency: string;
  deliveryMode: DeliveryMode;
  limits: { maxCardsPerOrder: number; maxQuantityPerPackage: number };
  shipments: Shipment[];
  groupedTotals: { digitalTotal: QtyTotal; physicalTotal: QtyTotal; extra: QtyTotal };
  totals: {
    subTotal: Money;
    grandTotalWithoutTax: Money;
    tax: Money;
    grandTotal: Money;
    adjustments: { title: string; adjustmentType: AdjustmentType; price: Money }[];
  };
  packagesGroups: PackagesGroup[];
}

export interface ErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

export interface CartPayload {
  order: CartOrder | null;
  errors: ErrorEntry[];
}

/** The whole order (cart or placed order): shared with the checkout's documents. */
export const ORDER_FRAGMENT = /* GraphQL */ `
  fragment BasketMoney on Money { value currency cents }
  fragment BasketVariationConfig on VariationConfig {
    hasFixedPrices
    pricesToShow { ...BasketMoney }
    minPrice { ...BasketMoney }
    maxPrice { ...BasketMoney }
  }
  fragment BasketOrder on GiftCardOrder {
    id currency deliveryMode
    limits { maxCardsPerOrder maxQuantityPerPackage }
    shipments {
      id tag deliveryType registered
      deliveryDate { from to dispatchDate scheduledAt }
      deliveryAddress { firstName lastName companyName countryCode postCode houseNumber suffix street city email }
      packages {
        id shipmentTag kind variationId variationType qty giftPacking wrapper personalMessage
        amount { ...BasketMoney }
        total { ...BasketMoney }
        product {
          id title path backgroundColor
          image { url { href } alt width height }
          orderLimits { maxQuantity maxTotal { ...BasketMoney } }
          digitalVariationConfig { ...BasketVariationConfig }
          physicalVariationConfig { ...BasketVariationConfig }
        }
        items {
          kind qty text
          total { ...BasketMoney }
          variation { id title sku variationType price { ...BasketMoney } }
        }
      }
    }
    groupedTotals {
      digitalTotal { qty price { ...BasketMoney } }
      physicalTotal { qty price { ...BasketMoney } }
      extra { qty price { ...BasketMoney } }
    }
    totals {
      subTotal { ...BasketMoney }
      grandTotalWithoutTax { ...BasketMoney }
      tax { ...BasketMoney }
      grandTotal { ...BasketMoney }
      adjustments { title adjustmentType price { ...BasketMoney } }
    }
    packagesGroups {
      tag packageId receiverTitle receiverDescription
      totalPrice { ...BasketMoney }
      cardsPreviews { productLabel image { url { href } alt } color { color opacity } }
    }
  }
`;

export const ERRORS = 'errors { message code referencedRequestParameter }';

export const CART_QUERY = /* GraphQL */ `
  query BasketCart($orderUuid: String) {
    cartV2(orderUuid: $orderUuid) { data { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export const UPDATE_PACKAGE_MUTATION = /* GraphQL */ `
  mutation UpdateGiftCardPackage($input: UpdateGiftCardPackageInput!) {
    updateGiftCardPackage(input: $input) { packageId order { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export const DELETE_PACKAGE_GROUP_MUTATION = /* GraphQL */ `
  mutation DeleteGiftCardPackageGroup($shipmentTag: String!, $packageId: ID) {
    deleteGiftCardPackageGroup(shipmentTag: $shipmentTag, packageId: $packageId) { order { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export const UPDATE_RECEIVER_MUTATION = /* GraphQL */ `
  mutation UpdateCartReceiver($input: CartReceiverInput!) {
    updateCartReceiver(input: $input) { order { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export const RESET_RECEIVER_MUTATION = /* GraphQL */ `
  mutation ResetCartReceiver($shipmentTag: String!) {
    resetCartReceiver(shipmentTag: $shipmentTag) { order { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export const SET_DELIVERY_DATE_MUTATION = /* GraphQL */ `
  mutation SetShipmentDeliveryDate($shipmentTag: String!, $scheduledAt: String) {
    setShipmentDeliveryDate(shipmentTag: $shipmentTag, scheduledAt: $scheduledAt) { order { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export const SET_DELIVERY_MODE_MUTATION = /* GraphQL */ `
  mutation SetCartDeliveryMode($mode: DeliveryMode!) {
    setCartDeliveryMode(mode: $mode) { order { ...BasketOrder } ${ERRORS} }
  }
  ${ORDER_FRAGMENT}
`;

export interface UpdatePackageInput {
  packageId: string;
  quantity?: number;
  amountCents?: number;
  giftPacking?: boolean;
  /** null removes the wrapper. */
  wrapper?: VariationType | null;
  /** null removes the message. */
  personalMessage?: string | null;
  shipmentTag?: string;
}

export interface ReceiverAddressInput {
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix?: string;
  street: string;
  city: string;
  companyName?: string;
}

export interface CartReceiverInput {
  shipmentTag: string;
  firstName: string;
  lastName: string;
  email?: string;
  address?: ReceiverAddressInput;
}
