/**
 * Catalogue, branding and content tables (issue 3). Generated into SQL migrations together with
 * `schema.ts` (see drizzle.config.ts). Same rules as there: plain types that PGlite (Postgres 18)
 * and PostgreSQL 15 both accept.
 *
 * Conventions:
 * - Seed-owned rows have deterministic text ids (`cbde-apple`, `cbde-apple-digital`, …), so a re-seed
 *   keeps every id stable (later orders reference products and variations by id).
 * - Texts that belong to an entity shared across languages live in `<entity>_translations`
 *   (one row per storefront language; the seed writes every language of the storefront). Content
 *   authored per language (menus, blocks, queues, popular terms, page metadata) carries a `language`.
 * - `(storefront_key, language)` references `storefront_languages`, so content exists only in a
 *   language its storefront offers.
 * - Money is integer cents; the currency comes from the storefront language (`storefront_languages`).
 * - Search columns are generated: a weighted tsvector (title A, keywords B, description C) with the
 *   language's snowball configuration, and a folded text for trigram similarity.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { foldSql } from '../text/fold';
import { searchConfigSql } from '../text/search-config';
import { storefrontLanguages, storefronts } from './schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Localized short labels: `{ "de": "…", "en": "…" }`. */
export type LocalizedText = Record<string, string>;

