import { REMOTE_NAMES } from '@shop/shared/routes';

/** The storefront configuration the shell boots from (also inlined into the HTML as __SHOP_BOOT__). */
export const storefrontTypeDefs = /* GraphQL */ `
  extend type Query {
    "The storefront of this request (x-store header, else Host, else the default CBDE)."
    storefrontConfig: StorefrontConfig!
  }

  """
  Spec §3 request context, the variable userData every client sends with every operation (spec §7).
  An operation may declare it ($userData: UserData) without using it in a field (ADR 0059); the API
  reads the redeem token from it and takes the storefront, language and country from the x-store,
  x-lang and x-country headers (storeID, language and countryCode are the client's copy of them).
  """
  input UserData {
    "The page's language (de, nl, en …)."
    language: String
    "Numeric store id (CBDE = 60)."
    storeID: Int
    "ISO 3166-1 alpha-2 (DE)."
    countryCode: String
    "Base64 of the redeem token, in the redeem flow; null otherwise."
    redeemToken: String
  }

  enum Brand {
    CB
    CK
    GCS
  }

  "Which of the spec's two route tables (German or Dutch paths) the storefront uses."
  enum PathVariant {
    de
    nl
  }

  enum IdentifyModal {
    login
    guest
  }

  "The micro-frontends the shell loads at runtime (@shop/shared's list of remotes)."
  enum RemoteName {
    ${REMOTE_NAMES.join('\n    ')}
  }

  type StorefrontConfig {
    "Storefront key of spec §3 (CBDE, CB, …)."
    key: String!
    "Numeric store id clients send in x-store and userData.storeID (CBDE = 60)."
    storeId: Int!
    brand: Brand!
    name: String!
    "ISO 3166-1 alpha-2 (GB for the United Kingdom)."
    countryCode: String!
    "e.g. de-de; its first two letters are the default language."
    locale: String!
    """
    The storefront's time zone (IANA, from its country): the shop's times (a card's scheduled delivery,
    dispatch cut-off) are in it, on every page and in every mail alike.
    """
    timeZone: String!
    defaultLanguage: String!
    "Currency of the default language (ISO 4217)."
    currency: String!
    pathVariant: PathVariant!
    languages: [StorefrontLanguage!]!
    "Host names this storefront answers on."
    hosts: [String!]!
    featureToggles: FeatureToggles!
    "Every remote, enabled or not: the shell hides the routes and links of disabled ones."
    remotes: [StorefrontRemote!]!
    """
    The routes of this storefront, in match order: the route keys the enabled remotes' current
    releases declare, at this storefront's path patterns. A key no enabled remote implements is absent.
    """
    routes: [StorefrontRoute!]!
    """
    Where this browser's local remote override is managed (ADR 0031): query (the demo's
    ?remote-override= switch) or console (/operator/overrides); null when no override is active.
    """
    localOverrideSwitch: LocalOverrideSwitch
  }

  "Where a local remote override is set and reset."
  enum LocalOverrideSwitch {
    query
    console
  }

  type StorefrontRoute {
    "Route key (spec §2 screens, or a key a release added)."
    key: String!
    "The remote whose current release implements the key."
    remote: RemoteName!
    "Path pattern of this storefront's path variant (:name, :name?, :name(digits)), without language prefix."
    pattern: String!
    "For a route that only forwards (the German helpdesk): the key it forwards to."
    redirectTo: String
    "The header the shell shows on the page, as the page's release declares it (spec §2 'Header behaviour')."
    header: RouteHeader!
    "Only a logged-in customer may see the page (the release declares it): logging out there leads home."
    requiresLogin: Boolean!
  }

  "The headers a page can ask the shell for: the shop's, or the redeem flow's own."
  enum RouteHeader {
    shop
    redeem
  }

  type StorefrontLanguage {
    code: String!
    isDefault: Boolean!
    currency: String!
  }

  type FeatureToggles {
    languageSwitcher: Boolean!
    iconLabels: Boolean!
    footerLogos: Boolean!
    cookiesFooterLink: Boolean!
    searchAnalytics: Boolean!
    "1, 2 or 3."
    headerVersion: Int!
    "Which modal the identify flow opens for a visitor who is not logged in."
    identifyModal: IdentifyModal!
    "Whether the choice (all-in-1) card link is shown."
    hasChoiceCard: Boolean!
    businessMenu: Boolean!
    "The redeem header's warning that digital gift cards are currently sent with a delay."
    redeemDelayWarning: Boolean!
    "The business page's version: 1 the quote form first, 2 the business catalogue with the product form modal."
    businessPageVersion: Int!
    "The storefront runs the balance doubler (spec §1): its pages and links exist only then."
    balanceDoubler: Boolean!
  }

  type StorefrontRemote {
    name: RemoteName!
    enabled: Boolean!
    "The release the shell loads: the operator's pin, else the remote's promoted release; null when none is promoted."
    version: String
    "Where the remote's mf-manifest.json lives; null when no release exists."
    manifestUrl: String
    "The @shop/shared contract that release was built for; the shell does not load one it cannot run."
    contractVersion: String
    """
    True when this browser's local override (ADR 0031) replaces the release: manifestUrl is a
    developer's dev server and version reads override:<host>. The shell shows a notice then.
    """
    localOverride: Boolean
    "How the browser checks the release's files (ADR 0040); null for a release registered without hashes, a dev server or a local override."
    integrity: RemoteIntegrity
  }

  "Subresource Integrity of a release, from the hashes recorded when it was registered (ADR 0040)."
  type RemoteIntegrity {
    "The SHA-384 of its mf-manifest.json, as a Subresource Integrity string (sha384-…)."
    manifest: String!
    "Where the SHA-384 of each of its files is: a JSON object { files: { <path>: <sri> } } on this server."
    filesUrl: String!
  }
`;

