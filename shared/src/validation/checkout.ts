import * as v from 'valibot';
import { ADDRESS_MESSAGES, NAME_MAX, emailSchema, firstNameSchema, lastNameSchema, postalAddressSchema } from './address';

/**
 * Checkout's personal details (spec §5): e-mail and its confirmation, phone by dialling code, the
 * business fields, terms, and a password when the guest creates an account. One schema for the
 * checkout form and the API's placeOrder.
 */
export const CHECKOUT_MESSAGES = {
  emailMismatch: { id: 'validation.email.mismatch', defaultMessage: 'The e-mail addresses do not match' },
  phoneRequired: { id: 'validation.phone.required', defaultMessage: 'Phone number is a required field' },
  phoneInvalid: { id: 'validation.phone.invalid', defaultMessage: 'Please enter valid phone number' },
  companyRequired: { id: 'validation.companyName.required', defaultMessage: 'Company name is a required field' },
  kvkInvalid: { id: 'validation.kvkNumber.invalid', defaultMessage: 'Please enter a valid Chamber of Commerce number' },
  vatInvalid: { id: 'validation.vatNumber.invalid', defaultMessage: 'Please enter a valid VAT number' },
  referenceTooLong: { id: 'validation.reference.tooLong', defaultMessage: 'Please use at most {max} characters' },
  termsRequired: { id: 'validation.terms.required', defaultMessage: 'Please accept the terms and conditions' },
  passwordRequired: { id: 'validation.password.required', defaultMessage: 'Password is a required field' },
  passwordTooShort: { id: 'validation.password.tooShort', defaultMessage: 'Your password needs at least {min} characters' },
  passwordTooLong: { id: 'validation.password.tooLong', defaultMessage: 'Your password can have at most {max} characters' },
  blikInvalid: { id: 'validation.blik.invalid', defaultMessage: 'Please enter the 6-digit BLIK code' },
} as const;

export const PASSWORD_MIN = 8;
/** ASVS 6.2.9: passphrases of 64 characters and more are welcome. */
export const PASSWORD_MAX = 128;
export const REFERENCE_MAX = 35;

/** Dialling codes the phone field offers (the storefront countries). */
export const DIAL_CODES: readonly string[] = ['+31', '+32', '+33', '+34', '+39', '+41', '+43', '+44', '+45', '+46', '+47', '+48', '+49', '+351', '+352', '+353', '+1', '+52', '+55', '+61', '+64', '+971'];

/**
 * How many digits the spec §5 rule leaves out at the top (ADR 0058): its "6 − code length to 11 − code
 * length" refuses every German mobile number (+49 151 23456789: 11 digits, the rule allows 9), most
 * Austrian ones (+43 664 1234567: 10 of 9), British, Irish, Portuguese, Italian, Brazilian and Mexican
 * ones. Two more digits take them all; the lower bound is the spec's.
 */
export const PHONE_DIGITS_BEYOND_SPEC = 2;

/**
 * Spec §5: the number part has 6 − code length to 11 − code length digits (a leading 0 of the national
 * format is dropped), plus PHONE_DIGITS_BEYOND_SPEC at the top (ADR 0058: real numbers are longer).
 */
export function isValidPhone(dialCode: string, number: string): boolean {
  if (!/^\+\d{1,3}$/.test(dialCode)) return false;
  const codeLength = dialCode.length - 1;
  const digits = number.replace(/[\s()/-]/g, '').replace(/^0/, '');
  if (!/^\d+$/.test(digits)) return false;
  return digits.length >= Math.max(1, 6 - codeLength) && digits.length <= 11 - codeLength + PHONE_DIGITS_BEYOND_SPEC;
}

/** A `tel:` link of a phone number as it is shown (`+49 30 1234567` → `tel:+49301234567`); null without digits. */
export function telHref(shown: string): string | null {
  const dial = shown.replace(/[^+\d]/g, '');
  return /\d/.test(dial) ? `tel:${dial}` : null;
}

export const phoneSchema = v.pipe(
  v.object({
    dialCode: v.pipe(v.string(CHECKOUT_MESSAGES.phoneRequired.id), v.trim()),
    number: v.pipe(v.string(CHECKOUT_MESSAGES.phoneRequired.id), v.trim(), v.nonEmpty(CHECKOUT_MESSAGES.phoneRequired.id)),
  }),
  v.forward(
    v.check((phone) => isValidPhone(phone.dialCode, phone.number), CHECKOUT_MESSAGES.phoneInvalid.id),
    ['number'],
  ),
);

