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
    "\n  fragment CheckoutPayment on PaymentInfo { id method status pspReference }\n  fragment CheckoutOrderState on PlacedOrder {\n    id orderNumber status customerEmail customerType placedAt failedAttempts canRetry underReview refused refundStatus\n    payment { ...CheckoutPayment }\n  }\n": typeof types.CheckoutPaymentFragmentDoc,
    "\n  fragment CheckoutPlacedOrder on PlacedOrder {\n    ...CheckoutOrderState\n    order { ...BasketOrder }\n  }\n": typeof types.CheckoutPlacedOrderFragmentDoc,
    "\n  query CheckoutPaymentMethods($customerType: CustomerType) {\n    paymentMethods(customerType: $customerType) { id name isApp banks { id issuer } }\n  }\n": typeof types.CheckoutPaymentMethodsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { order { ...CheckoutPlacedOrder } errors { ...BasketError } }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation AddGiftCardPayment($input: AddPaymentInput!) {\n    addGiftCardPayment(input: $input) {\n      action { type url }\n      payment { ...CheckoutPayment }\n      order { ...CheckoutOrderState }\n      errors { ...BasketError }\n    }\n  }\n": typeof types.AddGiftCardPaymentDocument,
    "\n  query CheckGiftCardPayment($orderUuid: String!) {\n    checkGiftCardPayment(orderUuid: $orderUuid) { order { ...CheckoutOrderState } errors { ...BasketError } }\n  }\n": typeof types.CheckGiftCardPaymentDocument,
    "\n  mutation DiscardOrder($orderUuid: String!) {\n    discardOrder(orderUuid: $orderUuid) {\n      order { id slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } } }\n      errors { ...BasketError }\n    }\n  }\n": typeof types.DiscardOrderDocument,
    "\n  query CheckoutPlacedOrder($orderUuid: String!) {\n    placedOrder(orderUuid: $orderUuid) { data { ...CheckoutPlacedOrder } errors { ...BasketError } }\n  }\n": typeof types.CheckoutPlacedOrderDocument,
    "\n  query CheckoutCustomer {\n    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }\n  }\n": typeof types.CheckoutCustomerDocument,
    "\n  fragment BasketMoney on Money { value currency cents }\n  fragment BasketVariationConfig on VariationConfig {\n    hasFixedPrices\n    pricesToShow { ...BasketMoney }\n    minPrice { ...BasketMoney }\n    maxPrice { ...BasketMoney }\n  }\n  fragment BasketOrder on GiftCardOrder {\n    id currency deliveryMode\n    limits { maxCardsPerOrder maxQuantityPerPackage }\n    shipments {\n      id tag deliveryType registered\n      delivery { from to dispatchDate scheduledAt }\n      deliveryAddress { firstName lastName companyName countryCode postCode houseNumber suffix street city email }\n      packages {\n        id shipmentTag kind variationId variationType qty personalMessage\n        giftPacking { qty }\n        wrapper { kind }\n        amount { ...BasketMoney }\n        total { ...BasketMoney }\n        product {\n          id title path backgroundColor\n          image { url { href } alt width height }\n          orderLimits { maxQuantity maxTotal { ...BasketMoney } }\n          digitalVariationConfig { ...BasketVariationConfig }\n          physicalVariationConfig { ...BasketVariationConfig }\n        }\n        items {\n          kind qty text\n          total { ...BasketMoney }\n          variation { id title sku variationType price { ...BasketMoney } }\n        }\n      }\n    }\n    groupedTotals {\n      digitalTotal { qty price { ...BasketMoney } }\n      physicalTotal { qty price { ...BasketMoney } }\n      extra { qty price { ...BasketMoney } }\n    }\n    totals {\n      subTotal { ...BasketMoney }\n      grandTotalWithoutTax { ...BasketMoney }\n      tax { ...BasketMoney }\n      grandTotal { ...BasketMoney }\n      adjustments { title adjustmentType price { ...BasketMoney } }\n    }\n    packagesGroups {\n      tag packageId receiverTitle receiverDescription\n      totalPrice { ...BasketMoney }\n      cardsPreviews { productLabel image { url { href } alt } color { color opacity } }\n    }\n    slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }\n  }\n": typeof types.BasketMoneyFragmentDoc,
    "\n  fragment BasketError on ErrorEntry { message code referencedRequestParameter }\n": typeof types.BasketErrorFragmentDoc,
    "\n  fragment BasketCartPayload on CartPayload { order { ...BasketOrder } errors { ...BasketError } }\n": typeof types.BasketCartPayloadFragmentDoc,
    "\n  query BasketCart($orderUuid: String) {\n    cartV2(orderUuid: $orderUuid) { data { ...BasketOrder } errors { ...BasketError } }\n  }\n": typeof types.BasketCartDocument,
    "\n  mutation UpdateGiftCardPackage($input: UpdateGiftCardPackageInput!) {\n    updateGiftCardPackage(input: $input) { packageId order { ...BasketOrder } errors { ...BasketError } }\n  }\n": typeof types.UpdateGiftCardPackageDocument,
    "\n  mutation DeleteGiftCardPackageGroup($shipmentTag: String!, $packageId: ID) {\n    deleteGiftCardPackageGroup(shipmentTag: $shipmentTag, packageId: $packageId) { ...BasketCartPayload }\n  }\n": typeof types.DeleteGiftCardPackageGroupDocument,
    "\n  mutation UpdateCartReceiver($input: CartReceiverInput!) {\n    updateCartReceiver(input: $input) { ...BasketCartPayload }\n  }\n": typeof types.UpdateCartReceiverDocument,
    "\n  mutation ResetCartReceiver($shipmentTag: String!) {\n    resetCartReceiver(shipmentTag: $shipmentTag) { ...BasketCartPayload }\n  }\n": typeof types.ResetCartReceiverDocument,
    "\n  mutation SetShipmentDeliveryDate($shipmentTag: String!, $scheduledAt: String) {\n    setShipmentDeliveryDate(shipmentTag: $shipmentTag, scheduledAt: $scheduledAt) { ...BasketCartPayload }\n  }\n": typeof types.SetShipmentDeliveryDateDocument,
    "\n  mutation SetCartDeliveryMode($mode: DeliveryMode!) {\n    setCartDeliveryMode(mode: $mode) { ...BasketCartPayload }\n  }\n": typeof types.SetCartDeliveryModeDocument,
    "\n  query CheckoutSavedReceivers {\n    addressBook {\n      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }\n    }\n  }\n": typeof types.CheckoutSavedReceiversDocument,
};
const documents: Documents = {
    "\n  fragment CheckoutPayment on PaymentInfo { id method status pspReference }\n  fragment CheckoutOrderState on PlacedOrder {\n    id orderNumber status customerEmail customerType placedAt failedAttempts canRetry underReview refused refundStatus\n    payment { ...CheckoutPayment }\n  }\n": types.CheckoutPaymentFragmentDoc,
    "\n  fragment CheckoutPlacedOrder on PlacedOrder {\n    ...CheckoutOrderState\n    order { ...BasketOrder }\n  }\n": types.CheckoutPlacedOrderFragmentDoc,
    "\n  query CheckoutPaymentMethods($customerType: CustomerType) {\n    paymentMethods(customerType: $customerType) { id name isApp banks { id issuer } }\n  }\n": types.CheckoutPaymentMethodsDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { order { ...CheckoutPlacedOrder } errors { ...BasketError } }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation AddGiftCardPayment($input: AddPaymentInput!) {\n    addGiftCardPayment(input: $input) {\n      action { type url }\n      payment { ...CheckoutPayment }\n      order { ...CheckoutOrderState }\n      errors { ...BasketError }\n    }\n  }\n": types.AddGiftCardPaymentDocument,
    "\n  query CheckGiftCardPayment($orderUuid: String!) {\n    checkGiftCardPayment(orderUuid: $orderUuid) { order { ...CheckoutOrderState } errors { ...BasketError } }\n  }\n": types.CheckGiftCardPaymentDocument,
    "\n  mutation DiscardOrder($orderUuid: String!) {\n    discardOrder(orderUuid: $orderUuid) {\n      order { id slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } } }\n      errors { ...BasketError }\n    }\n  }\n": types.DiscardOrderDocument,
    "\n  query CheckoutPlacedOrder($orderUuid: String!) {\n    placedOrder(orderUuid: $orderUuid) { data { ...CheckoutPlacedOrder } errors { ...BasketError } }\n  }\n": types.CheckoutPlacedOrderDocument,
    "\n  query CheckoutCustomer {\n    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }\n  }\n": types.CheckoutCustomerDocument,
    "\n  fragment BasketMoney on Money { value currency cents }\n  fragment BasketVariationConfig on VariationConfig {\n    hasFixedPrices\n    pricesToShow { ...BasketMoney }\n    minPrice { ...BasketMoney }\n    maxPrice { ...BasketMoney }\n  }\n  fragment BasketOrder on GiftCardOrder {\n    id currency deliveryMode\n    limits { maxCardsPerOrder maxQuantityPerPackage }\n    shipments {\n      id tag deliveryType registered\n      delivery { from to dispatchDate scheduledAt }\n      deliveryAddress { firstName lastName companyName countryCode postCode houseNumber suffix street city email }\n      packages {\n        id shipmentTag kind variationId variationType qty personalMessage\n        giftPacking { qty }\n        wrapper { kind }\n        amount { ...BasketMoney }\n        total { ...BasketMoney }\n        product {\n          id title path backgroundColor\n          image { url { href } alt width height }\n          orderLimits { maxQuantity maxTotal { ...BasketMoney } }\n          digitalVariationConfig { ...BasketVariationConfig }\n          physicalVariationConfig { ...BasketVariationConfig }\n        }\n        items {\n          kind qty text\n          total { ...BasketMoney }\n          variation { id title sku variationType price { ...BasketMoney } }\n        }\n      }\n    }\n    groupedTotals {\n      digitalTotal { qty price { ...BasketMoney } }\n      physicalTotal { qty price { ...BasketMoney } }\n      extra { qty price { ...BasketMoney } }\n    }\n    totals {\n      subTotal { ...BasketMoney }\n      grandTotalWithoutTax { ...BasketMoney }\n      tax { ...BasketMoney }\n      grandTotal { ...BasketMoney }\n      adjustments { title adjustmentType price { ...BasketMoney } }\n    }\n    packagesGroups {\n      tag packageId receiverTitle receiverDescription\n      totalPrice { ...BasketMoney }\n      cardsPreviews { productLabel image { url { href } alt } color { color opacity } }\n    }\n    slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }\n  }\n": types.BasketMoneyFragmentDoc,
    "\n  fragment BasketError on ErrorEntry { message code referencedRequestParameter }\n": types.BasketErrorFragmentDoc,
    "\n  fragment BasketCartPayload on CartPayload { order { ...BasketOrder } errors { ...BasketError } }\n": types.BasketCartPayloadFragmentDoc,
    "\n  query BasketCart($orderUuid: String) {\n    cartV2(orderUuid: $orderUuid) { data { ...BasketOrder } errors { ...BasketError } }\n  }\n": types.BasketCartDocument,
    "\n  mutation UpdateGiftCardPackage($input: UpdateGiftCardPackageInput!) {\n    updateGiftCardPackage(input: $input) { packageId order { ...BasketOrder } errors { ...BasketError } }\n  }\n": types.UpdateGiftCardPackageDocument,
    "\n  mutation DeleteGiftCardPackageGroup($shipmentTag: String!, $packageId: ID) {\n    deleteGiftCardPackageGroup(shipmentTag: $shipmentTag, packageId: $packageId) { ...BasketCartPayload }\n  }\n": types.DeleteGiftCardPackageGroupDocument,
    "\n  mutation UpdateCartReceiver($input: CartReceiverInput!) {\n    updateCartReceiver(input: $input) { ...BasketCartPayload }\n  }\n": types.UpdateCartReceiverDocument,
    "\n  mutation ResetCartReceiver($shipmentTag: String!) {\n    resetCartReceiver(shipmentTag: $shipmentTag) { ...BasketCartPayload }\n  }\n": types.ResetCartReceiverDocument,
    "\n  mutation SetShipmentDeliveryDate($shipmentTag: String!, $scheduledAt: String) {\n    setShipmentDeliveryDate(shipmentTag: $shipmentTag, scheduledAt: $scheduledAt) { ...BasketCartPayload }\n  }\n": types.SetShipmentDeliveryDateDocument,
    "\n  mutation SetCartDeliveryMode($mode: DeliveryMode!) {\n    setCartDeliveryMode(mode: $mode) { ...BasketCartPayload }\n  }\n": types.SetCartDeliveryModeDocument,
    "\n  query CheckoutSavedReceivers {\n    addressBook {\n      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }\n    }\n  }\n": types.CheckoutSavedReceiversDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutPayment on PaymentInfo { id method status pspReference }\n  fragment CheckoutOrderState on PlacedOrder {\n    id orderNumber status customerEmail customerType placedAt failedAttempts canRetry underReview refused refundStatus\n    payment { ...CheckoutPayment }\n  }\n"): typeof import('./graphql').CheckoutPaymentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutPlacedOrder on PlacedOrder {\n    ...CheckoutOrderState\n    order { ...BasketOrder }\n  }\n"): typeof import('./graphql').CheckoutPlacedOrderFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPaymentMethods($customerType: CustomerType) {\n    paymentMethods(customerType: $customerType) { id name isApp banks { id issuer } }\n  }\n"): typeof import('./graphql').CheckoutPaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) { order { ...CheckoutPlacedOrder } errors { ...BasketError } }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGiftCardPayment($input: AddPaymentInput!) {\n    addGiftCardPayment(input: $input) {\n      action { type url }\n      payment { ...CheckoutPayment }\n      order { ...CheckoutOrderState }\n      errors { ...BasketError }\n    }\n  }\n"): typeof import('./graphql').AddGiftCardPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckGiftCardPayment($orderUuid: String!) {\n    checkGiftCardPayment(orderUuid: $orderUuid) { order { ...CheckoutOrderState } errors { ...BasketError } }\n  }\n"): typeof import('./graphql').CheckGiftCardPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardOrder($orderUuid: String!) {\n    discardOrder(orderUuid: $orderUuid) {\n      order { id slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } } }\n      errors { ...BasketError }\n    }\n  }\n"): typeof import('./graphql').DiscardOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPlacedOrder($orderUuid: String!) {\n    placedOrder(orderUuid: $orderUuid) { data { ...CheckoutPlacedOrder } errors { ...BasketError } }\n  }\n"): typeof import('./graphql').CheckoutPlacedOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCustomer {\n    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }\n  }\n"): typeof import('./graphql').CheckoutCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BasketMoney on Money { value currency cents }\n  fragment BasketVariationConfig on VariationConfig {\n    hasFixedPrices\n    pricesToShow { ...BasketMoney }\n    minPrice { ...BasketMoney }\n    maxPrice { ...BasketMoney }\n  }\n  fragment BasketOrder on GiftCardOrder {\n    id currency deliveryMode\n    limits { maxCardsPerOrder maxQuantityPerPackage }\n    shipments {\n      id tag deliveryType registered\n      delivery { from to dispatchDate scheduledAt }\n      deliveryAddress { firstName lastName companyName countryCode postCode houseNumber suffix street city email }\n      packages {\n        id shipmentTag kind variationId variationType qty personalMessage\n        giftPacking { qty }\n        wrapper { kind }\n        amount { ...BasketMoney }\n        total { ...BasketMoney }\n        product {\n          id title path backgroundColor\n          image { url { href } alt width height }\n          orderLimits { maxQuantity maxTotal { ...BasketMoney } }\n          digitalVariationConfig { ...BasketVariationConfig }\n          physicalVariationConfig { ...BasketVariationConfig }\n        }\n        items {\n          kind qty text\n          total { ...BasketMoney }\n          variation { id title sku variationType price { ...BasketMoney } }\n        }\n      }\n    }\n    groupedTotals {\n      digitalTotal { qty price { ...BasketMoney } }\n      physicalTotal { qty price { ...BasketMoney } }\n      extra { qty price { ...BasketMoney } }\n    }\n    totals {\n      subTotal { ...BasketMoney }\n      grandTotalWithoutTax { ...BasketMoney }\n      tax { ...BasketMoney }\n      grandTotal { ...BasketMoney }\n      adjustments { title adjustmentType price { ...BasketMoney } }\n    }\n    packagesGroups {\n      tag packageId receiverTitle receiverDescription\n      totalPrice { ...BasketMoney }\n      cardsPreviews { productLabel image { url { href } alt } color { color opacity } }\n    }\n    slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }\n  }\n"): typeof import('./graphql').BasketMoneyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BasketError on ErrorEntry { message code referencedRequestParameter }\n"): typeof import('./graphql').BasketErrorFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BasketCartPayload on CartPayload { order { ...BasketOrder } errors { ...BasketError } }\n"): typeof import('./graphql').BasketCartPayloadFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BasketCart($orderUuid: String) {\n    cartV2(orderUuid: $orderUuid) { data { ...BasketOrder } errors { ...BasketError } }\n  }\n"): typeof import('./graphql').BasketCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGiftCardPackage($input: UpdateGiftCardPackageInput!) {\n    updateGiftCardPackage(input: $input) { packageId order { ...BasketOrder } errors { ...BasketError } }\n  }\n"): typeof import('./graphql').UpdateGiftCardPackageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGiftCardPackageGroup($shipmentTag: String!, $packageId: ID) {\n    deleteGiftCardPackageGroup(shipmentTag: $shipmentTag, packageId: $packageId) { ...BasketCartPayload }\n  }\n"): typeof import('./graphql').DeleteGiftCardPackageGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartReceiver($input: CartReceiverInput!) {\n    updateCartReceiver(input: $input) { ...BasketCartPayload }\n  }\n"): typeof import('./graphql').UpdateCartReceiverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCartReceiver($shipmentTag: String!) {\n    resetCartReceiver(shipmentTag: $shipmentTag) { ...BasketCartPayload }\n  }\n"): typeof import('./graphql').ResetCartReceiverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShipmentDeliveryDate($shipmentTag: String!, $scheduledAt: String) {\n    setShipmentDeliveryDate(shipmentTag: $shipmentTag, scheduledAt: $scheduledAt) { ...BasketCartPayload }\n  }\n"): typeof import('./graphql').SetShipmentDeliveryDateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCartDeliveryMode($mode: DeliveryMode!) {\n    setCartDeliveryMode(mode: $mode) { ...BasketCartPayload }\n  }\n"): typeof import('./graphql').SetCartDeliveryModeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutSavedReceivers {\n    addressBook {\n      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }\n    }\n  }\n"): typeof import('./graphql').CheckoutSavedReceiversDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
