import * as v from 'valibot';
import { ADDRESS_MESSAGES, emailSchema, firstNameSchema, lastNameSchema } from './address';
import { CHECKOUT_MESSAGES } from './checkout';

/**
 * Spec §5 and §9 for the balance check and the redeem checkout: a 19-digit card number with a known
 * prefix (spaces as the form groups it are allowed), a 6-digit PIN, and the captcha's solution. The
 * balance check form and the API's checkGiftCardBalance run this very schema.
 */
export const GIFT_CARD_NUMBER_LENGTH = 19;
export const GIFT_CARD_PIN_LENGTH = 6;
/** The issuer prefix every card number of the shop starts with. */
export const GIFT_CARD_NUMBER_PREFIX = '6037';

export const REDEEM_MESSAGES = {
  numberRequired: { id: 'validation.card.numberRequired', defaultMessage: 'Please enter the card number' },
  numberLength: { id: 'validation.card.numberLength', defaultMessage: 'The card number has 19 digits' },
  numberPrefix: { id: 'validation.card.numberPrefix', defaultMessage: 'This is not a card number of ours: it starts with 6037' },
  pinRequired: { id: 'validation.card.pinRequired', defaultMessage: 'Please enter the PIN' },
  pinFormat: { id: 'validation.card.pinFormat', defaultMessage: 'The PIN has 6 digits' },
  captchaRequired: { id: 'validation.captcha.required', defaultMessage: 'Please confirm that you are not a robot' },
} as const;

/** The digits of a typed card number (the form shows them in groups of four). */
export function cardNumberDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Groups of four, as printed on the card: "6037 0600 1234 5678 901". */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, GIFT_CARD_NUMBER_LENGTH);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const cardNumberSchema = v.pipe(
  v.string(REDEEM_MESSAGES.numberRequired.id),
  v.transform(cardNumberDigits),
  v.nonEmpty(REDEEM_MESSAGES.numberRequired.id),
  v.regex(/^\d{19}$/, REDEEM_MESSAGES.numberLength.id),
  v.startsWith(GIFT_CARD_NUMBER_PREFIX, REDEEM_MESSAGES.numberPrefix.id),
);

export const pinSchema = v.pipe(
  v.string(REDEEM_MESSAGES.pinRequired.id),
  v.trim(),
  v.nonEmpty(REDEEM_MESSAGES.pinRequired.id),
  v.regex(/^\d{6}$/, REDEEM_MESSAGES.pinFormat.id),
);

/** The captcha widget's solution (ALTCHA, base64 JSON): every captcha-protected form carries one. */
export const captchaTokenSchema = v.pipe(
  v.string(REDEEM_MESSAGES.captchaRequired.id),
  v.nonEmpty(REDEEM_MESSAGES.captchaRequired.id),
  v.maxLength(4096, REDEEM_MESSAGES.captchaRequired.id),
);

export const balanceCheckSchema = v.object({
  cardNumber: cardNumberSchema,
  pin: pinSchema,
  captchaToken: captchaTokenSchema,
});

export type BalanceCheckInput = v.InferInput<typeof balanceCheckSchema>;

/**
 * Spec §6/§7 the redeem token: the random secret a balance check issues (256 bits, base64url, 43
 * characters), kept by the tab and sent base64-encoded in every request's userData. A link carries it
 * as `?redeemToken=` (spec §2) to resume a redeem on another device; anything else there is no token.
 */
export const REDEEM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isRedeemToken(text: unknown): text is string {
  return typeof text === 'string' && REDEEM_TOKEN_PATTERN.test(text);
}

/** What stays on the cards after a choice of `totalCents` (a choice the balance cannot cover leaves nothing). */
export function remainingBalanceAfter(balanceCents: number, totalCents: number): number {
  return Math.max(0, balanceCents - Math.max(0, totalCents));
}

/**
 * Spec §3 redeemData.minimumRemainingBalance and §5 "the remaining balance may not drop below a
 * minimum; the minimum per card is enforced": measured on the balance AFTER the choice, never the one
 * before it (15 € on the card and a 10 € choice leave 5 €: too little for a card asking 10 to remain).
 * The redeem shop's card dialog and the API (choosing and placing) run this very rule.
 */
export function leavesMinimumRemaining(balanceCents: number, totalCents: number, minimumCents: number): boolean {
  return minimumCents <= 0 || remainingBalanceAfter(balanceCents, totalCents) >= minimumCents;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The redeem checkout: who receives the new cards (spec §4 redeem flow entry: digital receivers). */
export const redeemCheckoutSchema = v.pipe(
  v.object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    emailConfirmation: v.pipe(v.string(ADDRESS_MESSAGES.emailRequired.id), v.trim(), v.nonEmpty(ADDRESS_MESSAGES.emailRequired.id)),
    termsAccepted: v.literal(true, CHECKOUT_MESSAGES.termsRequired.id),
    /** One key per redeem checkout: a double submit places one order. */
    idempotencyKey: v.pipe(v.string(), v.regex(UUID)),
  }),
  v.forward(
    v.check((details) => details.email.toLowerCase() === details.emailConfirmation.trim().toLowerCase(), CHECKOUT_MESSAGES.emailMismatch.id),
    ['emailConfirmation'],
  ),
);

export type RedeemCheckoutInput = v.InferInput<typeof redeemCheckoutSchema>;
