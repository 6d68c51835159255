import { ACCOUNT_MESSAGES } from './account';
import { ACTIVATION_AMOUNT, ACTIVATION_MESSAGES } from './activation';
import { ADDITION_MAX, ADDRESS_MESSAGES, NAME_MAX, SUFFIX_MAX, TEXT_MAX } from './address';
import { QUOTE_AMOUNT, QUOTE_BUDGET, QUOTE_LINES_MAX, QUOTE_MESSAGES, QUOTE_QUANTITY_MAX } from './business-quote';
import { CHECKOUT_MESSAGES, PASSWORD_MAX, SCHEDULE_MESSAGES, PASSWORD_MIN, REFERENCE_MAX } from './checkout';
import { COUNTRY_LANGUAGE_MESSAGES } from './country-language';
import { AMOUNT_MESSAGES } from './gift-card-amount';
import { PERSONAL_MESSAGE_MAX, PERSONAL_MESSAGE_MESSAGES } from './personal-message';
import { REDEEM_MESSAGES } from './redeem';
import { WITHDRAWAL_MESSAGES } from './withdrawal';
import { CONTACT_MESSAGES, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN } from './contact';
import { DOUBLER_MESSAGES } from './doubler';

/**
 * Every message of the shared schemas in one catalogue. Schemas report message ids; forms translate
 * them, the API answers with the English text filled in (`validationText`), and a client reading an
 * API error finds the id back from that text (`validationMessageOfText`).
 */
export interface ValidationMessage {
  id: string;
  defaultMessage: string;
  /** The schema's own placeholder values ({max}, {min}); amounts bring theirs from the product. */
  values: Record<string, number>;
}

const VALUES: Record<string, Record<string, number>> = {
  [ADDRESS_MESSAGES.nameTooLong.id]: { max: NAME_MAX },
  [ADDRESS_MESSAGES.suffixTooLong.id]: { max: SUFFIX_MAX },
  [ADDRESS_MESSAGES.additionTooLong.id]: { max: ADDITION_MAX },
  [ADDRESS_MESSAGES.textTooLong.id]: { max: TEXT_MAX },
  [CHECKOUT_MESSAGES.passwordTooShort.id]: { min: PASSWORD_MIN },
  [CHECKOUT_MESSAGES.passwordTooLong.id]: { max: PASSWORD_MAX },
  [CHECKOUT_MESSAGES.referenceTooLong.id]: { max: REFERENCE_MAX },
  [PERSONAL_MESSAGE_MESSAGES.tooLong.id]: { max: PERSONAL_MESSAGE_MAX },
  [QUOTE_MESSAGES.cardCountInvalid.id]: { max: QUOTE_QUANTITY_MAX },
  [QUOTE_MESSAGES.amountInvalid.id]: { min: QUOTE_AMOUNT.min, max: QUOTE_AMOUNT.max },
  [QUOTE_MESSAGES.linesTooMany.id]: { max: QUOTE_LINES_MAX },
  [QUOTE_MESSAGES.budgetInvalid.id]: { min: QUOTE_BUDGET.min, max: QUOTE_BUDGET.max },
  [CONTACT_MESSAGES.messageTooShort.id]: { min: CONTACT_MESSAGE_MIN },
  [CONTACT_MESSAGES.messageTooLong.id]: { max: CONTACT_MESSAGE_MAX },
  [ACTIVATION_MESSAGES.amountRange.id]: { min: ACTIVATION_AMOUNT.min, max: ACTIVATION_AMOUNT.max },
};

const ALL: readonly { id: string; defaultMessage: string }[] = [
  ...Object.values(ADDRESS_MESSAGES),
  ...Object.values(CHECKOUT_MESSAGES),
  ...Object.values(QUOTE_MESSAGES),
  ...Object.values(COUNTRY_LANGUAGE_MESSAGES),
  ...Object.values(AMOUNT_MESSAGES),
  ...Object.values(PERSONAL_MESSAGE_MESSAGES),
  ...Object.values(REDEEM_MESSAGES),
  ...Object.values(SCHEDULE_MESSAGES),
  ...Object.values(ACCOUNT_MESSAGES),
  ...Object.values(WITHDRAWAL_MESSAGES),
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(ACTIVATION_MESSAGES),
  ...Object.values(DOUBLER_MESSAGES),
];

const BY_ID = new Map<string, ValidationMessage>(ALL.map((m) => [m.id, { id: m.id, defaultMessage: m.defaultMessage, values: VALUES[m.id] ?? {} }]));

export const VALIDATION_MESSAGES: readonly ValidationMessage[] = [...BY_ID.values()];

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The message behind a schema issue's id (an unknown id stands for itself). */
export function validationMessage(id: string): ValidationMessage {
  return BY_ID.get(id) ?? { id, defaultMessage: id, values: {} };
}

/** The English text of a message with its placeholders filled: what the API answers. */
export function validationText(id: string, values: Record<string, string | number> = {}): string {
  const message = validationMessage(id);
  return fill(message.defaultMessage, { ...message.values, ...values });
}

const BY_TEXT = new Map<string, ValidationMessage>(
  VALIDATION_MESSAGES.flatMap((m) => [[validationText(m.id), m] as const, [m.defaultMessage, m] as const, [m.id, m] as const]),
);

/**
 * The message an API error text came from, so a client can show it in its own language. Its id is
 * known too (an API release that answered the id instead of the text): a shopper never sees a key.
 */
export function validationMessageOfText(text: string): ValidationMessage | undefined {
  return BY_TEXT.get(text);
}