export const MEDIA_KINDS = ['logo', 'card', 'icon', 'payment', 'trust', 'banner', 'decoration'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const PRODUCT_TYPES = ['GIFT_CARD', 'DONATION', 'BLANK_CARD_PACK'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const VARIATION_TYPES = ['DIGITAL', 'PHYSICAL'] as const;
export type VariationType = (typeof VARIATION_TYPES)[number];
export const TAXONOMY_COLLECTIONS = [
  'cb_api_giftcard_categories',
  'cb_api_giftcard_types',
  'cb_api_giftcard_promotions',
] as const;
export type TaxonomyCollection = (typeof TAXONOMY_COLLECTIONS)[number];
export const PAYMENT_LOGO_KINDS = [
  'adyenEPS',
  'amex',
  'bancontact',
  'belfius',
  'carteBancaire',
  'ideal',
  'invoice',
  'kbccbc',
  'mastercard',
  'paypal',
  'secure',
  'visa',
] as const;
export type PaymentLogoKind = (typeof PAYMENT_LOGO_KINDS)[number];
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'linkedin', 'pinterest', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const TRUST_MARK_PLACEMENTS = ['general', 'topBar', 'bottomBar', 'header'] as const;
export const MENU_KEYS = ['footer', 'business'] as const;
export const LINK_TYPES = ['relative', 'absolute'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
/** Spec §3 content block types, in the editors' camelCase (blogBlock, contact, testimonial and uspImage since migration 0049). */
export const CONTENT_BLOCK_TYPES = [
  'productReference',
  'colored',
  'imageBody',
  'titleBodyImage',
  'usp',
  'withHand',
  'highlighted',
  'blogBlock',
  'contact',
  'testimonial',
  'uspImage',
] as const;
export type ContentBlockKind = (typeof CONTENT_BLOCK_TYPES)[number];

const inList = (column: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
const hexColor = (column: AnyPgColumn): SQL => sql`${column} ~ '^#[0-9a-f]{6}$'`;

/** Small key/value facts about the database itself (e.g. the version of the seed it holds). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An image the API renders as SVG at `/media/<kind>/<slug>.svg` from this row alone (nothing is
 * stored as a file). `revision` changes whenever the row does and goes into the URL (`?v=`), so the
 * files can be cached forever. A card row with a `brand_id` is that brand's own art (ADR 0054):
 * drawn from the brand, the same in every storefront.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    /** `<kind>/<slug>` */
    id: text('id').primaryKey(),
    kind: text('kind').$type<MediaKind>().notNull(),
    slug: text('slug').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Main text drawn (brand name, label); may be empty. */
    label: text('label').notNull().default(''),
    sublabel: text('sublabel').notNull().default(''),
    /** Which glyph or pattern the renderer draws (`restaurant`, `visa`, `dots`, …). */
    motif: text('motif').notNull().default(''),
    background: text('background').notNull(),
    foreground: text('foreground').notNull(),
    accent: text('accent').notNull(),
    /** Default alternative text (fields that know better, e.g. a product title, override it). */
    alt: text('alt').notNull(),
    /** A card drawn as this brand's own art (migration 0044, ADR 0054); null: the shop's drawing of the kind. */
    brandId: text('brand_id').references((): AnyPgColumn => brands.id, { onDelete: 'set null' }),
    revision: text('revision')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`substr(md5(${mediaAssets.kind} || '|' || ${mediaAssets.slug} || '|' || ${mediaAssets.width}::text || 'x' || ${mediaAssets.height}::text || '|' || ${mediaAssets.label} || '|' || ${mediaAssets.sublabel} || '|' || ${mediaAssets.motif} || '|' || ${mediaAssets.background} || ${mediaAssets.foreground} || ${mediaAssets.accent} || coalesce('|brand:' || ${mediaAssets.brandId}, '')), 1, 12)`,
      ),
  },
  (t) => [
    uniqueIndex('media_assets_kind_slug_key').on(t.kind, t.slug),
    check('media_assets_kind_check', inList(t.kind, MEDIA_KINDS)),
    check('media_assets_id_check', sql`${t.id} = ${t.kind} || '/' || ${t.slug}`),
    check('media_assets_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('media_assets_size_check', sql`${t.width} between 1 and 4000 and ${t.height} between 1 and 4000`),
    check('media_assets_colors_check', sql`${hexColor(t.background)} and ${hexColor(t.foreground)} and ${hexColor(t.accent)}`),
    check('media_assets_brand_check', sql`${t.brandId} is null or ${t.kind} = 'card'`),
  ],
);

// ─── Storefront branding preset (spec §3) ────────────────────────────────────────────────────────

const mediaRef = (name: string) => text(name).references(() => mediaAssets.id);

export interface OpeningHoursSpec {
  /** schema.org day names: Monday … Sunday */
  days: string[];
  opens: string;
  closes: string;
}

export const storefrontBranding = pgTable(
  'storefront_branding',
  {
    storefrontKey: text('storefront_key')
      .primaryKey()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    accentColor: text('accent_color').notNull(),
    textColor: text('text_color').notNull(),
    mainLogoId: mediaRef('main_logo_id').notNull(),
    secondLogoId: mediaRef('second_logo_id').notNull(),
    footerLogoId: mediaRef('footer_logo_id').notNull(),
    modalLogoId: mediaRef('modal_logo_id').notNull(),
    footerClockIconId: mediaRef('footer_clock_icon_id').notNull(),
    featuredBlockImageId: mediaRef('featured_block_image_id').notNull(),
    featuredBlockHref: text('featured_block_href').notNull(),
    featuredBlockLinkType: text('featured_block_link_type').$type<LinkType>().notNull().default('relative'),
    promotionBlockImageId: mediaRef('promotion_block_image_id').notNull(),
    notFoundImageId: mediaRef('not_found_image_id').notNull(),
    notFoundImageWidth: integer('not_found_image_width').notNull(),
    headerDecorationId: mediaRef('header_decoration_id'),
    footerDecorationId: mediaRef('footer_decoration_id'),
    faqImageId: mediaRef('faq_image_id').notNull(),
    doublerImageId: mediaRef('doubler_image_id').notNull(),
    doublerBackgroundId: mediaRef('doubler_background_id').notNull(),
    doublerHeroCardId: mediaRef('doubler_hero_card_id').notNull(),
    alternativeChoiceImageId: mediaRef('alternative_choice_image_id').notNull(),
    // Organization structured data and business contact data.
    organizationName: text('organization_name').notNull(),
    legalName: text('legal_name').notNull(),
    /** `{ "<language>": "description" }` */
    organizationDescription: jsonb('organization_description').$type<LocalizedText>().notNull(),
    serviceType: text('service_type').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    businessEmail: text('business_email').notNull(),
    businessPhone: text('business_phone').notNull(),
    /**
     * Where the dispatch documents of cards by post go (issue 18): the fulfilment team packs the
     * cards with their numbers and PINs. Null: none are sent (and an alert is logged).
     */
    fulfilmentEmail: text('fulfilment_email'),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    vatNumber: text('vat_number').notNull(),
    chamberOfCommerceNumber: text('chamber_of_commerce_number'),
    openingHours: jsonb('opening_hours').$type<OpeningHoursSpec[]>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'storefront_branding_colors_check',
      sql`${hexColor(t.primaryColor)} and ${hexColor(t.secondaryColor)} and ${hexColor(t.accentColor)} and ${hexColor(t.textColor)}`,
    ),
    check('storefront_branding_link_type_check', inList(t.featuredBlockLinkType, LINK_TYPES)),
    check('storefront_branding_country_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('storefront_branding_not_found_width_check', sql`${t.notFoundImageWidth} > 0`),
    check(
      'storefront_branding_fulfilment_email_check',
      sql`${t.fulfilmentEmail} is null or (length(${t.fulfilmentEmail}) <= 254 and ${t.fulfilmentEmail} ~ '^[^[:space:]@<>",;]+@[^[:space:]@<>",;.]+([.][^[:space:]@<>",;.]+)+$')`,
    ),
  ],
);

export const storefrontPaymentLogos = pgTable(
  'storefront_payment_logos',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentLogoKind>().notNull(),
    position: integer('position').notNull(),
    mediaId: mediaRef('media_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.kind] }),
    check('storefront_payment_logos_kind_check', inList(t.kind, PAYMENT_LOGO_KINDS)),
  ],
);

export const storefrontTrustMarks = pgTable(
  'storefront_trust_marks',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    placement: text('placement').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    href: text('href'),
    mediaId: mediaRef('media_id').notNull(),
    width: integer('width').notNull(),
  },
  (t) => [
    index('storefront_trust_marks_store_idx').on(t.storefrontKey, t.placement, t.position),
    check('storefront_trust_marks_placement_check', inList(t.placement, TRUST_MARK_PLACEMENTS)),
    check('storefront_trust_marks_width_check', sql`${t.width} in (60, 120)`),
  ],
);

export const storefrontSocialLinks = pgTable(
  'storefront_social_links',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    url: text('url').notNull(),
    /** Spec §1: facebook, instagram, tiktok, linkedin, pinterest shown; twitter and youtube hidden. */
    visible: boolean('visible').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.network] }),
    check('storefront_social_links_network_check', inList(t.network, SOCIAL_NETWORKS)),
    check('storefront_social_links_url_check', sql`${t.url} ~ '^https://'`),
  ],
);

