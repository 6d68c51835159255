import * as v from 'valibot';

/**
 * Feature toggles of spec §4 ("Feature toggles govern …") plus the brand-dependent switches of §6.
 * Stored as JSON (storefronts.feature_toggles, hence here beside the schema); every key has a default
 * so rows written before a toggle existed still parse.
 */
export const FeatureTogglesSchema = v.object({
  languageSwitcher: v.optional(v.boolean(), true),
  iconLabels: v.optional(v.boolean(), true),
  footerLogos: v.optional(v.boolean(), true),
  cookiesFooterLink: v.optional(v.boolean(), false),
  searchAnalytics: v.optional(v.boolean(), false),
  headerVersion: v.optional(v.picklist([1, 2, 3]), 1),
  identifyModal: v.optional(v.picklist(['login', 'guest']), 'login'),
  hasChoiceCard: v.optional(v.boolean(), false),
  businessMenu: v.optional(v.boolean(), false),
  /** Spec §1: the redeem header's optional warning that digital cards are sent with a delay. */
  redeemDelayWarning: v.optional(v.boolean(), false),
  /**
   * Spec §2 "business form page (two versions)": 1 the quote form first (a compact page), 2 the
   * business catalogue (gift cards chosen in the product form modal, then the quote form).
   */
  businessPageVersion: v.optional(v.picklist([1, 2]), 1),
  /**
   * Spec §1 balance doubler (issue 18, ADR 0025): the storefront runs the monthly promotion. Off: its
   * pages answer 404, the API answers no promotion and refuses entries, and no draw runs for it.
   */
  balanceDoubler: v.optional(v.boolean(), false),
});

export type FeatureToggles = v.InferOutput<typeof FeatureTogglesSchema>;

/** Parses a stored toggles value; unknown keys are dropped, missing keys get their default. */
export function parseFeatureToggles(value: unknown): FeatureToggles {
  return v.parse(FeatureTogglesSchema, value ?? {});
}

/**
 * A storefront's toggles in effect: the seed's (feature_toggles) with the settings operators switched
 * (operator_settings, ADR 0059) over them. An operator value that no longer parses (a toggle whose
 * values changed) is ignored, not fatal: the seed's value stands.
 */
export function effectiveFeatureToggles(seeded: unknown, operatorSettings: unknown): FeatureToggles {
  const base = parseFeatureToggles(seeded);
  const overrides = operatorSettings && typeof operatorSettings === 'object' ? (operatorSettings as Record<string, unknown>) : {};
  const effective: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (!(key in base)) continue;
    const tried = v.safeParse(FeatureTogglesSchema, { ...base, [key]: value });
    if (tried.success) effective[key] = value;
  }
  return effective as FeatureToggles;
}
