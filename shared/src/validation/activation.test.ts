import * as v from 'valibot';
import { ACTIVATION_MESSAGES, activationAmountInputSchema, activationSchema, validationText } from './index';

describe('activation schema (spec §5: activation 10 to 500)', () => {
  const ok = { cardNumber: '6037 0600 0000 0000 000', pin: '123456', amount: 40, email: ' Anna@Example.com ', captchaToken: 'solved' };
  const messages = (input: unknown) => {
    const parsed = v.safeParse(activationSchema, input);
    return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
  };

  it('accepts whole amounts from 10 to 500 and reads the number as the card shows it', () => {
    for (const amount of [10, 40, 500]) expect(messages({ ...ok, amount })).toEqual([]);
    const parsed = v.parse(activationSchema, ok);
    expect(parsed).toMatchObject({ cardNumber: '6037060000000000000', pin: '123456', amount: 40, email: 'Anna@Example.com' });
  });

  it('refuses amounts outside the range, with cents, and a missing amount', () => {
    expect(messages({ ...ok, amount: 9 })).toEqual([ACTIVATION_MESSAGES.amountRange.id]);
    expect(messages({ ...ok, amount: 501 })).toEqual([ACTIVATION_MESSAGES.amountRange.id]);
    expect(messages({ ...ok, amount: 10.5 })).toEqual([ACTIVATION_MESSAGES.amountWhole.id]);
    expect(messages({ ...ok, amount: undefined })).toEqual([ACTIVATION_MESSAGES.amountRequired.id]);
    expect(validationText(ACTIVATION_MESSAGES.amountRange.id)).toBe('A card can be activated with an amount between 10 and 500');
  });

  it('refuses a bad card number, PIN, e-mail or captcha', () => {
    expect(messages({ ...ok, cardNumber: '6037', pin: '12', email: 'nope', captchaToken: '' })).toEqual([
      'validation.card.numberLength',
      'validation.card.pinFormat',
      'validation.email.invalid',
      'validation.captcha.required',
    ]);
  });

  it('reads the amount field as digits only', () => {
    expect(v.safeParse(activationAmountInputSchema, ' 40 ').output).toBe(40);
    expect(v.safeParse(activationAmountInputSchema, '40,50').issues?.[0]?.message).toBe(ACTIVATION_MESSAGES.amountWhole.id);
    expect(v.safeParse(activationAmountInputSchema, '').issues?.[0]?.message).toBe(ACTIVATION_MESSAGES.amountRequired.id);
  });
});