/** Business logos per language (desktop and mobile). */
export const storefrontBusinessLogos = pgTable(
  'storefront_business_logos',
  {
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    desktopMediaId: mediaRef('desktop_media_id').notNull(),
    mobileMediaId: mediaRef('mobile_media_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.language] }),
    foreignKey({
      name: 'storefront_business_logos_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
  ],
);

// ─── Menus ───────────────────────────────────────────────────────────────────────────────────────

export const menus = pgTable(
  'menus',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    menuKey: text('menu_key').notNull(),
  },
  (t) => [
    uniqueIndex('menus_store_language_key').on(t.storefrontKey, t.language, t.menuKey),
    foreignKey({
      name: 'menus_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
    check('menus_menu_key_check', inList(t.menuKey, MENU_KEYS)),
  ],
);

/** A section (parent null; href optional) or a link inside a section. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    href: text('href'),
    linkType: text('link_type').$type<LinkType>().notNull().default('relative'),
  },
  (t) => [
    index('menu_items_menu_idx').on(t.menuId, t.position),
    check('menu_items_link_type_check', inList(t.linkType, LINK_TYPES)),
    check(
      'menu_items_href_check',
      sql`${t.href} is null or (${t.linkType} = 'relative' and ${t.href} ~ '^/') or (${t.linkType} = 'absolute' and ${t.href} ~ '^https?://')`,
    ),
  ],
);

// ─── Products ────────────────────────────────────────────────────────────────────────────────────

export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Whether the brand has shops (and so locations). */
    hasShops: boolean('has_shops').notNull().default(false),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    /**
     * A brand that redeems on its own site (spec §3 {product}Brand, migration 0013): its web shop as
     * the redeem shop frames it, where the shopper is handed over to after `redirectSeconds`, and its
     * link by name. All https; null for the others.
     */
    iframeUrl: text('iframe_url'),
    redirectUrl: text('redirect_url'),
    redirectSeconds: integer('redirect_seconds').notNull().default(5),
    externalLinkTitle: text('external_link_title'),
    externalLinkUrl: text('external_link_url'),
  },
  (t) => [
    check('brands_id_check', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]*$'`),
    check('brands_colors_check', sql`${hexColor(t.primaryColor)} and ${hexColor(t.secondaryColor)}`),
    check(
      'brands_web_shop_check',
      sql`(${t.iframeUrl} is null or ${t.iframeUrl} ~ '^https://[^\s"<>]+$')
  and (${t.redirectUrl} is null or ${t.redirectUrl} ~ '^https://[^\s"<>]+$')
  and (${t.externalLinkUrl} is null or ${t.externalLinkUrl} ~ '^https://[^\s"<>]+$')
  and (${t.redirectSeconds} between 0 and 30)
  and ((${t.externalLinkTitle} is null) = (${t.externalLinkUrl} is null))
  and (${t.externalLinkTitle} is null or length(${t.externalLinkTitle}) between 1 and 80)`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    /** Stable per storefront (the seed's key, e.g. `apple`). */
    productKey: text('product_key').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    brandId: text('brand_id').references(() => brands.id),
    imageId: mediaRef('image_id').notNull(),
    /** Card colours. */
    backgroundColor: text('background_color').notNull(),
    foregroundColor: text('foreground_color').notNull(),
    showShadow: boolean('show_shadow').notNull().default(true),
    showHand: boolean('show_hand').notNull().default(false),
    /** Sent registered (spec §1: wine). */
    registeredShipping: boolean('registered_shipping').notNull().default(false),
    /** The All-in-1 choice card, redeemed for other gift cards. */
    isChoiceCard: boolean('is_choice_card').notNull().default(false),
    /** Shown in lists and search (an unlisted product is still reachable by its path). */
    isListed: boolean('is_listed').notNull().default(true),
    /** Curated order of the lists (lower first). */
    position: integer('position').notNull(),
    /** Sales rank proxy: ties in search ranking are broken by it. */
    popularity: integer('popularity').notNull().default(0),
    /** Per-order limits (spec §8 2030, 2015): pieces and total value of this product in one order. */
    maxQuantityPerOrder: integer('max_quantity_per_order'),
    maxTotalPerOrderCents: integer('max_total_per_order_cents'),
    /** Redeem data (spec §3 redeemData.minimumRemainingBalance): the balance left needed to choose it. */
    redeemMinRemainingCents: integer('redeem_min_remaining_cents').notNull().default(0),
    /**
     * A blank card pack: how many physical cards it holds (1..500), issued 'NOT_ACTIVATED' when the
     * order is paid (issue 18). Set exactly for BLANK_CARD_PACK products (CHECK).
     */
    cardsPerPack: integer('cards_per_pack'),
    /**
     * Set when the product left the seed: it is then unlisted, out of stock and unknown to lookups,
     * adds and search, but kept, because carts and placed orders still reference it (never deleted).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_store_key').on(t.storefrontKey, t.productKey),
    unique('products_id_store_key').on(t.id, t.storefrontKey),
    index('products_store_list_idx').on(t.storefrontKey, t.position),
    index('products_brand_idx').on(t.brandId),
    check('products_type_check', inList(t.productType, PRODUCT_TYPES)),
    check('products_colors_check', sql`${hexColor(t.backgroundColor)} and ${hexColor(t.foregroundColor)}`),
    check(
      'products_order_limits_check',
      sql`coalesce(${t.maxQuantityPerOrder}, 1) > 0 and coalesce(${t.maxTotalPerOrderCents}, 1) > 0`,
    ),
    check(
      'products_cards_per_pack_check',
      sql`(${t.productType} = 'BLANK_CARD_PACK' and ${t.cardsPerPack} is not null and ${t.cardsPerPack} between 1 and 500) or (${t.productType} <> 'BLANK_CARD_PACK' and ${t.cardsPerPack} is null)`,
    ),
  ],
);

// ─── Uploaded card art (migration 0044, ADR 0054) ───────────────────────────────────────────────

export const UPLOADED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadedImageType = (typeof UPLOADED_IMAGE_TYPES)[number];
/** The largest upload: 1 MiB. */
export const MAX_UPLOADED_IMAGE_BYTES = 1024 * 1024;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Artwork an operator uploaded (a brand's own card picture), stored in the database: the bytes as
 * sent, named by their SHA-256 (so the URL `/media/upload/<sha256>.<ext>` never changes meaning and is
 * cached forever), with the type and size read from the bytes themselves (media/raster.ts), never
 * from the file name or the type the browser claimed. PNG, JPEG or WebP only: never SVG (it can carry
 * script). Rows are kept when no brand or product uses them any more: mails already sent show them.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    /** SHA-256 of the bytes, hex. */
    id: text('id').primaryKey(),
    contentType: text('content_type').$type<UploadedImageType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploaded_images_id_check', sql`${t.id} ~ '^[0-9a-f]{64}$'`),
    check('uploaded_images_type_check', inList(t.contentType, UPLOADED_IMAGE_TYPES)),
    check('uploaded_images_size_check', sql`${t.width} between 1 and 10000 and ${t.height} between 1 and 10000`),
    check('uploaded_images_bytes_check', sql`${t.byteSize} = octet_length(${t.bytes}) and ${t.byteSize} between 1 and ${sql.raw(String(MAX_UPLOADED_IMAGE_BYTES))}`),
  ],
);

/**
 * The storefront's WebP copy of a drawn image (ADR 0074, src/media/picture.ts), made on its first
 * request and kept here so every process serves it without drawing it again. `version` is the
 * picture's whole version (the rasteriser's, the renderer's and the row's revision): a changed row or
 * drawing gets a new row, and the copy of the previous version is deleted when it is made.
 */
export const mediaPictures = pgTable(
  'media_pictures',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.version] }),
    check('media_pictures_bytes_check', sql`octet_length(${t.bytes}) between 1 and 4194304`),
  ],
);

