import { graphql } from '../graphql/__generated__';
import type { StorefrontConfigQuery } from '../graphql/__generated__/graphql';

/**
 * The storefront config the shell reads at start (inlined into the page or fetched from the API): the
 * answer to the query below, so its fields are the query's (generated from the API's schema).
 */
export type StorefrontConfig = StorefrontConfigQuery['storefrontConfig'];
export type StorefrontLanguage = StorefrontConfig['languages'][number];
export type FeatureToggles = StorefrontConfig['featureToggles'];
export type RemoteConfig = StorefrontConfig['remotes'][number];

export const STOREFRONT_CONFIG_QUERY = graphql(/* GraphQL */ `
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
      languages { code isDefault currency }
      hosts
      featureToggles {
        languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics
        headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning businessPageVersion balanceDoubler
      }
      remotes { name enabled version manifestUrl contractVersion localOverride integrity { manifest filesUrl } }
      routes { key remote pattern redirectTo header requiresLogin }
      localOverrideSwitch
    }
  }
`).toString();