/**
 * The storefront settings operators switch (issue 36, ADR 0059; storefront-settings.ts). Listed after
 * the operator SDL in type-defs.ts, so the printed schema keeps its order.
 */
export const storefrontSettingsTypeDefs = /* GraphQL */ `
  extend type Query {
    "Operator (viewer and up): the settings operators switch (spec §4 feature toggles, §1 redeem delay warning), per storefront (one by key or store id, or all)."
    operatorStorefrontSettings(store: String): [OperatorStorefrontSettings!]!
  }

  extend type Mutation {
    """
    Operator: switches storefront settings (spec §4 feature toggles, §1 redeem delay warning) of one
    storefront (key or store id) or of all, or gives them back to the seed's value (reset). The
    redeem delay warning alone needs the support role, any other setting the admin role. One
    transaction with its audit row (storefront.settings); every API process serves the change within
    a second, without a restart (ADR 0059).
    """
    operatorSetStorefrontSettings(store: String, allStores: Boolean = false, settings: StorefrontSettingsInput, reset: [StorefrontSettingName!]): OperatorStorefrontSettingsPayload!
  }

  "The storefront settings an operator switches (FeatureToggles of the same names)."
  enum StorefrontSettingName {
    redeemDelayWarning
    languageSwitcher
    iconLabels
    footerLogos
    cookiesFooterLink
    searchAnalytics
    headerVersion
    identifyModal
  }

  "Settings to switch; an absent or null one stays as it is."
  input StorefrontSettingsInput {
    redeemDelayWarning: Boolean
    languageSwitcher: Boolean
    iconLabels: Boolean
    footerLogos: Boolean
    cookiesFooterLink: Boolean
    searchAnalytics: Boolean
    "1, 2 or 3."
    headerVersion: Int
    identifyModal: IdentifyModal
  }

  "The operator-switchable settings of one storefront, in effect."
  type OperatorStorefrontSettings {
    storefrontKey: String!
    storeId: Int!
    name: String!
    redeemDelayWarning: Boolean!
    languageSwitcher: Boolean!
    iconLabels: Boolean!
    footerLogos: Boolean!
    cookiesFooterLink: Boolean!
    searchAnalytics: Boolean!
    headerVersion: Int!
    identifyModal: IdentifyModal!
    "The settings an operator switched; the others are the seed's."
    switched: [StorefrontSettingName!]!
  }

  type OperatorStorefrontSettingsPayload {
    storefronts: [OperatorStorefrontSettings!]!
    errors: [ErrorEntry!]!
  }
`;