/** A brand's uploaded card art: every product of the brand, in every storefront, shows it instead of the generated art. */
export const brandCardImages = pgTable('brand_card_images', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  imageId: text('image_id')
    .notNull()
    .references(() => uploadedImages.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product's own uploaded card art: it wins over its brand's (the shop's own cards have no brand). */
export const productCardImages = pgTable('product_card_images', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  imageId: text('image_id')
    .notNull()
    .references(() => uploadedImages.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: text('product_id').notNull(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
    /** Full path in this storefront and language, e.g. `/geschenkkarten/apple-geschenkkarte/`. */
    path: text('path').notNull(),
    /** Extra search words (brand, categories, synonyms). */
    keywords: text('keywords').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfigSql(sql`${productTranslations.language}`)}, ${foldSql(sql`${productTranslations.title}`)}), 'A') || setweight(to_tsvector(${searchConfigSql(sql`${productTranslations.language}`)}, ${foldSql(sql`${productTranslations.keywords}`)}), 'B') || setweight(to_tsvector(${searchConfigSql(sql`${productTranslations.language}`)}, ${foldSql(sql`${productTranslations.description}`)}), 'C')`,
      ),
    /** Folded title and keywords for trigram similarity (the typo-tolerant fallback). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => foldSql(sql`${productTranslations.title} || ' ' || ${productTranslations.keywords}`),
      ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_translations_path_key').on(t.storefrontKey, t.path),
    uniqueIndex('product_translations_slug_key').on(t.storefrontKey, t.language, t.slug),
    index('product_translations_search_idx').using('gin', t.searchVector),
    // The search's typo fallback: `folded <% search_text` (word similarity, migration 0011).
    index('product_translations_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    foreignKey({
      name: 'product_translations_product_fk',
      columns: [t.productId, t.storefrontKey],
      foreignColumns: [products.id, products.storefrontKey],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_translations_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
    check('product_translations_path_check', sql`${t.path} ~ '^/.*/$'`),
    check('product_translations_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]*$'`),
  ],
);

