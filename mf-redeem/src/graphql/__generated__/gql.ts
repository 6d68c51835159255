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
    "\n  fragment CardActivationFields on CardActivation {\n    orderUuid orderNumber status maskedNumber customerEmail dueAt activatedAt lastValidDay\n    amount { value currency cents }\n  }\n": typeof types.CardActivationFieldsFragmentDoc,
    "\n  mutation ActivateCard($input: ActivateCardInput!) {\n    activateCard(input: $input) {\n      action { type url }\n      activation { ...CardActivationFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ActivateCardDocument,
    "\n  query CardActivation($orderUuid: String!) {\n    activation(orderUuid: $orderUuid) {\n      data { ...CardActivationFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CardActivationDocument,
    "\n  fragment CardDataFields on CardData {\n    maskedNumber status lastValidDay expired productTitle\n    balance { value currency cents }\n  }\n": typeof types.CardDataFieldsFragmentDoc,
    "\n  query CardData($cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    cardData(cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {\n      data { ...CardDataFields }\n      errors { message code referencedRequestParameter }\n      cardStorefront { name balanceCheckUrl }\n    }\n  }\n": typeof types.CardDataDocument,
    "\n  fragment DoublerDrawFields on DoublerDrawResult {\n    month drawnAt entryCount entriesHash seed\n    winner { reference number maskedNumber }\n    prize { value currency cents }\n  }\n  fragment DoublerPromotionFields on DoublerPromotion {\n    month timeZone entryDeadline nextDrawDate\n    maxPrize { value currency cents }\n  }\n  fragment DoublerEntryFields on DoublerEntry { reference number month maskedNumber productSlug drawDate }\n": typeof types.DoublerDrawFieldsFragmentDoc,
    "\n  query DoublerPage {\n    doublerPromotion { data { ...DoublerPromotionFields } errors { message code referencedRequestParameter } }\n    doublerDraws(limit: 6) { data { ...DoublerDrawFields } }\n    storeData { doubler { heroCardImage { url { href } alt width height } } }\n  }\n": typeof types.DoublerPageDocument,
    "\n  query DoublerPromotion {\n    doublerPromotion { data { ...DoublerPromotionFields } errors { message code referencedRequestParameter } }\n  }\n": typeof types.DoublerPromotionDocument,
    "\n  mutation EnterDoubler($input: EnterDoublerInput!) {\n    enterDoubler(input: $input) {\n      entry { ...DoublerEntryFields }\n      errors { message code referencedRequestParameter }\n      cardStorefront { name balanceCheckUrl }\n    }\n  }\n": typeof types.EnterDoublerDocument,
    "\n  query DoublerDrawEntries($month: String!) {\n    doublerDrawEntries(month: $month, paging: { itemsPerPage: 1000, pageNumber: 1 }) {\n      data { month entryCount entriesHash references }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.DoublerDrawEntriesDocument,
    "\n  query DoublerProduct($path: String!) { product(path: $path) { id title path } }\n": typeof types.DoublerProductDocument,
    "\n  fragment RedeemMoney on Money { value currency cents }\n  fragment RedeemError on ErrorEntry { message code referencedRequestParameter }\n  fragment RedeemCard on GiftCardBalance { id maskedNumber balance { ...RedeemMoney } lastValidDay status expired }\n  fragment RedeemProductFields on RedeemProduct {\n    id title description backgroundColor foregroundColor productType showShadow path\n    image { url { href } alt width height }\n    fixedValues { ...RedeemMoney }\n    physical { fixedValues { ...RedeemMoney } minimumAvailableCustomAmount { ...RedeemMoney } maximumAvailableCustomAmount { ...RedeemMoney } }\n    brand { id name iframeUrl redirectLink redirectTime productExternalLink { title url } }\n    redeemData {\n      title description\n      minimumRemainingBalance { ...RedeemMoney }\n      minimumAvailableCustomAmount { ...RedeemMoney }\n      maximumAvailableCustomAmount { ...RedeemMoney }\n    }\n  }\n  fragment RedeemPackageFields on RedeemPackage {\n    id mainProductType\n    mainProduct { ...RedeemProductFields }\n    items { qty variation { id variationType price { ...RedeemMoney } } }\n    packageTotals { mainItemAmount { ...RedeemMoney } mainItemEditable }\n  }\n  fragment RedeemBasketFields on RedeemBasket {\n    id expiresAt\n    cards { card { ...RedeemCard } used { ...RedeemMoney } }\n    packages { ...RedeemPackageFields }\n    totals {\n      total { ...RedeemMoney } shipping { ...RedeemMoney } balance { ...RedeemMoney } balanceUsed { ...RedeemMoney }\n      remainingBalance { ...RedeemMoney } priceToPay { ...RedeemMoney }\n    }\n    physicalDelivery { dispatchDate from to }\n  }\n  fragment RedeemOrderFields on RedeemOrder {\n    id orderNumber status canRetry\n    remainingBalance { ...RedeemMoney }\n    totals { total { ...RedeemMoney } paidWithGiftCards { ...RedeemMoney } priceToPay { ...RedeemMoney } }\n    giftCardPayments { card { ...RedeemCard } used { ...RedeemMoney } }\n    shipments { id deliveryDate formattedDeliveryDate deliveryAddress { firstName lastName email postCode houseNumber suffix street city } packages { ...RedeemPackageFields } }\n    billingAddress { firstName lastName email }\n    payment { id method status }\n  }\n": typeof types.RedeemMoneyFragmentDoc,
    "\n  mutation RedeemCheckBalance($input: CheckGiftCardBalanceInput!) {\n    checkGiftCardBalance(input: $input) {\n      redeemToken\n      card { ...RedeemCard }\n      basket { ...RedeemBasketFields }\n      cardStorefront { name balanceCheckUrl }\n      errors { ...RedeemError }\n    }\n  }\n": typeof types.RedeemCheckBalanceDocument,
    "\n  query RedeemBasket { redeemBasket { data { ...RedeemBasketFields } errors { ...RedeemError } } }\n": typeof types.RedeemBasketDocument,
    "\n  query RedeemProducts($pageId: String, $search: String, $filterByTaxonomy: [TaxonomyFilterInput!], $paging: PagingInput) {\n    redeemProducts(pageId: $pageId, search: $search, filterByTaxonomy: $filterByTaxonomy, paging: $paging) {\n      total pageNumber itemsPerPage\n      items { ...RedeemProductFields }\n    }\n  }\n": typeof types.RedeemProductsDocument,
    "\n  query RedeemCategories { categories { id title term } }\n": typeof types.RedeemCategoriesDocument,
    "\n  query RedeemPage($pageId: String!) {\n    redeemPage(pageId: $pageId) { pageId companyName title intro info logo { url { href } alt width height } }\n  }\n": typeof types.RedeemPageDocument,
    "\n  mutation RedeemAddPackage($input: RedeemPackageInput!) {\n    addOrUpdateRedeemPackage(input: $input) { basket { ...RedeemBasketFields } errors { ...RedeemError } }\n  }\n": typeof types.RedeemAddPackageDocument,
    "\n  mutation RedeemRemovePackage($packageId: ID!) {\n    removeRedeemPackage(packageId: $packageId) { basket { ...RedeemBasketFields } errors { ...RedeemError } }\n  }\n": typeof types.RedeemRemovePackageDocument,
    "\n  mutation RedeemReset { resetRedeem { errors { ...RedeemError } } }\n": typeof types.RedeemResetDocument,
    "\n  mutation RedeemPlaceOrder($input: PlaceRedeemOrderInput!) {\n    placeRedeemOrder(input: $input) { order { ...RedeemOrderFields } amountToPay { ...RedeemMoney } errors { ...RedeemError } }\n  }\n": typeof types.RedeemPlaceOrderDocument,
    "\n  query RedeemOrder($uuid: String!) { redeemOrder(uuid: $uuid) { data { ...RedeemOrderFields } errors { ...RedeemError } } }\n": typeof types.RedeemOrderDocument,
    "\n  query RedeemPaymentMethods { paymentMethods(customerType: PRIVATE) { id name isApp banks { id issuer } } }\n": typeof types.RedeemPaymentMethodsDocument,
    "\n  mutation RedeemAddPayment($input: AddPaymentInput!) {\n    addGiftCardPayment(input: $input) { action { type url } errors { ...RedeemError } }\n  }\n": typeof types.RedeemAddPaymentDocument,
    "\n  mutation RedeemDiscardOrder($orderUuid: String!) { discardOrder(orderUuid: $orderUuid) { errors { ...RedeemError } } }\n": typeof types.RedeemDiscardOrderDocument,
};
const documents: Documents = {
    "\n  fragment CardActivationFields on CardActivation {\n    orderUuid orderNumber status maskedNumber customerEmail dueAt activatedAt lastValidDay\n    amount { value currency cents }\n  }\n": types.CardActivationFieldsFragmentDoc,
    "\n  mutation ActivateCard($input: ActivateCardInput!) {\n    activateCard(input: $input) {\n      action { type url }\n      activation { ...CardActivationFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ActivateCardDocument,
    "\n  query CardActivation($orderUuid: String!) {\n    activation(orderUuid: $orderUuid) {\n      data { ...CardActivationFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.CardActivationDocument,
    "\n  fragment CardDataFields on CardData {\n    maskedNumber status lastValidDay expired productTitle\n    balance { value currency cents }\n  }\n": types.CardDataFieldsFragmentDoc,
    "\n  query CardData($cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    cardData(cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {\n      data { ...CardDataFields }\n      errors { message code referencedRequestParameter }\n      cardStorefront { name balanceCheckUrl }\n    }\n  }\n": types.CardDataDocument,
    "\n  fragment DoublerDrawFields on DoublerDrawResult {\n    month drawnAt entryCount entriesHash seed\n    winner { reference number maskedNumber }\n    prize { value currency cents }\n  }\n  fragment DoublerPromotionFields on DoublerPromotion {\n    month timeZone entryDeadline nextDrawDate\n    maxPrize { value currency cents }\n  }\n  fragment DoublerEntryFields on DoublerEntry { reference number month maskedNumber productSlug drawDate }\n": types.DoublerDrawFieldsFragmentDoc,
    "\n  query DoublerPage {\n    doublerPromotion { data { ...DoublerPromotionFields } errors { message code referencedRequestParameter } }\n    doublerDraws(limit: 6) { data { ...DoublerDrawFields } }\n    storeData { doubler { heroCardImage { url { href } alt width height } } }\n  }\n": types.DoublerPageDocument,
    "\n  query DoublerPromotion {\n    doublerPromotion { data { ...DoublerPromotionFields } errors { message code referencedRequestParameter } }\n  }\n": types.DoublerPromotionDocument,
    "\n  mutation EnterDoubler($input: EnterDoublerInput!) {\n    enterDoubler(input: $input) {\n      entry { ...DoublerEntryFields }\n      errors { message code referencedRequestParameter }\n      cardStorefront { name balanceCheckUrl }\n    }\n  }\n": types.EnterDoublerDocument,
    "\n  query DoublerDrawEntries($month: String!) {\n    doublerDrawEntries(month: $month, paging: { itemsPerPage: 1000, pageNumber: 1 }) {\n      data { month entryCount entriesHash references }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.DoublerDrawEntriesDocument,
    "\n  query DoublerProduct($path: String!) { product(path: $path) { id title path } }\n": types.DoublerProductDocument,
    "\n  fragment RedeemMoney on Money { value currency cents }\n  fragment RedeemError on ErrorEntry { message code referencedRequestParameter }\n  fragment RedeemCard on GiftCardBalance { id maskedNumber balance { ...RedeemMoney } lastValidDay status expired }\n  fragment RedeemProductFields on RedeemProduct {\n    id title description backgroundColor foregroundColor productType showShadow path\n    image { url { href } alt width height }\n    fixedValues { ...RedeemMoney }\n    physical { fixedValues { ...RedeemMoney } minimumAvailableCustomAmount { ...RedeemMoney } maximumAvailableCustomAmount { ...RedeemMoney } }\n    brand { id name iframeUrl redirectLink redirectTime productExternalLink { title url } }\n    redeemData {\n      title description\n      minimumRemainingBalance { ...RedeemMoney }\n      minimumAvailableCustomAmount { ...RedeemMoney }\n      maximumAvailableCustomAmount { ...RedeemMoney }\n    }\n  }\n  fragment RedeemPackageFields on RedeemPackage {\n    id mainProductType\n    mainProduct { ...RedeemProductFields }\n    items { qty variation { id variationType price { ...RedeemMoney } } }\n    packageTotals { mainItemAmount { ...RedeemMoney } mainItemEditable }\n  }\n  fragment RedeemBasketFields on RedeemBasket {\n    id expiresAt\n    cards { card { ...RedeemCard } used { ...RedeemMoney } }\n    packages { ...RedeemPackageFields }\n    totals {\n      total { ...RedeemMoney } shipping { ...RedeemMoney } balance { ...RedeemMoney } balanceUsed { ...RedeemMoney }\n      remainingBalance { ...RedeemMoney } priceToPay { ...RedeemMoney }\n    }\n    physicalDelivery { dispatchDate from to }\n  }\n  fragment RedeemOrderFields on RedeemOrder {\n    id orderNumber status canRetry\n    remainingBalance { ...RedeemMoney }\n    totals { total { ...RedeemMoney } paidWithGiftCards { ...RedeemMoney } priceToPay { ...RedeemMoney } }\n    giftCardPayments { card { ...RedeemCard } used { ...RedeemMoney } }\n    shipments { id deliveryDate formattedDeliveryDate deliveryAddress { firstName lastName email postCode houseNumber suffix street city } packages { ...RedeemPackageFields } }\n    billingAddress { firstName lastName email }\n    payment { id method status }\n  }\n": types.RedeemMoneyFragmentDoc,
    "\n  mutation RedeemCheckBalance($input: CheckGiftCardBalanceInput!) {\n    checkGiftCardBalance(input: $input) {\n      redeemToken\n      card { ...RedeemCard }\n      basket { ...RedeemBasketFields }\n      cardStorefront { name balanceCheckUrl }\n      errors { ...RedeemError }\n    }\n  }\n": types.RedeemCheckBalanceDocument,
    "\n  query RedeemBasket { redeemBasket { data { ...RedeemBasketFields } errors { ...RedeemError } } }\n": types.RedeemBasketDocument,
    "\n  query RedeemProducts($pageId: String, $search: String, $filterByTaxonomy: [TaxonomyFilterInput!], $paging: PagingInput) {\n    redeemProducts(pageId: $pageId, search: $search, filterByTaxonomy: $filterByTaxonomy, paging: $paging) {\n      total pageNumber itemsPerPage\n      items { ...RedeemProductFields }\n    }\n  }\n": types.RedeemProductsDocument,
    "\n  query RedeemCategories { categories { id title term } }\n": types.RedeemCategoriesDocument,
    "\n  query RedeemPage($pageId: String!) {\n    redeemPage(pageId: $pageId) { pageId companyName title intro info logo { url { href } alt width height } }\n  }\n": types.RedeemPageDocument,
    "\n  mutation RedeemAddPackage($input: RedeemPackageInput!) {\n    addOrUpdateRedeemPackage(input: $input) { basket { ...RedeemBasketFields } errors { ...RedeemError } }\n  }\n": types.RedeemAddPackageDocument,
    "\n  mutation RedeemRemovePackage($packageId: ID!) {\n    removeRedeemPackage(packageId: $packageId) { basket { ...RedeemBasketFields } errors { ...RedeemError } }\n  }\n": types.RedeemRemovePackageDocument,
    "\n  mutation RedeemReset { resetRedeem { errors { ...RedeemError } } }\n": types.RedeemResetDocument,
    "\n  mutation RedeemPlaceOrder($input: PlaceRedeemOrderInput!) {\n    placeRedeemOrder(input: $input) { order { ...RedeemOrderFields } amountToPay { ...RedeemMoney } errors { ...RedeemError } }\n  }\n": types.RedeemPlaceOrderDocument,
    "\n  query RedeemOrder($uuid: String!) { redeemOrder(uuid: $uuid) { data { ...RedeemOrderFields } errors { ...RedeemError } } }\n": types.RedeemOrderDocument,
    "\n  query RedeemPaymentMethods { paymentMethods(customerType: PRIVATE) { id name isApp banks { id issuer } } }\n": types.RedeemPaymentMethodsDocument,
    "\n  mutation RedeemAddPayment($input: AddPaymentInput!) {\n    addGiftCardPayment(input: $input) { action { type url } errors { ...RedeemError } }\n  }\n": types.RedeemAddPaymentDocument,
    "\n  mutation RedeemDiscardOrder($orderUuid: String!) { discardOrder(orderUuid: $orderUuid) { errors { ...RedeemError } } }\n": types.RedeemDiscardOrderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardActivationFields on CardActivation {\n    orderUuid orderNumber status maskedNumber customerEmail dueAt activatedAt lastValidDay\n    amount { value currency cents }\n  }\n"): typeof import('./graphql').CardActivationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateCard($input: ActivateCardInput!) {\n    activateCard(input: $input) {\n      action { type url }\n      activation { ...CardActivationFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ActivateCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardActivation($orderUuid: String!) {\n    activation(orderUuid: $orderUuid) {\n      data { ...CardActivationFields }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CardActivationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardDataFields on CardData {\n    maskedNumber status lastValidDay expired productTitle\n    balance { value currency cents }\n  }\n"): typeof import('./graphql').CardDataFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardData($cardNumber: String!, $pin: String!, $captchaToken: String!) {\n    cardData(cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) {\n      data { ...CardDataFields }\n      errors { message code referencedRequestParameter }\n      cardStorefront { name balanceCheckUrl }\n    }\n  }\n"): typeof import('./graphql').CardDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DoublerDrawFields on DoublerDrawResult {\n    month drawnAt entryCount entriesHash seed\n    winner { reference number maskedNumber }\n    prize { value currency cents }\n  }\n  fragment DoublerPromotionFields on DoublerPromotion {\n    month timeZone entryDeadline nextDrawDate\n    maxPrize { value currency cents }\n  }\n  fragment DoublerEntryFields on DoublerEntry { reference number month maskedNumber productSlug drawDate }\n"): typeof import('./graphql').DoublerDrawFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoublerPage {\n    doublerPromotion { data { ...DoublerPromotionFields } errors { message code referencedRequestParameter } }\n    doublerDraws(limit: 6) { data { ...DoublerDrawFields } }\n    storeData { doubler { heroCardImage { url { href } alt width height } } }\n  }\n"): typeof import('./graphql').DoublerPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoublerPromotion {\n    doublerPromotion { data { ...DoublerPromotionFields } errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').DoublerPromotionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterDoubler($input: EnterDoublerInput!) {\n    enterDoubler(input: $input) {\n      entry { ...DoublerEntryFields }\n      errors { message code referencedRequestParameter }\n      cardStorefront { name balanceCheckUrl }\n    }\n  }\n"): typeof import('./graphql').EnterDoublerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoublerDrawEntries($month: String!) {\n    doublerDrawEntries(month: $month, paging: { itemsPerPage: 1000, pageNumber: 1 }) {\n      data { month entryCount entriesHash references }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').DoublerDrawEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoublerProduct($path: String!) { product(path: $path) { id title path } }\n"): typeof import('./graphql').DoublerProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemMoney on Money { value currency cents }\n  fragment RedeemError on ErrorEntry { message code referencedRequestParameter }\n  fragment RedeemCard on GiftCardBalance { id maskedNumber balance { ...RedeemMoney } lastValidDay status expired }\n  fragment RedeemProductFields on RedeemProduct {\n    id title description backgroundColor foregroundColor productType showShadow path\n    image { url { href } alt width height }\n    fixedValues { ...RedeemMoney }\n    physical { fixedValues { ...RedeemMoney } minimumAvailableCustomAmount { ...RedeemMoney } maximumAvailableCustomAmount { ...RedeemMoney } }\n    brand { id name iframeUrl redirectLink redirectTime productExternalLink { title url } }\n    redeemData {\n      title description\n      minimumRemainingBalance { ...RedeemMoney }\n      minimumAvailableCustomAmount { ...RedeemMoney }\n      maximumAvailableCustomAmount { ...RedeemMoney }\n    }\n  }\n  fragment RedeemPackageFields on RedeemPackage {\n    id mainProductType\n    mainProduct { ...RedeemProductFields }\n    items { qty variation { id variationType price { ...RedeemMoney } } }\n    packageTotals { mainItemAmount { ...RedeemMoney } mainItemEditable }\n  }\n  fragment RedeemBasketFields on RedeemBasket {\n    id expiresAt\n    cards { card { ...RedeemCard } used { ...RedeemMoney } }\n    packages { ...RedeemPackageFields }\n    totals {\n      total { ...RedeemMoney } shipping { ...RedeemMoney } balance { ...RedeemMoney } balanceUsed { ...RedeemMoney }\n      remainingBalance { ...RedeemMoney } priceToPay { ...RedeemMoney }\n    }\n    physicalDelivery { dispatchDate from to }\n  }\n  fragment RedeemOrderFields on RedeemOrder {\n    id orderNumber status canRetry\n    remainingBalance { ...RedeemMoney }\n    totals { total { ...RedeemMoney } paidWithGiftCards { ...RedeemMoney } priceToPay { ...RedeemMoney } }\n    giftCardPayments { card { ...RedeemCard } used { ...RedeemMoney } }\n    shipments { id deliveryDate formattedDeliveryDate deliveryAddress { firstName lastName email postCode houseNumber suffix street city } packages { ...RedeemPackageFields } }\n    billingAddress { firstName lastName email }\n    payment { id method status }\n  }\n"): typeof import('./graphql').RedeemMoneyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemCheckBalance($input: CheckGiftCardBalanceInput!) {\n    checkGiftCardBalance(input: $input) {\n      redeemToken\n      card { ...RedeemCard }\n      basket { ...RedeemBasketFields }\n      cardStorefront { name balanceCheckUrl }\n      errors { ...RedeemError }\n    }\n  }\n"): typeof import('./graphql').RedeemCheckBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemBasket { redeemBasket { data { ...RedeemBasketFields } errors { ...RedeemError } } }\n"): typeof import('./graphql').RedeemBasketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemProducts($pageId: String, $search: String, $filterByTaxonomy: [TaxonomyFilterInput!], $paging: PagingInput) {\n    redeemProducts(pageId: $pageId, search: $search, filterByTaxonomy: $filterByTaxonomy, paging: $paging) {\n      total pageNumber itemsPerPage\n      items { ...RedeemProductFields }\n    }\n  }\n"): typeof import('./graphql').RedeemProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemCategories { categories { id title term } }\n"): typeof import('./graphql').RedeemCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemPage($pageId: String!) {\n    redeemPage(pageId: $pageId) { pageId companyName title intro info logo { url { href } alt width height } }\n  }\n"): typeof import('./graphql').RedeemPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemAddPackage($input: RedeemPackageInput!) {\n    addOrUpdateRedeemPackage(input: $input) { basket { ...RedeemBasketFields } errors { ...RedeemError } }\n  }\n"): typeof import('./graphql').RedeemAddPackageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemRemovePackage($packageId: ID!) {\n    removeRedeemPackage(packageId: $packageId) { basket { ...RedeemBasketFields } errors { ...RedeemError } }\n  }\n"): typeof import('./graphql').RedeemRemovePackageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemReset { resetRedeem { errors { ...RedeemError } } }\n"): typeof import('./graphql').RedeemResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemPlaceOrder($input: PlaceRedeemOrderInput!) {\n    placeRedeemOrder(input: $input) { order { ...RedeemOrderFields } amountToPay { ...RedeemMoney } errors { ...RedeemError } }\n  }\n"): typeof import('./graphql').RedeemPlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemOrder($uuid: String!) { redeemOrder(uuid: $uuid) { data { ...RedeemOrderFields } errors { ...RedeemError } } }\n"): typeof import('./graphql').RedeemOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemPaymentMethods { paymentMethods(customerType: PRIVATE) { id name isApp banks { id issuer } } }\n"): typeof import('./graphql').RedeemPaymentMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemAddPayment($input: AddPaymentInput!) {\n    addGiftCardPayment(input: $input) { action { type url } errors { ...RedeemError } }\n  }\n"): typeof import('./graphql').RedeemAddPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemDiscardOrder($orderUuid: String!) { discardOrder(orderUuid: $orderUuid) { errors { ...RedeemError } } }\n"): typeof import('./graphql').RedeemDiscardOrderDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
