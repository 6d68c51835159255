import * as v from 'valibot';
import { emailSchema } from './address';
import { captchaTokenSchema } from './redeem';

/**
 * The withdrawal button's form (§356a BGB, issue 17): the law lets it ask only for the name, the
 * contract's identification (the order number) and an electronic contact. The form and the API run
 * this schema. The captcha asks the person nothing; it keeps the form, which mails an address typed
 * into it, from being a mail cannon (issue 31).
 */
export const WITHDRAWAL_MESSAGES = {
  nameRequired: { id: 'validation.withdrawal.nameRequired', defaultMessage: 'Please enter your name' },
  nameTooLong: { id: 'validation.withdrawal.nameTooLong', defaultMessage: 'Please enter at most 100 characters' },
  orderNumberInvalid: { id: 'validation.withdrawal.orderNumberInvalid', defaultMessage: 'Please enter the order number from your order confirmation' },
} as const;

/** An order number as the confirmation shows it (e.g. 60-261126-ABC123), upper-cased; also the contact form's. */
export function orderNumberSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, message));
}

export const withdrawalSchema = v.object({
  name: v.pipe(
    v.string(WITHDRAWAL_MESSAGES.nameRequired.id),
    v.trim(),
    v.nonEmpty(WITHDRAWAL_MESSAGES.nameRequired.id),
    v.maxLength(100, WITHDRAWAL_MESSAGES.nameTooLong.id),
  ),
  orderNumber: orderNumberSchema(WITHDRAWAL_MESSAGES.orderNumberInvalid.id),
  email: emailSchema,
  captchaToken: captchaTokenSchema,
});

export type WithdrawalInput = v.InferInput<typeof withdrawalSchema>;