/**
 * One digital and/or one physical variation per product. Either a fixed price list
 * (`has_fixed_prices`: the customer picks one of `prices_to_show_cents`) or a whole-number custom
 * amount between min and max (`prices_to_show_cents` are then suggestions).
 */
export const productVariations = pgTable(
  'product_variations',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationType: text('variation_type').$type<VariationType>().notNull(),
    sku: text('sku').notNull(),
    /** `{ "<language>": "Digitale Geschenkkarte" }` */
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    currency: text('currency').notNull(),
    hasFixedPrices: boolean('has_fixed_prices').notNull(),
    pricesToShowCents: integer('prices_to_show_cents').array().notNull(),
    minPriceCents: integer('min_price_cents').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
    /** The price a variation shows before the customer chooses. */
    defaultPriceCents: integer('default_price_cents').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    /** Set (with in_stock false) when the variation left the seed; kept for the order lines using it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('product_variations_sku_key').on(t.sku),
    uniqueIndex('product_variations_product_type_key').on(t.productId, t.variationType),
    check('product_variations_type_check', inList(t.variationType, VARIATION_TYPES)),
    check('product_variations_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('product_variations_range_check', sql`0 < ${t.minPriceCents} and ${t.minPriceCents} <= ${t.maxPriceCents}`),
    check(
      'product_variations_prices_check',
      sql`cardinality(${t.pricesToShowCents}) <= 20 and ${t.minPriceCents} <= all(${t.pricesToShowCents}) and ${t.maxPriceCents} >= all(${t.pricesToShowCents})`,
    ),
    check(
      'product_variations_fixed_check',
      sql`not ${t.hasFixedPrices} or (cardinality(${t.pricesToShowCents}) > 0 and ${t.defaultPriceCents} = any(${t.pricesToShowCents}))`,
    ),
    // Custom amounts are whole numbers (spec §5).
    check(
      'product_variations_custom_check',
      sql`${t.hasFixedPrices} or (${t.minPriceCents} % 100 = 0 and ${t.maxPriceCents} % 100 = 0 and ${t.defaultPriceCents} % 100 = 0)`,
    ),
    check(
      'product_variations_default_check',
      sql`${t.defaultPriceCents} between ${t.minPriceCents} and ${t.maxPriceCents}`,
    ),
  ],
);

// ─── Taxonomies and categories ───────────────────────────────────────────────────────────────────

export const taxonomyTerms = pgTable(
  'taxonomy_terms',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    collection: text('collection').$type<TaxonomyCollection>().notNull(),
    /** The term as clients send it in `filterByTaxonomy.terms` (a slug). */
    term: text('term').notNull(),
    /** `{ "<language>": "Restaurants" }` */
    labels: jsonb('labels').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('taxonomy_terms_store_collection_term_key').on(t.storefrontKey, t.collection, t.term),
    check('taxonomy_terms_collection_check', inList(t.collection, TAXONOMY_COLLECTIONS)),
    check('taxonomy_terms_term_check', sql`${t.term} ~ '^[a-z0-9][a-z0-9-]*$'`),
  ],
);

