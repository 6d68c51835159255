import {
  PRODUCTION_SCRYPT,
  hashPassword,
  hashPin,
  isValidGiftCardNumber,
  luhnCheckDigit,
  newGiftCardNumber,
  newPin,
  scryptCostFor,
  verifyPassword,
  verifyPin,
} from './gift-card-codes';

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

  it('hashes PINs with a pepper and a salt and verifies them only with the same pepper', async () => {
    const pin = newPin();
    const pepper = 'a-server-side-pepper-of-32-characters';
    expect(pin).toMatch(/^\d{6}$/);
    const [a, b] = await Promise.all([hashPin(pin, pepper, PRODUCTION_SCRYPT.pin), hashPin(pin, pepper, PRODUCTION_SCRYPT.pin)]);
    expect(a).not.toBe(b);
    expect(a).not.toContain(pin);
    expect(a).toMatch(/^scrypt-hmac\$16384\$8\$1\$/);
    expect(await verifyPin(pin, a, pepper)).toBe(true);
    expect(await verifyPin(pin === '000000' ? '000001' : '000000', a, pepper)).toBe(false);
    // Without the pepper a stolen hash cannot be brute-forced over the million PINs.
    expect(await verifyPin(pin, a, 'another-pepper-another-pepper-xx')).toBe(false);
    await expect(hashPin(pin, '')).rejects.toThrow(/pepper/);
  });

  it("hashes passwords with OWASP's scrypt cost (N·r·p ≥ 2^17·8·1)", async () => {
    const hash = await hashPassword('correct horse battery staple', PRODUCTION_SCRYPT.password);
    const [, n, r, p] = hash.split('$').map(Number);
    expect((n as number) * (r as number) * (p as number)).toBeGreaterThanOrEqual(2 ** 17 * 8);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('hashes at the production cost everywhere but inside Jest, whose low-cost hashes verify the same way', async () => {
    expect(scryptCostFor({ NODE_ENV: 'production' })).toEqual(PRODUCTION_SCRYPT);
    expect(scryptCostFor({ NODE_ENV: 'test' })).toEqual(PRODUCTION_SCRYPT);
    expect(scryptCostFor({ NODE_ENV: 'production', JEST_WORKER_ID: '1' })).toEqual(PRODUCTION_SCRYPT);
    expect(scryptCostFor({ NODE_ENV: 'test', JEST_WORKER_ID: '1' }).password.N).toBeLessThan(PRODUCTION_SCRYPT.password.N);
    const cheap = await hashPassword('correct horse battery staple');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', cheap)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', cheap)).toBe(false);
  });
});
