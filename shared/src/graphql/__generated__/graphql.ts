/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Brand =
  | 'CB'
  | 'CK'
  | 'GCS';

export type IdentifyModal =
  | 'guest'
  | 'login';

/** Where a local remote override is set and reset. */
export type LocalOverrideSwitch =
  | 'console'
  | 'query';

/** Which of the spec's two route tables (German or Dutch paths) the storefront uses. */
export type PathVariant =
  | 'de'
  | 'nl';

/** The micro-frontends the shell loads at runtime (@shop/shared's list of remotes). */
export type RemoteName =
  | 'account'
  | 'basketCheckout'
  | 'catalogue'
  | 'content'
  | 'redeem';

/** The headers a page can ask the shell for: the shop's, or the redeem flow's own. */
export type RouteHeader =
  | 'redeem'
  | 'shop';

export type AddressLookupQueryVariables = Exact<{
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix?: string | null | undefined;
}>;


export type AddressLookupQuery = { addressLookup: { address: { street: string, city: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CartQuantityQueryVariables = Exact<{
  orderUuid?: string | null | undefined;
}>;


export type CartQuantityQuery = { cartQuantity: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } | null };

export type StorefrontConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StorefrontConfigQuery = { storefrontConfig: { key: string, storeId: number, brand: Brand, name: string, countryCode: string, timeZone: string, locale: string, defaultLanguage: string, currency: string, pathVariant: PathVariant, hosts: Array<string>, localOverrideSwitch: LocalOverrideSwitch | null, languages: Array<{ code: string, isDefault: boolean, currency: string }>, featureToggles: { languageSwitcher: boolean, iconLabels: boolean, footerLogos: boolean, cookiesFooterLink: boolean, searchAnalytics: boolean, headerVersion: number, identifyModal: IdentifyModal, hasChoiceCard: boolean, businessMenu: boolean, redeemDelayWarning: boolean, businessPageVersion: number, balanceDoubler: boolean }, remotes: Array<{ name: RemoteName, enabled: boolean, version: string | null, manifestUrl: string | null, contractVersion: string | null, localOverride: boolean | null, integrity: { manifest: string, filesUrl: string } | null }>, routes: Array<{ key: string, remote: RemoteName, pattern: string, redirectTo: string | null, header: RouteHeader, requiresLogin: boolean }> } };

export type CaptchaChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaChallengeQuery = { captchaChallenge: string };

export type UserLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserLogoutMutation = { userLogout: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type UserInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type UserInfoQuery = { getUserInfo: { user: { subscribed: boolean, mainProfile: { firstName: string, lastName: string, email: string } } | null } };

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

export const AddressLookupDocument = new TypedDocumentString(`
    query AddressLookup($countryCode: String!, $postCode: String!, $houseNumber: String!, $suffix: String) {
  addressLookup(
    countryCode: $countryCode
    postCode: $postCode
    houseNumber: $houseNumber
    suffix: $suffix
  ) {
    address {
      street
      city
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AddressLookupQuery, AddressLookupQueryVariables>;
export const CartQuantityDocument = new TypedDocumentString(`
    query CartQuantity($orderUuid: String) {
  cartQuantity(orderUuid: $orderUuid) {
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
    `) as unknown as TypedDocumentString<CartQuantityQuery, CartQuantityQueryVariables>;
export const StorefrontConfigDocument = new TypedDocumentString(`
    query StorefrontConfig {
  storefrontConfig {
    key
    storeId
    brand
    name
    countryCode
    timeZone
    locale
    defaultLanguage
    currency
    pathVariant
    languages {
      code
      isDefault
      currency
    }
    hosts
    featureToggles {
      languageSwitcher
      iconLabels
      footerLogos
      cookiesFooterLink
      searchAnalytics
      headerVersion
      identifyModal
      hasChoiceCard
      businessMenu
      redeemDelayWarning
      businessPageVersion
      balanceDoubler
    }
    remotes {
      name
      enabled
      version
      manifestUrl
      contractVersion
      localOverride
      integrity {
        manifest
        filesUrl
      }
    }
    routes {
      key
      remote
      pattern
      redirectTo
      header
      requiresLogin
    }
    localOverrideSwitch
  }
}
    `) as unknown as TypedDocumentString<StorefrontConfigQuery, StorefrontConfigQueryVariables>;
export const CaptchaChallengeDocument = new TypedDocumentString(`
    query CaptchaChallenge {
  captchaChallenge
}
    `) as unknown as TypedDocumentString<CaptchaChallengeQuery, CaptchaChallengeQueryVariables>;
export const UserLogoutDocument = new TypedDocumentString(`
    mutation UserLogout {
  userLogout {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<UserLogoutMutation, UserLogoutMutationVariables>;
export const UserInfoDocument = new TypedDocumentString(`
    query UserInfo {
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
    `) as unknown as TypedDocumentString<UserInfoQuery, UserInfoQueryVariables>;