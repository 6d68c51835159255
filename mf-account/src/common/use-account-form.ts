import { checkedValue, fieldValue, type SchemaFormOptions, useSchemaForm } from '@shop/shared/forms';
import type * as v from 'valibot';
import { ACCOUNT_ERROR_CATALOGUE } from './account-errors';

export type { FieldErrors } from '@shop/shared/forms';
export { fieldValue };

/** A checkbox's state from a form. */
export const checked = checkedValue;

/**
 * The shop's one form flow (`@shop/shared/forms`) with the account screens' error codes: the shared
 * schema checks the fields first (the API runs the same one), the first invalid field gets the focus,
 * the API's errors land on their field (`referencedRequestParameter`) or above the form. The captcha
 * and the mailed link's token are no controls of the form; their errors stay on them.
 */
export function useAccountForm<S extends v.GenericSchema>(options: Omit<SchemaFormOptions<S>, 'onDone' | 'catalogue'> & { onDone(): void }) {
  return useSchemaForm({ ...options, onDone: () => options.onDone(), catalogue: ACCOUNT_ERROR_CATALOGUE, outsideFields: ['captchaToken', 'token', ...(options.outsideFields ?? [])] });
}
