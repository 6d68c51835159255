/**
 * Storefront settings an operator switches (issue 36, ADR 0059): the feature toggles spec §4 names
 * ("language switcher, icon labels, footer logos, cookies footer link, search analytics, header
 * version, and the login versus guest modal") and spec §1's redeem delay warning ("digital gift cards
 * are currently sent with a delay"), per storefront or for all of them. An operator's value lives in
 * storefronts.operator_settings and wins over the seed's feature_toggles (which the seed writes again
 * when its data changes, so an operator's switch must not live there); resetting a setting gives the
 * seed's value back. A change is one transaction with its audit row ('storefront.settings', before
 * and after), and takes effect without a restart: the storefronts table announces every change
 * (migration 0010), so each API process forgets its storefront directory and its public answers
 * (server.publicDataChanged) within a second, and the process that made the change does so at once.
 *
 * The other toggles (the choice card link, the business menu and page version, the balance doubler)
 * depend on the build or brand (spec §6) or decide which pages exist, and stay with the seed.
 * Who may: the redeem delay warning is a notice the service desk gives during a delay (support), the
 * rest changes how every page looks (admin).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db';
import { type FeatureToggles, effectiveFeatureToggles } from '../../db/feature-toggles';
import { storefronts } from '../../db/schema';
import { ErrorCode, type ErrorEntry, ShopError, payloadOrErrors } from '../../errors';
import type { OperatorCapability } from '../operator/capabilities';
import { type AuditSource, writeAudit } from '../operator/audit';
import type { StorefrontDirectory, StorefrontModel } from './directory';

/** The settings of spec §4 and §1, in the order the console and the CLI show them. */
export const STOREFRONT_SETTINGS = [
  'redeemDelayWarning',
  'languageSwitcher',
  'iconLabels',
  'footerLogos',
  'cookiesFooterLink',
  'searchAnalytics',
  'headerVersion',
  'identifyModal',
] as const;
export type StorefrontSetting = (typeof STOREFRONT_SETTINGS)[number];
export type StorefrontSettings = Pick<FeatureToggles, StorefrontSetting>;

export function isStorefrontSetting(name: string): name is StorefrontSetting {
  return (STOREFRONT_SETTINGS as readonly string[]).includes(name);
}

/** What each setting means, for the console and the CLI's help. */
export const SETTING_LABELS: Record<StorefrontSetting, string> = {
  redeemDelayWarning: 'Redeem delay warning: digital gift cards are currently sent with a delay (redeem header)',
  languageSwitcher: 'Language and country switcher in the header',
  iconLabels: 'Labels under the header icons',
  footerLogos: 'Payment logos and trust marks in the footer',
  cookiesFooterLink: 'Cookie settings link in the footer',
  searchAnalytics: 'Search analytics events',
  headerVersion: 'Header version (1, 2 or 3)',
  identifyModal: 'Checkout for a visitor not logged in: login or guest modal',
};

/** The capability a change of the setting needs (requireCapability's). */
export const SETTING_CAPABILITY: Record<StorefrontSetting, OperatorCapability> = {
  redeemDelayWarning: 'support',
  languageSwitcher: 'admin',
  iconLabels: 'admin',
  footerLogos: 'admin',
  cookiesFooterLink: 'admin',
  searchAnalytics: 'admin',
  headerVersion: 'admin',
  identifyModal: 'admin',
};

/** The capability a change of all these settings needs: support only for the delay warning alone. */
export function capabilityFor(settings: readonly StorefrontSetting[]): OperatorCapability {
  return settings.every((s) => SETTING_CAPABILITY[s] === 'support') ? 'support' : 'admin';
}

const ChangesSchema = v.strictObject({
  redeemDelayWarning: v.optional(v.boolean()),
  languageSwitcher: v.optional(v.boolean()),
  iconLabels: v.optional(v.boolean()),
  footerLogos: v.optional(v.boolean()),
  cookiesFooterLink: v.optional(v.boolean()),
  searchAnalytics: v.optional(v.boolean()),
  headerVersion: v.optional(v.picklist([1, 2, 3])),
  identifyModal: v.optional(v.picklist(['login', 'guest'])),
});
export type StorefrontSettingsChanges = Partial<StorefrontSettings>;

