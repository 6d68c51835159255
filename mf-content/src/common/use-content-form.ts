import { fieldValue, type SchemaFormOptions, useSchemaForm } from '@shop/shared/forms';
import type * as v from 'valibot';

export type { FormApiError as ContentApiError } from '@shop/shared/forms';

/**
 * The shop's one form flow (`@shop/shared/forms`) for this team's forms: the shared schema checks the
 * fields first (the API runs the same one), the first invalid field gets the focus; the API's errors
 * land on their field (`referencedRequestParameter` input.<field>, one of `fields`) or above the form.
 */
export function useContentForm<S extends v.GenericSchema, F extends string>(options: Omit<SchemaFormOptions<S>, 'fields'> & { fields: readonly F[] }) {
  const { form, onSubmit, fieldErrors, formError, busy } = useSchemaForm(options);
  return { form, onSubmit, errors: fieldErrors as Partial<Record<F, string>>, formError, busy };
}

/** A text control's value from a form (empty when absent). */
export const controlValue = fieldValue;
