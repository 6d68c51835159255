/**
 * The storefront config as plain JSON, exactly the shape of the `storefrontConfig` query with all
 * fields selected. The server inlines it into the shell's HTML as window.__SHOP_BOOT__.storefrontConfig
 * so the first paint does not wait for a GraphQL round trip; a test keeps both shapes identical.
 */
import { type StorefrontRoute, buildStorefrontRoutes } from '@shop/shared/routes';
import type { OverrideSwitch } from '../../remotes/local-override';
import type { ResolvedRemote } from '../../remotes/registry';
import { timeZoneForCountry } from '../cart/delivery/delivery-dates';
import type { StorefrontModel } from './directory';

export interface StorefrontConfigJson {
  key: string;
  storeId: number;
  brand: string;
  name: string;
  countryCode: string;
  timeZone: string;
  locale: string;
  defaultLanguage: string;
  currency: string;
  pathVariant: string;
  languages: Array<{ code: string; isDefault: boolean; currency: string }>;
  hosts: string[];
  featureToggles: {
    languageSwitcher: boolean;
    iconLabels: boolean;
    footerLogos: boolean;
    cookiesFooterLink: boolean;
    searchAnalytics: boolean;
    headerVersion: number;
    identifyModal: string;
    hasChoiceCard: boolean;
    businessMenu: boolean;
    redeemDelayWarning: boolean;
    businessPageVersion: number;
    balanceDoubler: boolean;
  };
  remotes: Array<{
    name: string;
    enabled: boolean;
    version: string | null;
    manifestUrl: string | null;
    contractVersion: string | null;
    localOverride: boolean;
    integrity: { manifest: string; filesUrl: string } | null;
  }>;
  routes: StorefrontRoute[];
  localOverrideSwitch: OverrideSwitch | null;
}

/**
 * The storefront's routes (ADR 0013): the keys its enabled remotes' current releases declare, at the
 * patterns of its path variant, in match order. A remote that is off, or has no release, routes
 * nothing; so its paths answer 404 and nothing links there.
 */
export function storefrontRoutes(store: Pick<StorefrontModel, 'pathVariant' | 'featureToggles'>, remotes: readonly ResolvedRemote[]): StorefrontRoute[] {
  return buildStorefrontRoutes(
    store.pathVariant,
    remotes.flatMap((r) => (r.enabled && r.manifestUrl && r.declaration ? [{ remote: r.name, routes: r.declaration.routes }] : [])),
    // A page a release declares behind a toggle (the doubler's, ADR 0025) exists only where it is on.
    store.featureToggles,
  );
}

/** `remotes` with this request's local override applied, if any (`overrideSwitch` says where it is managed). */
export function toStorefrontConfigJson(store: StorefrontModel, remotes: ResolvedRemote[], overrideSwitch: OverrideSwitch | null = null): StorefrontConfigJson {
  const t = store.featureToggles;
  return {
    key: store.key,
    storeId: store.storeId,
    brand: store.brand,
    name: store.name,
    countryCode: store.countryCode,
    timeZone: timeZoneForCountry(store.countryCode),
    locale: store.locale,
    defaultLanguage: store.defaultLanguage,
    currency: store.currency,
    pathVariant: store.pathVariant,
    languages: store.languages.map(({ code, isDefault, currency }) => ({ code, isDefault, currency })),
    hosts: [...store.hosts],
    featureToggles: {
      languageSwitcher: t.languageSwitcher,
      iconLabels: t.iconLabels,
      footerLogos: t.footerLogos,
      cookiesFooterLink: t.cookiesFooterLink,
      searchAnalytics: t.searchAnalytics,
      headerVersion: t.headerVersion,
      identifyModal: t.identifyModal,
      hasChoiceCard: t.hasChoiceCard,
      businessMenu: t.businessMenu,
      redeemDelayWarning: t.redeemDelayWarning,
      businessPageVersion: t.businessPageVersion,
      balanceDoubler: t.balanceDoubler,
    },
    remotes: remotes.map(({ name, enabled, version, manifestUrl, contractVersion, localOverride, integrity }) => ({
      name,
      enabled,
      version,
      manifestUrl,
      contractVersion,
      localOverride: localOverride === true,
      integrity: integrity ?? null,
    })),
    routes: storefrontRoutes(store, remotes),
    localOverrideSwitch: remotes.some((r) => r.localOverride) ? overrideSwitch : null,
  };
}
