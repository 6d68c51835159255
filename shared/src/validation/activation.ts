import * as v from 'valibot';
import { emailSchema } from './address';
import { captchaTokenSchema, cardNumberSchema, pinSchema } from './redeem';

/**
 * Spec §5 and §9 activation: a blank card gets a whole amount between 10 and 500 (currency units)
 * loaded onto it. One schema for the activation form and the API's activateCard, so both enforce the
 * very same rule: the card number and PIN as the balance check reads them, the amount, the buyer's
 * e-mail (the activation confirmation goes there) and the captcha's solution.
 */
export const ACTIVATION_AMOUNT = { min: 10, max: 500 } as const;

export const ACTIVATION_MESSAGES = {
  amountRequired: { id: 'validation.activation.amountRequired', defaultMessage: 'Please enter the amount to load onto the card' },
  amountWhole: { id: 'validation.activation.amountWhole', defaultMessage: 'Please enter a whole amount without cents' },
  amountRange: { id: 'validation.activation.amountRange', defaultMessage: 'A card can be activated with an amount between {min} and {max}' },
} as const;

/** The amount in currency units (euros): an integer from 10 to 500. */
export const activationAmountSchema = v.pipe(
  v.number(ACTIVATION_MESSAGES.amountRequired.id),
  v.integer(ACTIVATION_MESSAGES.amountWhole.id),
  v.minValue(ACTIVATION_AMOUNT.min, ACTIVATION_MESSAGES.amountRange.id),
  v.maxValue(ACTIVATION_AMOUNT.max, ACTIVATION_MESSAGES.amountRange.id),
);

/** The amount field's text: digits only (no cents, signs or exponents), then the amount rule. */
export const activationAmountInputSchema = v.pipe(
  v.string(ACTIVATION_MESSAGES.amountRequired.id),
  v.trim(),
  v.nonEmpty(ACTIVATION_MESSAGES.amountRequired.id),
  v.regex(/^\d+$/, ACTIVATION_MESSAGES.amountWhole.id),
  v.transform((text) => Number.parseInt(text, 10)),
  activationAmountSchema,
);

export const activationSchema = v.object({
  cardNumber: cardNumberSchema,
  pin: pinSchema,
  /** Currency units; the API's input carries cents (amountCents / 100). */
  amount: activationAmountSchema,
  email: emailSchema,
  captchaToken: captchaTokenSchema,
});

export type ActivationInput = v.InferInput<typeof activationSchema>;
