import * as v from 'valibot';
import { DOUBLER_MESSAGES, doublerEntrySchema, validationMessageOfText, validationText } from './index';

describe('doubler entry schema (spec §1 balance doubler)', () => {
  const ok = { cardNumber: '6037 0600 0000 0000 000', pin: ' 123456 ', email: ' Anna@Example.com ', acceptConditions: true, captchaToken: 'solved' };
  const messages = (input: unknown) => {
    const parsed = v.safeParse(doublerEntrySchema, input);
    return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
  };

  it('accepts an entry and reads the number as the card shows it', () => {
    expect(v.parse(doublerEntrySchema, ok)).toEqual({
      cardNumber: '6037060000000000000',
      pin: '123456',
      email: 'Anna@Example.com',
      acceptConditions: true,
      captchaToken: 'solved',
    });
  });

  it('refuses an entry whose conditions are not accepted', () => {
    for (const acceptConditions of [false, undefined, 'true', 1]) {
      expect(messages({ ...ok, acceptConditions })).toEqual([DOUBLER_MESSAGES.conditionsRequired.id]);
    }
    expect(validationText(DOUBLER_MESSAGES.conditionsRequired.id)).toBe('Please accept the conditions of the balance doubler');
    expect(validationMessageOfText('Please accept the conditions of the balance doubler')?.id).toBe(DOUBLER_MESSAGES.conditionsRequired.id);
  });

  it('refuses a bad card number, PIN, e-mail or captcha', () => {
    expect(messages({ ...ok, cardNumber: '1234 5678 9012 3456 789', pin: '12a456', email: 'nope', captchaToken: '' })).toEqual([
      'validation.card.numberPrefix',
      'validation.card.pinFormat',
      'validation.email.invalid',
      'validation.captcha.required',
    ]);
  });
});
