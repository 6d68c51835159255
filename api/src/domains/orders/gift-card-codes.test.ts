import { hashPin, isValidGiftCardNumber, luhnCheckDigit, newGiftCardNumber, newPin, verifyPin } from './gift-card-codes';

describe('gift card numbers and PINs', () => {
  it('computes Luhn check digits', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnCheckDigit('4539578763621486'.slice(0, -1))).toBe('6');
  });

  it('makes 19-digit numbers with the prefix, the store and a valid check digit', () => {
    const numbers = new Set(Array.from({ length: 200 }, () => newGiftCardNumber(60)));
    expect(numbers.size).toBe(200);
    for (const number of numbers) {
      expect(number).toMatch(/^6037060\d{12}$/);
      expect(isValidGiftCardNumber(number)).toBe(true);
    }
    const one = [...numbers][0] as string;
    const typo = one.slice(0, 10) + String((Number(one[10]) + 1) % 10) + one.slice(11);
    expect(isValidGiftCardNumber(typo)).toBe(false);
  });

  it('hashes PINs with a salt and verifies them', async () => {
    const pin = newPin();
    expect(pin).toMatch(/^\d{6}$/);
    const [a, b] = await Promise.all([hashPin(pin), hashPin(pin)]);
    expect(a).not.toBe(b);
    expect(a).not.toContain(pin);
    expect(await verifyPin(pin, a)).toBe(true);
    expect(await verifyPin(pin === '000000' ? '000001' : '000000', a)).toBe(false);
  });
});