export const productTerms = pgTable(
  'product_terms',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: text('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term_idx').on(t.termId)],
);

/** A category page; its products are those carrying its `cb_api_giftcard_categories` term. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    termId: text('term_id')
      .notNull()
      .references(() => taxonomyTerms.id, { onDelete: 'cascade' }),
    iconId: mediaRef('icon_id').notNull(),
    backgroundColor: text('background_color').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('categories_term_key').on(t.termId),
    unique('categories_id_store_key').on(t.id, t.storefrontKey),
    index('categories_store_idx').on(t.storefrontKey, t.position),
    check('categories_color_check', hexColor(t.backgroundColor)),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: text('category_id').notNull(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_translations_path_key').on(t.storefrontKey, t.path),
    foreignKey({
      name: 'category_translations_category_fk',
      columns: [t.categoryId, t.storefrontKey],
      foreignColumns: [categories.id, categories.storefrontKey],
    }).onDelete('cascade'),
    foreignKey({
      name: 'category_translations_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
    check('category_translations_path_check', sql`${t.path} ~ '^/.*/$'`),
  ],
);

/** The top list of a category (its most chosen products, in order). */
export const categoryTopProducts = pgTable(
  'category_top_products',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] })],
);

// ─── Occasions ("giving moments" pages) ──────────────────────────────────────────────────────────