/** A setting's value from text (the CLI's NAME=VALUE, the console's form): on/off, yes/no, true/false, 1-3, login/guest. */
export function parseSettingValue(setting: StorefrontSetting, text: string): StorefrontSettings[StorefrontSetting] | null {
  const value = text.trim().toLowerCase();
  if (setting === 'headerVersion') return value === '1' || value === '2' || value === '3' ? (Number(value) as 1 | 2 | 3) : null;
  if (setting === 'identifyModal') return value === 'login' || value === 'guest' ? value : null;
  if (['on', 'yes', 'true', '1'].includes(value)) return true;
  if (['off', 'no', 'false', '0'].includes(value)) return false;
  return null;
}

/** The settings of a storefront as the operator sees them. */
export interface StorefrontSettingsModel {
  storefrontKey: string;
  storeId: number;
  name: string;
  /** In effect: the seed's, or the operator's where switched. */
  settings: StorefrontSettings;
  /** The settings an operator switched (the others are the seed's). */
  switched: StorefrontSetting[];
}

function settingsOf(toggles: FeatureToggles): StorefrontSettings {
  return Object.fromEntries(STOREFRONT_SETTINGS.map((s) => [s, toggles[s]])) as StorefrontSettings;
}

export interface StorefrontSettingsDeps {
  db: Database;
  directory: StorefrontDirectory;
}

async function targetStores(directory: StorefrontDirectory, store: string | null | undefined, allStores: boolean): Promise<StorefrontModel[]> {
  if (Boolean(store) === allStores) throw new ShopError('Give either a store or allStores', ErrorCode.INVALID_ARGUMENT, 'store');
  if (allStores) return directory.all();
  const value = (store as string).trim();
  const found = /^\d+$/.test(value) ? await directory.byStoreId(Number(value)) : await directory.byKey(value);
  if (!found) throw new ShopError(`Unknown storefront "${value.slice(0, 40)}"`, ErrorCode.UNKNOWN_STORE, 'store');
  return [found];
}

/** Every storefront's settings (or one's), read from the table (not the directory's few seconds old copy). */
export async function listStorefrontSettings(deps: StorefrontSettingsDeps, store?: string | null): Promise<StorefrontSettingsModel[]> {
  const stores = store ? await targetStores(deps.directory, store, false) : await deps.directory.all();
  const rows = await deps.db
    .select({ key: storefronts.key, storeId: storefronts.storeId, name: storefronts.name, featureToggles: storefronts.featureToggles, operatorSettings: storefronts.operatorSettings })
    .from(storefronts)
    .where(
      inArray(
        storefronts.key,
        stores.map((s) => s.key),
      ),
    )
    .orderBy(storefronts.key);
  return rows.map((row) => ({
    storefrontKey: row.key,
    storeId: row.storeId,
    name: row.name,
    settings: settingsOf(effectiveFeatureToggles(row.featureToggles, row.operatorSettings)),
    switched: STOREFRONT_SETTINGS.filter((s) => s in (row.operatorSettings ?? {})),
  }));
}

export interface SetStorefrontSettingsInput {
  store?: string | null;
  allStores?: boolean | null;
  /** Settings to switch to a value. */
  changes: Record<string, unknown>;
  /** Settings given back to the seed's value. */
  reset?: readonly string[] | null;
}

export interface SetStorefrontSettingsResult {
  storefronts: StorefrontSettingsModel[];
  errors: ErrorEntry[];
}

function unknownSetting(name: string): ShopError {
  return new ShopError(`Unknown storefront setting "${name.slice(0, 40)}" (known: ${STOREFRONT_SETTINGS.join(', ')})`, ErrorCode.INVALID_ARGUMENT, `settings.${name.slice(0, 40)}`);
}

/** The settings to reset, or the refusal of an unknown one. */
export function parseReset(reset: readonly string[] | null | undefined): StorefrontSetting[] {
  const names = [...new Set(reset ?? [])];
  const unknown = names.find((n) => !isStorefrontSetting(n));
  if (unknown !== undefined) throw unknownSetting(unknown);
  return names as StorefrontSetting[];
}