/** Dutch KvK: 8 digits; elsewhere a registration number of 4–20 letters and digits. */
const kvkSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 .-]{4,20}$/, CHECKOUT_MESSAGES.kvkInvalid.id));
/** EU VAT numbers: two-letter country prefix and 8–12 letters/digits (LU12345678 … NL123456789B01). */
const vatSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => text.replace(/[\s.-]/g, '').toUpperCase()),
  v.regex(/^[A-Z]{2}[A-Z0-9]{8,12}$/, CHECKOUT_MESSAGES.vatInvalid.id),
);

const optional = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => (text?.trim() ? text : undefined)),
      v.optional(schema),
    ),
  );

const baseDetails = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  emailConfirmation: v.pipe(v.string(ADDRESS_MESSAGES.emailRequired.id), v.trim(), v.nonEmpty(ADDRESS_MESSAGES.emailRequired.id)),
  phone: v.optional(v.nullable(phoneSchema)),
  address: postalAddressSchema,
  termsAccepted: v.literal(true, CHECKOUT_MESSAGES.termsRequired.id),
  newsletter: v.optional(v.nullable(v.boolean())),
  createAccount: v.optional(v.nullable(v.boolean())),
  password: v.optional(v.nullable(v.string())),
};

const privateDetails = v.object({ customerType: v.literal('PRIVATE'), ...baseDetails });

/**
 * Spec §5 "phone is optional in one variant and required in the other": a business customer's order
 * (on invoice, with a company and often a cost centre) needs a number to reach the buyer about it; a
 * private one does not. No number at all reads as an empty one, so the message is at `phone.number`.
 */
export const requiredPhoneSchema = v.nullish(phoneSchema, () => ({ dialCode: '', number: '' }));

const businessDetails = v.object({
  customerType: v.literal('BUSINESS'),
  ...baseDetails,
  phone: requiredPhoneSchema,
  companyName: v.pipe(
    v.string(CHECKOUT_MESSAGES.companyRequired.id),
    v.trim(),
    v.nonEmpty(CHECKOUT_MESSAGES.companyRequired.id),
    v.maxLength(NAME_MAX, ADDRESS_MESSAGES.nameTooLong.id),
  ),
  kvkNumber: optional(kvkSchema),
  vatNumber: optional(vatSchema),
  referenceNumber: optional(v.pipe(v.string(), v.trim(), v.maxLength(REFERENCE_MAX, CHECKOUT_MESSAGES.referenceTooLong.id))),
  invoiceEmail: optional(emailSchema),
});

/** The personal details step. Output: trimmed values, business fields only for business customers. */
export const checkoutDetailsSchema = v.pipe(
  v.variant('customerType', [privateDetails, businessDetails]),
  v.forward(
    v.check((details) => details.email.toLowerCase() === details.emailConfirmation.trim().toLowerCase(), CHECKOUT_MESSAGES.emailMismatch.id),
    ['emailConfirmation'],
  ),
  v.forward(
    v.check((details) => !details.createAccount || !!details.password, CHECKOUT_MESSAGES.passwordRequired.id),
    ['password'],
  ),
  v.forward(
    v.check((details) => !details.createAccount || !details.password || details.password.length >= PASSWORD_MIN, CHECKOUT_MESSAGES.passwordTooShort.id),
    ['password'],
  ),
  v.forward(
    v.check((details) => !details.password || details.password.length <= PASSWORD_MAX, CHECKOUT_MESSAGES.passwordTooLong.id),
    ['password'],
  ),
);

export type CheckoutDetailsInput = v.InferInput<typeof checkoutDetailsSchema>;
export type CheckoutDetails = v.InferOutput<typeof checkoutDetailsSchema>;

/** Spec §5: BLIK code, a 6-digit number. */
export const blikCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, CHECKOUT_MESSAGES.blikInvalid.id));

// The business quote request moved to business-quote.ts (issue 17: lines, budget, captcha).

/**
 * A scheduled delivery moment (the basket's delivery date, the redeem checkout): the API checks it
 * (not past, within a year) and answers with these texts, which forms find back by their id.
 */
export const SCHEDULE_MESSAGES = {
  invalid: { id: 'validation.schedule.invalid', defaultMessage: 'Please choose a valid date and time' },
  past: { id: 'validation.schedule.past', defaultMessage: 'Please choose a moment in the future' },
  tooFar: { id: 'validation.schedule.tooFar', defaultMessage: 'Please choose a moment within the next year' },
} as const;
