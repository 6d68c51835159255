import * as v from 'valibot';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, PERSONAL_MESSAGE_MESSAGES, QUOTE_MESSAGES, quoteRequestSchema, validationMessage, validationMessageOfText, validationText } from './index';

describe('the validation message catalogue', () => {
  it('fills the schemas own placeholder values for the API text', () => {
    expect(validationText(ADDRESS_MESSAGES.nameTooLong.id)).toBe('Please use at most 50 characters');
    expect(validationText(PERSONAL_MESSAGE_MESSAGES.tooLong.id)).toBe('Your message can have at most 150 characters');
    expect(validationText('validation.amount.range', { min: '10 EUR', max: '250 EUR' })).toBe('Choose an amount between 10 EUR and 250 EUR');
  });

  it('finds a message back from the text the API sent', () => {
    expect(validationMessageOfText('Your password needs at least 8 characters')?.id).toBe(CHECKOUT_MESSAGES.passwordTooShort.id);
    expect(validationMessageOfText('Please enter the 6-digit BLIK code')?.id).toBe(CHECKOUT_MESSAGES.blikInvalid.id);
    expect(validationMessageOfText('Something else')).toBeUndefined();
    expect(validationMessage('unknown.id')).toEqual({ id: 'unknown.id', defaultMessage: 'unknown.id', values: {} });
  });
});

describe('quote request schema', () => {
  it('accepts a request and refuses bad counts and amounts', () => {
    const ok = { companyName: 'Muster GmbH', contactName: 'Anna Berg', email: 'a@example.com', cardCount: 40, amountPerCardCents: 2500 };
    expect(v.safeParse(quoteRequestSchema, ok).success).toBe(true);
    const bad = v.safeParse(quoteRequestSchema, { ...ok, contactName: ' ', cardCount: 0, amountPerCardCents: 2550 });
    expect(bad.success ? [] : bad.issues.map((i) => i.message)).toEqual([QUOTE_MESSAGES.contactRequired.id, QUOTE_MESSAGES.cardCountInvalid.id, QUOTE_MESSAGES.amountInvalid.id]);
  });
});
