import * as v from 'valibot';
import { AMOUNT_MESSAGES, checkCustomAmount, customAmountSchema, fixedAmountSchema } from './gift-card-amount';

const range = { min: 10, max: 250 };

describe('custom amount schema (spec §5: whole numbers between a minimum and maximum)', () => {
  it.each(['10', '25', '250', ' 42 '])('accepts %j', (text) => {
    expect(checkCustomAmount(text, range)).toEqual({ ok: true, amount: Number(text) });
  });

  it.each([
    ['', AMOUNT_MESSAGES.required],
    ['   ', AMOUNT_MESSAGES.required],
    ['12.50', AMOUNT_MESSAGES.whole],
    ['12,5', AMOUNT_MESSAGES.whole],
    ['-20', AMOUNT_MESSAGES.whole],
    ['1e2', AMOUNT_MESSAGES.whole],
    ['abc', AMOUNT_MESSAGES.whole],
    ['9', AMOUNT_MESSAGES.range],
    ['251', AMOUNT_MESSAGES.range],
    ['0', AMOUNT_MESSAGES.range],
  ])('rejects %j with %o', (text, message) => {
    expect(checkCustomAmount(text, range)).toEqual({ ok: false, message });
  });

  it('is the numeric rule the API can enforce on its own', () => {
    const schema = customAmountSchema({ min: 5, max: 150 });
    expect(v.safeParse(schema, 5).success).toBe(true);
    expect(v.safeParse(schema, 150).success).toBe(true);
    expect(v.safeParse(schema, 5.5).success).toBe(false);
    expect(v.safeParse(schema, 151).success).toBe(false);
    expect(v.safeParse(schema, '20').success).toBe(false);
  });

  it('only lets fixed-price products take one of their prices', () => {
    const schema = fixedAmountSchema([15, 25, 50]);
    expect(v.safeParse(schema, 25).success).toBe(true);
    expect(v.safeParse(schema, 30).success).toBe(false);
  });
});
