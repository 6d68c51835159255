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
    "\n  query AddressLookup($countryCode: String!, $postCode: String!, $houseNumber: String!, $suffix: String) {\n    addressLookup(countryCode: $countryCode, postCode: $postCode, houseNumber: $houseNumber, suffix: $suffix) {\n      address {\n        street\n        city\n      }\n      errors {\n        message\n        code\n        referencedRequestParameter\n      }\n    }\n  }\n": typeof types.AddressLookupDocument,
    "\n  query CartQuantity($orderUuid: String) {\n    cartQuantity(orderUuid: $orderUuid) {\n      id\n      packageIds\n      cardQty\n      variationQty\n      totalQuantity\n      packagesGroups { packageIds }\n    }\n  }\n": typeof types.CartQuantityDocument,
    "\n  query StorefrontConfig {\n    storefrontConfig {\n      key\n      storeId\n      brand\n      name\n      countryCode\n      timeZone\n      locale\n      defaultLanguage\n      currency\n      pathVariant\n      languages { code isDefault currency }\n      hosts\n      featureToggles {\n        languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics\n        headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning businessPageVersion balanceDoubler\n      }\n      remotes { name enabled version manifestUrl contractVersion localOverride integrity { manifest filesUrl } }\n      routes { key remote pattern redirectTo header requiresLogin }\n      localOverrideSwitch\n    }\n  }\n": typeof types.StorefrontConfigDocument,
    "\n  query CaptchaChallenge { captchaChallenge }\n": typeof types.CaptchaChallengeDocument,
    "\n  mutation UserLogout {\n    userLogout { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.UserLogoutDocument,
    "\n  query UserInfo {\n    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }\n  }\n": typeof types.UserInfoDocument,
};
const documents: Documents = {
    "\n  query AddressLookup($countryCode: String!, $postCode: String!, $houseNumber: String!, $suffix: String) {\n    addressLookup(countryCode: $countryCode, postCode: $postCode, houseNumber: $houseNumber, suffix: $suffix) {\n      address {\n        street\n        city\n      }\n      errors {\n        message\n        code\n        referencedRequestParameter\n      }\n    }\n  }\n": types.AddressLookupDocument,
    "\n  query CartQuantity($orderUuid: String) {\n    cartQuantity(orderUuid: $orderUuid) {\n      id\n      packageIds\n      cardQty\n      variationQty\n      totalQuantity\n      packagesGroups { packageIds }\n    }\n  }\n": types.CartQuantityDocument,
    "\n  query StorefrontConfig {\n    storefrontConfig {\n      key\n      storeId\n      brand\n      name\n      countryCode\n      timeZone\n      locale\n      defaultLanguage\n      currency\n      pathVariant\n      languages { code isDefault currency }\n      hosts\n      featureToggles {\n        languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics\n        headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning businessPageVersion balanceDoubler\n      }\n      remotes { name enabled version manifestUrl contractVersion localOverride integrity { manifest filesUrl } }\n      routes { key remote pattern redirectTo header requiresLogin }\n      localOverrideSwitch\n    }\n  }\n": types.StorefrontConfigDocument,
    "\n  query CaptchaChallenge { captchaChallenge }\n": types.CaptchaChallengeDocument,
    "\n  mutation UserLogout {\n    userLogout { status errors { message code referencedRequestParameter } }\n  }\n": types.UserLogoutDocument,
    "\n  query UserInfo {\n    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }\n  }\n": types.UserInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressLookup($countryCode: String!, $postCode: String!, $houseNumber: String!, $suffix: String) {\n    addressLookup(countryCode: $countryCode, postCode: $postCode, houseNumber: $houseNumber, suffix: $suffix) {\n      address {\n        street\n        city\n      }\n      errors {\n        message\n        code\n        referencedRequestParameter\n      }\n    }\n  }\n"): typeof import('./graphql').AddressLookupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartQuantity($orderUuid: String) {\n    cartQuantity(orderUuid: $orderUuid) {\n      id\n      packageIds\n      cardQty\n      variationQty\n      totalQuantity\n      packagesGroups { packageIds }\n    }\n  }\n"): typeof import('./graphql').CartQuantityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontConfig {\n    storefrontConfig {\n      key\n      storeId\n      brand\n      name\n      countryCode\n      timeZone\n      locale\n      defaultLanguage\n      currency\n      pathVariant\n      languages { code isDefault currency }\n      hosts\n      featureToggles {\n        languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics\n        headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning businessPageVersion balanceDoubler\n      }\n      remotes { name enabled version manifestUrl contractVersion localOverride integrity { manifest filesUrl } }\n      routes { key remote pattern redirectTo header requiresLogin }\n      localOverrideSwitch\n    }\n  }\n"): typeof import('./graphql').StorefrontConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaChallenge { captchaChallenge }\n"): typeof import('./graphql').CaptchaChallengeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserLogout {\n    userLogout { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').UserLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserInfo {\n    getUserInfo { user { subscribed mainProfile { firstName lastName email } } }\n  }\n"): typeof import('./graphql').UserInfoDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
