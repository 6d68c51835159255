/**
 * Store data (spec §3 "Store data", "Storefront branding preset", "Country combination"): menus,
 * logos, payment icons, trust marks, social links, organization and business contact data, and the
 * countries combinations of the storefront's brand group. Feature toggles stay on storefrontConfig.
 */
export const storeDataTypeDefs = /* GraphQL */ `
  extend type Query {
    "The branding preset and chrome data of the request's storefront, in the request's language."
    storeData: StoreData!
  }

  enum PaymentLogoKind {
    adyenEPS
    amex
    bancontact
    belfius
    carteBancaire
    ideal
    invoice
    kbccbc
    mastercard
    paypal
    secure
    visa
  }

  enum SocialNetwork {
    facebook
    instagram
    tiktok
    linkedin
    pinterest
    twitter
    youtube
  }

  type StoreData {
    storefrontKey: String!
    storeId: Int!
    colors: BrandColors!
    mainLogo: Image!
    secondLogo: Image!
    footerLogo: Image!
    modalLogo: Image!
    footerClockIcon: Image!
    "Payment logos in display order (the first 4 are shown on mobile): the seeded images of the methods this storefront takes."
    paymentIcons: [PaymentIcon!]!
    """
    Every payment method this storefront offers, whoever the customer (its provider's for the
    storefront's country and currency, and invoice for business customers), in display order, named
    in the request's language: what the footer shows (ADR 0051).
    """
    paymentMethods: [StorefrontPaymentMethod!]!
    trustMarks: TrustMarks!
    "All networks; the footer shows those with visible = true (twitter and youtube are hidden)."
    socialLinks: [SocialLink!]!
    menus: Menus!
    "Every listed storefront of the same brand group: the language/country switcher."
    countriesCombinations: [CountryCombination!]!
    organization: Organization!
    businessContact: BusinessContact!
    featuredBlock: FeaturedBlock!
    promotionBlockImage: Image!
    notFoundImage: Image!
    notFoundImageWidth: Int!
    headerDecoration: Image
    footerDecoration: Image
    faqImage: Image!
    doubler: DoublerImages!
    alternativeChoiceImage: Image!
    "Business logos of the request's language."
    businessLogo: BusinessLogo!
  }

  type BrandColors {
    primary: String!
    secondary: String!
    accent: String!
    text: String!
    "White or near-black, whichever reads better on \`primary\` (text on brand-coloured surfaces)."
    primaryContrast: String!
    "White or near-black, whichever reads better on \`accent\`."
    accentContrast: String!
    "\`primary\` darkened until it reads as text on the shop's light surface (#f5f3ee) with a contrast of at least 4.6:1 (WCAG AA): links, outlined buttons."
    link: String!
  }

  "A payment method a storefront offers (the footer's logos)."
  type StorefrontPaymentMethod {
    id: PaymentMethodId!
    "The method's name in the request's language (Factuur, Rechnung, iDEAL)."
    name: String!
    "Offered to business customers only (invoice)."
    businessOnly: Boolean!
  }

  type PaymentIcon {
    kind: PaymentLogoKind!
    url: Link!
    alt: String!
    width: Int!
    height: Int!
  }

  type TrustMarks {
    general: [TrustMark!]!
    topBar: [TrustMark!]!
    bottomBar: [TrustMark!]!
    header: [TrustMark!]!
  }

  type TrustMark {
    title: String!
    image: Image!
    "60 or 120 (spec §9)."
    width: Int!
    link: Link
  }

  type SocialLink {
    network: SocialNetwork!
    url: String!
    visible: Boolean!
  }

  type Menus {
    footerMenu: Menu!
    businessMenu: Menu!
  }

  type Menu {
    menuItems: [MenuSection!]!
  }

  type MenuSection {
    title: String!
    path: Link
    items: [MenuItem!]!
  }

  type MenuItem {
    title: String!
    path: Link!
  }

  type CountryCombination {
    "ISO 3166-1 alpha-2"
    country: String!
    "The storefront's origin (STOREFRONT_URL_TEMPLATE)."
    url: String!
    storefrontKey: String!
    storeId: Int!
    name: String!
    isCurrent: Boolean!
    "Which route table (German or Dutch paths) that storefront uses."
    pathVariant: PathVariant!
    languagesCombinations: [LanguageCombination!]!
  }

  type LanguageCombination {
    languageCode: String!
    isDefault: Boolean!
    currency: String!
  }

  type Organization {
    name: String!
    legalName: String!
    url: String!
    logo: Image!
    description: String!
    contactPoint: ContactPoint!
    address: PostalAddress!
    openingHours: [OpeningHours!]!
    "schema.org Organization as JSON-LD, ready for a script tag."
    jsonLd: String!
  }

  type ContactPoint {
    serviceType: String!
    email: String!
    telephone: String!
  }

  type PostalAddress {
    street: String!
    houseNumber: String!
    streetAddress: String!
    postalCode: String!
    city: String!
    country: String!
  }

  type OpeningHours {
    dayOfWeek: [String!]!
    opens: String!
    closes: String!
  }

  type BusinessContact {
    companyName: String!
    email: String!
    phone: String!
    vatNumber: String!
    chamberOfCommerceNumber: String
    address: PostalAddress!
  }

  type FeaturedBlock {
    image: Image!
    link: Link!
  }

  type DoublerImages {
    image: Image!
    pageBackground: Image!
    heroCardImage: Image!
  }

  type BusinessLogo {
    desktop: Image!
    mobile: Image!
  }
`;