/** The valid changes of an input (possibly none), or the refusal naming the setting at fault. */
export function parseChanges(changes: Record<string, unknown>): StorefrontSettingsChanges {
  const unknown = Object.keys(changes).find((k) => !isStorefrontSetting(k));
  if (unknown !== undefined) throw unknownSetting(unknown);
  const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined && value !== null));
  const parsed = v.safeParse(ChangesSchema, present);
  if (!parsed.success) {
    const key = parsed.issues[0]?.path?.[0]?.key;
    throw new ShopError(`Invalid value for ${String(key ?? 'a setting')}`, ErrorCode.INVALID_ARGUMENT, key ? `settings.${String(key)}` : 'settings');
  }
  return parsed.output;
}

/** The settings an input changes or resets (each at most once), or the refusal of nothing or of both at once. */
export function changedSettings(changes: StorefrontSettingsChanges, reset: readonly StorefrontSetting[]): StorefrontSetting[] {
  const changed = Object.keys(changes) as StorefrontSetting[];
  const both = changed.find((s) => reset.includes(s));
  if (both) throw new ShopError(`Set ${both} or reset it, not both`, ErrorCode.INVALID_ARGUMENT, `settings.${both}`);
  if (changed.length + reset.length === 0) throw new ShopError('Nothing to change: give at least one setting', ErrorCode.INVALID_ARGUMENT, 'settings');
  return [...changed, ...reset];
}

/**
 * Switches settings of one storefront or of all; callers have checked the caller's capability for
 * these settings (`capabilityFor`). The rows are locked, changed and audited in one transaction; the
 * audit row holds only the settings that were asked for, per storefront, before and after.
 */
export async function setStorefrontSettings(deps: StorefrontSettingsDeps, input: SetStorefrontSettingsInput, audit: AuditSource): Promise<SetStorefrontSettingsResult> {
  return payloadOrErrors<SetStorefrontSettingsResult>({ storefronts: [], errors: [] }, async () => {
    const changes = parseChanges(input.changes);
    const reset = parseReset(input.reset);
    const changed = changedSettings(changes, reset);
    const stores = await targetStores(deps.directory, input.store, input.allStores === true);
    const keys = stores.map((s) => s.key);
    await deps.db.transaction(async (tx) => {
      // Locked: a change at the same moment waits, and is its own audit row.
      const rows = await tx
        .select({ key: storefronts.key, featureToggles: storefronts.featureToggles, operatorSettings: storefronts.operatorSettings })
        .from(storefronts)
        .where(inArray(storefronts.key, keys))
        .orderBy(storefronts.key)
        .for('update');
      // Per storefront, each setting asked for: its value in effect and whether an operator set it.
      const before: Record<string, Partial<Record<StorefrontSetting, { value: unknown; switched: boolean }>>> = {};
      const after: typeof before = {};
      const view = (toggles: FeatureToggles, own: Record<string, unknown>) =>
        Object.fromEntries(changed.map((s) => [s, { value: toggles[s], switched: s in own }]));
      for (const row of rows) {
        const own: Record<string, unknown> = { ...(row.operatorSettings ?? {}) };
        before[row.key] = view(effectiveFeatureToggles(row.featureToggles, own), own);
        for (const s of reset) delete own[s];
        Object.assign(own, changes);
        after[row.key] = view(effectiveFeatureToggles(row.featureToggles, own), own);
        await tx
          .update(storefronts)
          .set({ operatorSettings: own as Partial<FeatureToggles>, updatedAt: sql`now()` as unknown as Date })
          .where(eq(storefronts.key, row.key));
      }
      await writeAudit(tx, audit, {
        action: 'storefront.settings',
        targetKind: 'storefront',
        targetId: input.allStores ? '*' : (keys[0] as string),
        before,
        after,
      });
    });
    // This process at once; the others on the table's change notification (migration 0010).
    deps.directory.invalidate();
    return { storefronts: await listStorefrontSettings(deps, input.allStores ? null : keys[0]), errors: [] };
  });
}