export const occasions = pgTable(
  'occasions',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    occasionKey: text('occasion_key').notNull(),
    backgroundColor: text('background_color').notNull(),
    imageId: mediaRef('image_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('occasions_store_key').on(t.storefrontKey, t.occasionKey),
    unique('occasions_id_store_key').on(t.id, t.storefrontKey),
    check('occasions_color_check', hexColor(t.backgroundColor)),
  ],
);

export const occasionTranslations = pgTable(
  'occasion_translations',
  {
    occasionId: text('occasion_id').notNull(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title').notNull(),
    description: text('description').notNull(),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    keywords: text('keywords').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfigSql(sql`${occasionTranslations.language}`)}, ${foldSql(sql`${occasionTranslations.title} || ' ' || ${occasionTranslations.heroTitle}`)}), 'A') || setweight(to_tsvector(${searchConfigSql(sql`${occasionTranslations.language}`)}, ${foldSql(sql`${occasionTranslations.keywords}`)}), 'B') || setweight(to_tsvector(${searchConfigSql(sql`${occasionTranslations.language}`)}, ${foldSql(sql`${occasionTranslations.description}`)}), 'C')`,
      ),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => foldSql(sql`${occasionTranslations.title} || ' ' || ${occasionTranslations.keywords}`),
      ),
  },
  (t) => [
    primaryKey({ columns: [t.occasionId, t.language] }),
    uniqueIndex('occasion_translations_path_key').on(t.storefrontKey, t.path),
    index('occasion_translations_search_idx').using('gin', t.searchVector),
    index('occasion_translations_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    foreignKey({
      name: 'occasion_translations_occasion_fk',
      columns: [t.occasionId, t.storefrontKey],
      foreignColumns: [occasions.id, occasions.storefrontKey],
    }).onDelete('cascade'),
    foreignKey({
      name: 'occasion_translations_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
    check('occasion_translations_path_check', sql`${t.path} ~ '^/.*/$'`),
  ],
);

export const occasionProducts = pgTable(
  'occasion_products',
  {
    occasionId: text('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.productId] })],
);

// ─── Locations ───────────────────────────────────────────────────────────────────────────────────

/** A shop of a brand where its gift card is accepted. Coordinates with five decimals (~1 m). */
export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    administrativeArea: text('administrative_area').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: numeric('latitude', { precision: 7, scale: 5 }).notNull(),
    longitude: numeric('longitude', { precision: 8, scale: 5 }).notNull(),
    citySearch: text('city_search')
      .notNull()
      .generatedAlwaysAs((): SQL => foldSql(sql`${locations.city}`)),
  },
  (t) => [
    uniqueIndex('locations_brand_slug_key').on(t.brandId, t.slug),
    index('locations_country_position_idx').on(t.countryCode, t.latitude, t.longitude),
    index('locations_city_search_idx').on(t.countryCode, t.citySearch.op('text_pattern_ops')),
    index('locations_postcode_idx').on(t.countryCode, t.postcode.op('text_pattern_ops')),
    check('locations_country_check', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
    check('locations_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('locations_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('locations_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]*$'`),
  ],
);

