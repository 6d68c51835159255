import { logoMatchesMethods, paymentMethodName, storefrontMethodIds } from '../orders/payment-methods';
import type { Resolvers } from '../../generated/graphql';
import { mediaHref, pictureHref } from '../../media/urls';
import { localizePath } from '../../db/stored-paths';
import { LIGHT_SURFACE, readableTextOn, textColorOn } from './contrast';
import type { StorefrontModel } from '../storefront/directory';
import { loadStoreData } from './store-data.queries';

function byCountryThenKey(a: StorefrontModel, b: StorefrontModel): number {
  return a.countryCode.localeCompare(b.countryCode) || a.key.localeCompare(b.key);
}

/** Keeps `</script>` out of inline JSON-LD. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export const storeDataResolvers: Resolvers = {
  Query: {
    storeData: async (_parent, _args, ctx) => {
      const scope = ctx.loaders.scope;
      const store = scope.store;
      const source = await loadStoreData(ctx.db, scope);
      if (!source) throw new Error(`Storefront ${store.key} has no branding preset (is the database seeded?)`);
      const b = source.branding;
      const image = (id: string | null) => (id ? (source.media.get(id) ?? null) : null);
      const required = (id: string) => {
        const found = image(id);
        if (!found) throw new Error(`Media asset ${id} of storefront ${store.key} is missing`);
        return found;
      };
      const origin = ctx.urls.storefront(store);
      const description =
        b.organizationDescription[scope.language] ?? b.organizationDescription[store.defaultLanguage] ?? b.organizationName;
      const address = {
        street: b.street,
        houseNumber: b.houseNumber,
        streetAddress: `${b.street} ${b.houseNumber}`,
        postalCode: b.postalCode,
        city: b.city,
        country: b.countryCode,
      };
      const openingHours = (b.openingHours ?? []).map((h) => ({ dayOfWeek: h.days, opens: h.opens, closes: h.closes }));
      const mainLogo = required(b.mainLogoId);
      const logoHref = mediaHref(ctx.urls.mediaBase, mainLogo.id, mainLogo.revision);
      const jsonLd = jsonForScript({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: b.organizationName,
        legalName: b.legalName,
        url: origin,
        logo: /^https?:/.test(logoHref) ? logoHref : origin + logoHref,
        description,
        contactPoint: { '@type': 'ContactPoint', contactType: b.serviceType, email: b.supportEmail, telephone: b.supportPhone },
        address: {
          '@type': 'PostalAddress',
          streetAddress: address.streetAddress,
          addressLocality: b.city,
          postalCode: b.postalCode,
          addressCountry: b.countryCode,
        },
        ...(openingHours.length
          ? {
              openingHoursSpecification: openingHours.map((h) => ({
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: h.dayOfWeek,
                opens: h.opens,
                closes: h.closes,
              })),
            }
          : {}),
      });
      const trust = (placement: string) =>
        source.trustMarks
          .filter((t) => t.placement === placement)
          .map((t) => ({ title: t.title, image: t.image, width: t.width, link: t.href ? { href: t.href, type: 'absolute' as const } : null }));
      const group = (await ctx.directory.all()).filter((s) => s.brand === store.brand && (s.listedInSwitcher || s.key === store.key));
      const offered = storefrontMethodIds(ctx.payments.paymentMethods(store.countryCode, store.currency));
      const businessLogo = source.businessLogo ?? { desktop: mainLogo, mobile: required(b.modalLogoId) };
      return {
        storefrontKey: store.key,
        storeId: store.storeId,
        colors: {
          primary: b.primaryColor,
          secondary: b.secondaryColor,
          accent: b.accentColor,
          text: b.textColor,
          // Computed here, not in every visitor's browser: the chrome only sets them as design tokens.
          primaryContrast: readableTextOn(b.primaryColor),
          accentContrast: readableTextOn(b.accentColor),
          link: textColorOn(b.primaryColor, LIGHT_SURFACE),
        },
        mainLogo,
        secondLogo: required(b.secondLogoId),
        footerLogo: required(b.footerLogoId),
        modalLogo: required(b.modalLogoId),
        footerClockIcon: required(b.footerClockIconId),
        // The logos of what this storefront really takes (the provider's methods, invoice for businesses).
        paymentIcons: source.paymentIcons
          .filter((p) => logoMatchesMethods(p.kind, offered))
          .map((p) => ({
          kind: p.kind,
          url: {
            href: pictureHref(ctx.urls.mediaBase, p.image),
            type: ctx.urls.mediaBase ? ('absolute' as const) : ('relative' as const),
          },
          alt: p.image.alt,
          width: p.image.width,
          height: p.image.height,
        })),
        // The footer's logos: what the provider takes for this storefront's country and currency, never a list per brand (ADR 0051).
        paymentMethods: offered.map((id) => ({ id, name: paymentMethodName(id, scope.language), businessOnly: id === 'invoice' })),
        trustMarks: { general: trust('general'), topBar: trust('topBar'), bottomBar: trust('bottomBar'), header: trust('header') },
        socialLinks: source.socialLinks,
        menus: { footerMenu: { menuItems: source.menus.footer }, businessMenu: { menuItems: source.menus.business } },
        countriesCombinations: group.sort(byCountryThenKey).map((s) => ({
          country: s.countryCode,
          url: ctx.urls.storefront(s),
          storefrontKey: s.key,
          storeId: s.storeId,
          name: s.name,
          isCurrent: s.key === store.key,
          pathVariant: s.pathVariant,
          languagesCombinations: s.languages.map((l) => ({ languageCode: l.code, isDefault: l.isDefault, currency: l.currency })),
        })),
        organization: {
          name: b.organizationName,
          legalName: b.legalName,
          url: origin,
          logo: mainLogo,
          description,
          contactPoint: { serviceType: b.serviceType, email: b.supportEmail, telephone: b.supportPhone },
          address,
          openingHours,
          jsonLd,
        },
        businessContact: {
          companyName: b.legalName,
          email: b.businessEmail,
          phone: b.businessPhone,
          vatNumber: b.vatNumber,
          chamberOfCommerceNumber: b.chamberOfCommerceNumber,
          address,
        },
        featuredBlock: { image: required(b.featuredBlockImageId), link: {
            href:
              b.featuredBlockLinkType === 'relative'
                ? localizePath(b.featuredBlockHref, scope.language, store.defaultLanguage)
                : b.featuredBlockHref,
            type: b.featuredBlockLinkType,
          },
        },
        promotionBlockImage: required(b.promotionBlockImageId),
        notFoundImage: required(b.notFoundImageId),
        notFoundImageWidth: b.notFoundImageWidth,
        headerDecoration: image(b.headerDecorationId),
        footerDecoration: image(b.footerDecorationId),
        faqImage: required(b.faqImageId),
        doubler: {
          image: required(b.doublerImageId),
          pageBackground: required(b.doublerBackgroundId),
          heroCardImage: required(b.doublerHeroCardId),
        },
        alternativeChoiceImage: required(b.alternativeChoiceImageId),
        businessLogo,
      };
    },
  },
};
