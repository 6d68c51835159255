import * as v from 'valibot';
import { emailSchema } from './address';
import { captchaTokenSchema, cardNumberSchema, pinSchema } from './redeem';

/**
 * Spec §1 balance doubler (issue 18): the entry form. One schema for the form and the API's
 * enterDoubler, so both enforce the very same rule: the card number and PIN as the balance check
 * reads them, the e-mail the prize mail goes to, the conditions accepted (a checkbox that must be
 * ticked), and the captcha's solution.
 */
export const DOUBLER_MESSAGES = {
  conditionsRequired: { id: 'validation.doubler.conditionsRequired', defaultMessage: 'Please accept the conditions of the balance doubler' },
} as const;

export const doublerEntrySchema = v.object({
  cardNumber: cardNumberSchema,
  pin: pinSchema,
  email: emailSchema,
  acceptConditions: v.literal(true, DOUBLER_MESSAGES.conditionsRequired.id),
  captchaToken: captchaTokenSchema,
});

export type DoublerEntryInput = v.InferInput<typeof doublerEntrySchema>;
