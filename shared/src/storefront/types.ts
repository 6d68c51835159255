import type { RemoteName } from '../remote/contract';
import type { PathVariant } from '../routes/route-tables';
import type { StorefrontRoute } from '../routes/storefront-routes';

export interface StorefrontLanguage {
  code: string;
  isDefault: boolean;
  currency: string;
}

export interface FeatureToggles {
  languageSwitcher: boolean;
  iconLabels: boolean;
  footerLogos: boolean;
  cookiesFooterLink: boolean;
  searchAnalytics: boolean;
  headerVersion: number;
  identifyModal: string;
  hasChoiceCard: boolean;
  businessMenu: boolean;
  /** The redeem header's warning that digital cards are currently sent with a delay. */
  redeemDelayWarning: boolean;
}

export interface RemoteConfig {
  name: RemoteName;
  enabled: boolean;
  version: string | null;
  manifestUrl: string | null;
  /** The @shop/shared contract the loaded release was built for (null: unknown, never loaded). */
  contractVersion: string | null;
}

/** The storefront config the shell reads at start (inlined into the page or fetched from the API). */
export interface StorefrontConfig {
  key: string;
  storeId: number;
  brand: string;
  name: string;
  countryCode: string;
  locale: string;
  defaultLanguage: string;
  currency: string;
  pathVariant: PathVariant;
  languages: StorefrontLanguage[];
  hosts: string[];
  featureToggles: FeatureToggles;
  remotes: RemoteConfig[];
  /** The routes of the enabled remotes' current releases, in match order (routes/storefront-routes.ts). */
  routes: StorefrontRoute[];
}

export const STOREFRONT_CONFIG_QUERY = /* GraphQL */ `
  query StorefrontConfig {
    storefrontConfig {
      key
      storeId
      brand
      name
      countryCode
      locale
      defaultLanguage
      currency
      pathVariant
      languages { code isDefault currency }
      hosts
      featureToggles {
        languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics
        headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning
      }
      remotes { name enabled version manifestUrl contractVersion }
      routes { key remote pattern redirectTo }
    }
  }
`;
