import * as v from 'valibot';

/** A whole number from `min` to `max`, as a setting's text gives it (digits only: no sign, point or exponent). */
export const wholeNumber = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number), v.minValue(min), v.maxValue(max));

export interface WholeNumberRule {
  min: number;
  max: number;
  /** What the number counts, for the sentence: "milliseconds" gives "a whole number of milliseconds". */
  unit?: string;
  /** Why the range is what it is, said before what was given. */
  why?: string;
}

/**
 * A whole-number setting from the environment, the one way the configuration reads one: unset (or
 * blank) is `undefined`, a good value its number, a bad one the sentence the start refuses with.
 */
export function readWholeNumberSetting(env: NodeJS.ProcessEnv, name: string, rule: WholeNumberRule): { value?: number; error?: string } {
  const raw = env[name]?.trim();
  if (!raw) return {};
  const parsed = v.safeParse(wholeNumber(rule.min, rule.max), raw);
  if (parsed.success) return { value: parsed.output };
  const what = `a whole number${rule.unit ? ` of ${rule.unit}` : ''} from ${rule.min} to ${rule.max}`;
  return { error: `${name} must be ${what} (${rule.why ? `${rule.why}; ` : ''}got "${raw}")` };
}
