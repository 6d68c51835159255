import { pathOnly, redact, redactArg } from './redact';

describe('log redaction', () => {
  it('removes query parameters, e-mail addresses, card numbers and PINs', () => {
    const drizzle = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: anna@example.com,scrypt$1$2',
    );
    const text = redactArg(drizzle);
    expect(text).toContain('Failed query: insert into "users"');
    expect(text).not.toContain('anna@example.com');
    expect(text).not.toContain('scrypt$1$2');
    expect(redact('Key (email)=(anna@example.com) already exists.')).toBe('Key (email)=(…) already exists.');
    expect(redact('Failing row contains (6037060123456789012, 482913, Berlin).')).toBe('Failing row contains (…).');
    expect(redact('card 6037 0601 2345 6789 012 pin 482913 for bram@example.nl')).toBe('card <card number> pin <6 digits> for <e-mail>');
    // An order number's date is no PIN: alerts name orders by number; six digits elsewhere in it are.
    expect(redact('order 60-261125-ABC234 paid twice; pin 261125')).toBe('order 60-261125-ABC234 paid twice; pin <6 digits>');
    expect(redact('60-482913 and 482913-ABC234')).toBe('60-<6 digits> and <6 digits>-ABC234');
    // Issue 38: credentials after Bearer, URL query strings and fragments (tokens of links).
    expect(redact('Authorization: Bearer shop_pat_abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(redact('link https://shop.example/r/?token=abc#pin and /reset/?t=xyz done')).toBe('link https://shop.example/r/?… and /reset/?… done');
    expect(pathOnly('/graphql?query=%7Bping%7D&variables=%7B%22email%22%3A%22a%40b.c%22%7D')).toBe('/graphql');
  });
});
