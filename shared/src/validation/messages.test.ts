import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, PERSONAL_MESSAGE_MESSAGES, QUOTE_MESSAGES, businessCardRange, quoteRequestSchema, validationMessage, validationMessageOfText, validationText } from './index';

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
    // An id where the text belongs (issue 36: `validation.card.numberPrefix` on the screen) is found too.
    expect(validationMessageOfText('validation.card.numberPrefix')?.defaultMessage).toBe('This is not a card number of ours: it starts with 6037');
    expect(validationMessage('unknown.id')).toEqual({ id: 'unknown.id', defaultMessage: 'unknown.id', values: {} });
  });
});

describe('every message id a shared schema reports', () => {
  it('is in the catalogue, so a form translates it and never shows the id (issue 36)', () => {
    const dir = join(__dirname);
    const ids = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => [...readFileSync(join(dir, name), 'utf8').matchAll(/'(validation\.[a-zA-Z0-9.]+)'/g)].map((match) => match[1] as string));
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => validationMessage(id).defaultMessage === id)).toEqual([]);
  });
});

describe('quote request schema', () => {
  const line = { productId: 'p-1', quantity: 40, amountPerCardCents: 2500 };
  const ok = { companyName: 'Muster GmbH', contactName: 'Anna Berg', email: 'a@example.com', lines: [line], captchaToken: 'solved' };

  it('accepts a request of lines and trims empty free texts to null', () => {
    const parsed = v.safeParse(quoteRequestSchema, { ...ok, budgetCents: 100_000, deliveryWishes: '  ', message: ' Bis Dezember ' });
    expect(parsed.success && parsed.output).toMatchObject({ lines: [line], budgetCents: 100_000, deliveryWishes: null, message: 'Bis Dezember' });
  });

  it('refuses no lines, too many lines, bad counts, amounts and budgets, and long wishes', () => {
    const messages = (input: unknown) => {
      const parsed = v.safeParse(quoteRequestSchema, input);
      return parsed.success ? [] : parsed.issues.map((i) => i.message);
    };
    expect(messages({ ...ok, lines: [] })).toEqual([QUOTE_MESSAGES.linesRequired.id]);
    expect(messages({ ...ok, lines: Array.from({ length: 21 }, () => line) })).toEqual([QUOTE_MESSAGES.linesTooMany.id]);
    expect(messages({ ...ok, contactName: ' ', lines: [{ productId: ' ', quantity: 0, amountPerCardCents: 2550 }], budgetCents: 50 })).toEqual([
      QUOTE_MESSAGES.contactRequired.id,
      QUOTE_MESSAGES.productRequired.id,
      QUOTE_MESSAGES.cardCountInvalid.id,
      QUOTE_MESSAGES.amountInvalid.id,
      QUOTE_MESSAGES.budgetInvalid.id,
    ]);
    expect(messages({ ...ok, lines: [{ ...line, quantity: 10_001 }] })).toEqual([QUOTE_MESSAGES.cardCountInvalid.id]);
    expect(messages({ ...ok, deliveryWishes: 'x'.repeat(501) })).toEqual([ADDRESS_MESSAGES.textTooLong.id]);
    expect(messages({ ...ok, captchaToken: '' })).toEqual(['validation.captcha.required']);
  });

  it('knows the Polish business card range and leaves the others to the product', () => {
    expect(businessCardRange('CBPL')).toEqual({ min: 50, max: 2000 });
    expect(businessCardRange('CBDE')).toBeNull();
  });
});
