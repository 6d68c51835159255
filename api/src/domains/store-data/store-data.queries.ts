/** Reads the branding preset, menus and chrome lists of one storefront and language. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import {
  type LinkType,
  type OpeningHoursSpec,
  type PaymentLogoKind,
  type SocialNetwork,
  type StorefrontBrandingRow,
  storefrontBranding,
} from '../../db/catalogue-schema';
import type { ImageModel } from '../../media/urls';
import { type CatalogueScope, queryRows } from '../catalogue/queries';

export interface MenuSectionModel {
  title: string;
  path: { href: string; type: LinkType } | null;
  items: Array<{ title: string; path: { href: string; type: LinkType } }>;
}

export interface StoreDataSource {
  branding: StorefrontBrandingRow;
  media: Map<string, ImageModel>;
  paymentIcons: Array<{ kind: PaymentLogoKind; image: ImageModel }>;
  trustMarks: Array<{ placement: string; title: string; href: string | null; width: number; image: ImageModel }>;
  socialLinks: Array<{ network: SocialNetwork; url: string; visible: boolean }>;
  menus: { footer: MenuSectionModel[]; business: MenuSectionModel[] };
  businessLogo: { desktop: ImageModel; mobile: ImageModel } | undefined;
}

interface MediaRow {
  id: string;
  revision: string;
  width: number;
  height: number;
  alt: string;
}

export async function loadStoreData(db: Database, scope: CatalogueScope): Promise<StoreDataSource | undefined> {
  const key = scope.store.key;
  const [branding] = await db.select().from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, key));
  if (!branding) return undefined;

  const [media, payments, trust, social, items, business] = await Promise.all([
    // Every image the preset and its lists reference, in one go.
    queryRows<MediaRow>(
      db,
      sql`select m.id, m.revision, m.width, m.height, m.alt from media_assets m where m.id in (
          select unnest(array[b.main_logo_id, b.second_logo_id, b.footer_logo_id, b.modal_logo_id, b.footer_clock_icon_id,
            b.featured_block_image_id, b.promotion_block_image_id, b.not_found_image_id, b.header_decoration_id,
            b.footer_decoration_id, b.faq_image_id, b.doubler_image_id, b.doubler_background_id, b.doubler_hero_card_id,
            b.alternative_choice_image_id]) from storefront_branding b where b.storefront_key = ${key}
          union select media_id from storefront_payment_logos where storefront_key = ${key}
          union select media_id from storefront_trust_marks where storefront_key = ${key}
          union select desktop_media_id from storefront_business_logos where storefront_key = ${key} and language = ${scope.language}
          union select mobile_media_id from storefront_business_logos where storefront_key = ${key} and language = ${scope.language})`,
    ),
    queryRows<{ kind: PaymentLogoKind; mediaId: string }>(
      db,
      sql`select kind, media_id as "mediaId" from storefront_payment_logos where storefront_key = ${key} order by position`,
    ),
    queryRows<{ placement: string; title: string; href: string | null; width: number; mediaId: string }>(
      db,
      sql`select placement, title, href, width, media_id as "mediaId" from storefront_trust_marks
        where storefront_key = ${key} order by placement, position`,
    ),
    queryRows<{ network: SocialNetwork; url: string; visible: boolean }>(
      db,
      sql`select network, url, visible from storefront_social_links where storefront_key = ${key} order by position`,
    ),
    queryRows<{ menuKey: string; id: string; parentId: string | null; title: string; href: string | null; linkType: LinkType }>(
      db,
      sql`select m.menu_key as "menuKey", i.id, i.parent_id as "parentId", i.title, i.href, i.link_type as "linkType"
        from menus m join menu_items i on i.menu_id = m.id
        where m.storefront_key = ${key} and m.language = ${scope.language}
        order by m.menu_key, i.parent_id nulls first, i.position`,
    ),
    queryRows<{ desktop: string; mobile: string }>(
      db,
      sql`select desktop_media_id as desktop, mobile_media_id as mobile from storefront_business_logos
        where storefront_key = ${key} and language = ${scope.language}`,
    ),
  ]);

  const images = new Map<string, ImageModel>(
    media.map((m) => [m.id, { id: m.id, revision: m.revision, width: Number(m.width), height: Number(m.height), alt: m.alt }]),
  );
  const imageOf = (id: string): ImageModel => {
    const found = images.get(id);
    if (!found) throw new Error(`Media asset ${id} of storefront ${key} is missing`);
    return found;
  };

  const sections = (menuKey: string): MenuSectionModel[] => {
    const rows = items.filter((i) => i.menuKey === menuKey);
    return rows
      .filter((i) => i.parentId === null)
      .map((section) => ({
        title: section.title,
        path: section.href ? { href: section.href, type: section.linkType } : null,
        items: rows
          .filter((i) => i.parentId === section.id && i.href !== null)
          .map((i) => ({ title: i.title, path: { href: i.href as string, type: i.linkType } })),
      }));
  };

  const logos = business[0];
  return {
    branding,
    media: images,
    paymentIcons: payments.map((p) => ({ kind: p.kind, image: imageOf(p.mediaId) })),
    trustMarks: trust.map((t) => ({ placement: t.placement, title: t.title, href: t.href, width: Number(t.width), image: imageOf(t.mediaId) })),
    socialLinks: social,
    menus: { footer: sections('footer'), business: sections('business') },
    businessLogo: logos ? { desktop: imageOf(logos.desktop), mobile: imageOf(logos.mobile) } : undefined,
  };
}

export type { OpeningHoursSpec };
