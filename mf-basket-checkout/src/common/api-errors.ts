import { PERSONAL_MESSAGE_MAX, validationMessage, validationMessageOfText } from '@shop/shared/validation';
import { useIntl } from 'react-intl';
import type { ErrorEntry } from './cart-query';

/** Error codes of the cart API (spec §8 and the cart contract). */
export const INVALID_INPUT = 2001;
/** Unknown package or receiver: gone in another tab, the basket just re-reads the cart. */
export const UNKNOWN_PACKAGE_OR_RECEIVER = 2003;

/** A message at a field: an id of a shared schema message (or of this remote), or a text the API sent. */
export type FieldMessage = { id: string; defaultMessage: string } | { text: string };

/** The values of a shared message's placeholders ({max}, {min}) as the schemas use them. */
export function sharedMessageValues(id: string): Record<string, number> {
  return validationMessage(id).values;
}

/** `input.address.postCode` → `address.postCode`: the form's field path (the schemas' dot paths). */
export function fieldOf(error: ErrorEntry): string | null {
  const parameter = error.referencedRequestParameter;
  if (!parameter) return null;
  return parameter.startsWith('input.') ? parameter.slice('input.'.length) : parameter;
}

/**
 * A field error from the API: its message is the English text of the shared schema's message, so we
 * find its id back and translate it; a text we do not know is shown as the API wrote it.
 */
export function apiFieldMessage(error: ErrorEntry): FieldMessage {
  const message = validationMessageOfText(error.message);
  return message ? { id: message.id, defaultMessage: message.defaultMessage } : { text: error.message };
}

/** The message of a shared schema issue (valibot gives the id). */
export function schemaMessage(id: string): FieldMessage {
  const message = validationMessage(id);
  return { id: message.id, defaultMessage: message.defaultMessage };
}

/** Translates a field message; `values` fill placeholders such as the amount range. */
export function useFieldMessage(): (message: FieldMessage, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (message, values = {}) => {
    if ('text' in message) return message.text;
    const known = sharedMessageValues(message.id);
    const shared = { ...known, max: known.max ?? PERSONAL_MESSAGE_MAX };
    return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, { ...shared, ...values });
  };
}