// ─── Content: blocks queues, popular search, page metadata ───────────────────────────────────────

export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    blockType: text('block_type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    cardImageId: mediaRef('card_image_id'),
    backgroundImageId: mediaRef('background_image_id'),
    backgroundColor: text('background_color'),
    /** Where the block links to (`/geschenkkarten/apple-geschenkkarte/` or an https URL). */
    referencedPath: text('referenced_path'),
    linkType: text('link_type').$type<LinkType>().notNull().default('relative'),
    showHand: boolean('show_hand').notNull().default(false),
    /** A product reference block points at a product (its taxonomy terms filter the block). */
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    foreignKey({
      name: 'content_blocks_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
    check('content_blocks_type_check', inList(t.blockType, CONTENT_BLOCK_TYPES)),
    check('content_blocks_link_type_check', inList(t.linkType, LINK_TYPES)),
    check('content_blocks_color_check', sql`${t.backgroundColor} is null or ${hexColor(t.backgroundColor)}`),
  ],
);

/** A curated, ordered list (queue) of products and content blocks, e.g. `home-most-chosen`. */
export const blockQueues = pgTable(
  'block_queues',
  {
    id: text('id').primaryKey(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    /** The `queueID` clients ask for. */
    queueKey: text('queue_key').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    uniqueIndex('block_queues_store_language_key').on(t.storefrontKey, t.language, t.queueKey),
    foreignKey({
      name: 'block_queues_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
  ],
);

export const queueItems = pgTable(
  'queue_items',
  {
    queueId: text('queue_id')
      .notNull()
      .references(() => blockQueues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    blockId: text('block_id').references(() => contentBlocks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.queueId, t.position] }),
    check('queue_items_one_target_check', sql`(${t.productId} is null) <> (${t.blockId} is null)`),
  ],
);

export const popularSearchTerms = pgTable(
  'popular_search_terms',
  {
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    href: text('href').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.language, t.position] }),
    foreignKey({
      name: 'popular_search_terms_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
  ],
);

/**
 * SEO data of one page (product, category, occasion or a fixed route) in one language. Rows with
 * the same `page_key` are the same page in other languages: they make the hreflang tags.
 */
export const pageMetadata = pgTable(
  'page_metadata',
  {
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    path: text('path').notNull(),
    pageKey: text('page_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords').notNull().default(''),
    noindex: boolean('noindex').notNull().default(false),
    nofollow: boolean('nofollow').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.path] }),
    uniqueIndex('page_metadata_page_language_key').on(t.storefrontKey, t.pageKey, t.language),
    foreignKey({
      name: 'page_metadata_language_fk',
      columns: [t.storefrontKey, t.language],
      foreignColumns: [storefrontLanguages.storefrontKey, storefrontLanguages.code],
    }).onDelete('cascade'),
    check('page_metadata_path_check', sql`${t.path} ~ '^/(.*/)?$'`),
  ],
);

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type UploadedImageRow = typeof uploadedImages.$inferSelect;
export type ProductVariationRow = typeof productVariations.$inferSelect;
export type StorefrontBrandingRow = typeof storefrontBranding.$inferSelect;
