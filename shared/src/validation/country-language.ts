import * as v from 'valibot';

/**
 * The country/language form of the store switcher (spec §4, §5): all three are required; currency
 * follows the country. Messages are ids the form translates (English source text in `defaultMessage`).
 */
export const COUNTRY_LANGUAGE_MESSAGES = {
  country: { id: 'validation.country.required', defaultMessage: 'Country is a required field' },
  language: { id: 'validation.language.required', defaultMessage: 'Language is a required field' },
  currency: { id: 'validation.currency.required', defaultMessage: 'Currency is a required field' },
} as const;

export const countryLanguageSchema = v.object({
  country: v.pipe(v.string(COUNTRY_LANGUAGE_MESSAGES.country.id), v.nonEmpty(COUNTRY_LANGUAGE_MESSAGES.country.id)),
  language: v.pipe(v.string(COUNTRY_LANGUAGE_MESSAGES.language.id), v.nonEmpty(COUNTRY_LANGUAGE_MESSAGES.language.id)),
  currency: v.pipe(v.string(COUNTRY_LANGUAGE_MESSAGES.currency.id), v.nonEmpty(COUNTRY_LANGUAGE_MESSAGES.currency.id)),
});

export type CountryLanguageInput = v.InferInput<typeof countryLanguageSchema>;

/** Field → message id of the first issue per field; empty when valid. */
export function fieldErrors<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
