import * as v from 'valibot';
import {
  ADDITION_MAX,
  ADDRESS_MESSAGES,
  SUFFIX_MAX,
  addressFieldOrder,
  addressLookupSchema,
  digitalReceiverSchema,
  fieldErrors,
  isValidHouseNumber,
  isValidPostCode,
  lookupQueryOf,
  normalizeHouseNumber,
  physicalReceiverSchema,
  postalAddressSchema,
} from './index';

describe('postcodes by country (spec §5)', () => {
  it.each([
    ['NL', '1234 AB'],
    ['NL', '1234ab'],
    ['BE', '1000'],
    ['AT', '1010'],
    ['DE', '10115'],
    ['DE', '01001'],
    ['FR', '75001'],
    ['PL', '00-950'],
    ['SE', '113 51'],
    ['PT', '1000-001'],
    ['BR', '01310-100'],
    ['US', '10001'],
    ['US', '10001-1234'],
    ['CA', 'K1A 0B1'],
    ['GB', 'SW1A 1AA'],
    ['UK', 'EC1A1BB'],
    ['IE', 'D02 X285'],
  ])('%s accepts %j', (country, code) => {
    expect(isValidPostCode(country, code)).toBe(true);
  });

  it.each([
    ['NL', '0123 AB'],
    ['NL', '1234 SA'],
    ['NL', '1234 SS'],
    ['NL', '12345'],
    ['DE', '01000'],
    ['DE', '99999'],
    ['DE', '00123'],
    ['DE', '1234'],
    ['BE', '12345'],
    ['PL', '00950'],
    ['PT', '1000001'],
    ['US', '1000'],
    ['GB', '12345'],
    ['XX', '12345'],
  ])('%s rejects %j', (country, code) => {
    expect(isValidPostCode(country, code)).toBe(false);
  });
});

describe('receivers', () => {
  const address = { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' };

  it('accepts a physical receiver and normalises the postcode', () => {
    const result = v.parse(physicalReceiverSchema, {
      firstName: ' Anna ',
      lastName: 'Müller',
      address: { ...address, countryCode: 'NL', postCode: '1234  ab', suffix: '' },
    });
    expect(result).toMatchObject({ firstName: 'Anna', address: { countryCode: 'NL', postCode: '1234 AB' } });
    expect(result.address.suffix).toBeUndefined();
  });

  it('names every field at fault', () => {
    expect(
      fieldErrors(physicalReceiverSchema, {
        firstName: ' ',
        lastName: 'x'.repeat(51),
        address: { countryCode: 'DE', postCode: '99999', houseNumber: 'a12', street: 'A', city: '' },
      }),
    ).toEqual({
      firstName: ADDRESS_MESSAGES.firstNameRequired.id,
      lastName: ADDRESS_MESSAGES.nameTooLong.id,
      'address.houseNumber': ADDRESS_MESSAGES.houseNumberInvalid.id,
      'address.postCode': ADDRESS_MESSAGES.postCodeInvalid.id,
      'address.street': ADDRESS_MESSAGES.streetTooShort.id,
      'address.city': ADDRESS_MESSAGES.cityRequired.id,
    });
    expect(fieldErrors(postalAddressSchema, { ...address, postCode: '99999' })).toEqual({
      postCode: ADDRESS_MESSAGES.postCodeInvalid.id,
    });
  });

  it('writes postcodes the way the post does', () => {
    expect(v.parse(postalAddressSchema, { ...address, countryCode: 'NL', postCode: '1234ab' }).postCode).toBe('1234 AB');
    expect(v.parse(postalAddressSchema, { ...address, countryCode: 'SE', postCode: '11351' }).postCode).toBe('113 51');
    expect(v.parse(postalAddressSchema, { ...address, countryCode: 'UK', postCode: 'sw1a1aa' })).toMatchObject({ countryCode: 'GB', postCode: 'SW1A 1AA' });
    expect(v.parse(postalAddressSchema, address).postCode).toBe('10115');
  });

  it('refuses countries we do not ship to', () => {
    expect(fieldErrors(postalAddressSchema, { ...address, countryCode: 'AE' })).toEqual({
      countryCode: ADDRESS_MESSAGES.countryUnsupported.id,
    });
  });

  it('needs a valid e-mail for digital receivers, and no emoji names', () => {
    expect(fieldErrors(digitalReceiverSchema, { firstName: 'Anna', lastName: '🎁', email: 'anna@' })).toEqual({
      lastName: ADDRESS_MESSAGES.nameInvalid.id,
      email: ADDRESS_MESSAGES.emailInvalid.id,
    });
    expect(v.parse(digitalReceiverSchema, { firstName: 'Anna', lastName: 'Berg', email: ' anna@example.com ' }).email).toBe(
      'anna@example.com',
    );
  });
});

describe('house numbers by country (issue 35 item 8)', () => {
  const german = { countryCode: 'DE', postCode: '10115', street: 'Invalidenstraße', city: 'Berlin' };
  const dutch = { countryCode: 'NL', postCode: '1012 JS', street: 'Dam', city: 'Amsterdam' };

  it.each([
    ['12', '12'],
    ['12a', '12a'],
    ['12 a', '12a'],
    ['12A', '12A'],
    ['12-14', '12-14'],
    ['12 - 14', '12-14'],
    ['12–14', '12-14'],
    ['12/1', '12/1'],
    ['3/1', '3/1'],
    ['7a-c', '7a-c'],
    [' 101 ', '101'],
  ])('German house numbers take letters and ranges: %j is stored as %j', (typed, stored) => {
    expect(isValidHouseNumber('DE', typed)).toBe(true);
    expect(v.parse(postalAddressSchema, { ...german, houseNumber: typed }).houseNumber).toBe(stored);
  });

  it.each(['a12', 'abc', '12abcd', '12-', '12--14', '1234567', '12,5', '½'])('refuses %j as a German house number', (typed) => {
    expect(fieldErrors(postalAddressSchema, { ...german, houseNumber: typed })).toEqual({ houseNumber: ADDRESS_MESSAGES.houseNumberInvalid.id });
  });

  it('keeps the Dutch rule of spec §5: digits only, the addition in its own field', () => {
    expect(fieldErrors(postalAddressSchema, { ...dutch, houseNumber: '12a' })).toEqual({ houseNumber: ADDRESS_MESSAGES.houseNumberDigits.id });
    expect(fieldErrors(postalAddressSchema, { ...dutch, houseNumber: '12-14' })).toEqual({ houseNumber: ADDRESS_MESSAGES.houseNumberDigits.id });
    expect(v.parse(postalAddressSchema, { ...dutch, houseNumber: ' 12 ', suffix: ' A ' })).toMatchObject({ houseNumber: '12', suffix: 'A' });
    expect(normalizeHouseNumber(' 12 ')).toBe('12');
  });

  it('allows a Dutch addition of SUFFIX_MAX and an address addition of ADDITION_MAX elsewhere', () => {
    expect(fieldErrors(postalAddressSchema, { ...dutch, houseNumber: '1', suffix: 'x'.repeat(SUFFIX_MAX) })).toEqual({});
    expect(fieldErrors(postalAddressSchema, { ...dutch, houseNumber: '1', suffix: 'x'.repeat(SUFFIX_MAX + 1) })).toEqual({ suffix: ADDRESS_MESSAGES.suffixTooLong.id });
    expect(v.parse(postalAddressSchema, { ...german, houseNumber: '12a', suffix: 'Hinterhaus, 3. OG' }).suffix).toBe('Hinterhaus, 3. OG');
    expect(fieldErrors(postalAddressSchema, { ...german, houseNumber: '12', suffix: 'x'.repeat(ADDITION_MAX + 1) })).toEqual({
      suffix: ADDRESS_MESSAGES.additionTooLong.id,
    });
  });
});

describe('the order of an address form', () => {
  it('asks Dutch addresses postcode first, every other street first', () => {
    expect(addressFieldOrder('NL')).toEqual(['postCode', 'houseNumber', 'suffix', 'street', 'city']);
    expect(addressFieldOrder('nl')).toEqual(['postCode', 'houseNumber', 'suffix', 'street', 'city']);
    for (const country of ['DE', 'AT', 'BE', 'FR', 'UK', 'GB']) expect(addressFieldOrder(country)).toEqual(['street', 'houseNumber', 'suffix', 'postCode', 'city']);
  });
});

describe('the postcode lookup question', () => {
  it('is complete with a Dutch postcode and house number', () => {
    expect(v.parse(addressLookupSchema, { countryCode: 'nl', postCode: '1012js', houseNumber: ' 1 ' })).toEqual({
      countryCode: 'NL',
      postCode: '1012 JS',
      houseNumber: '1',
      suffix: undefined,
    });
    expect(lookupQueryOf({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1', suffix: 'a' })).toMatchObject({ suffix: 'a' });
  });

  it('is not complete while postcode or house number are not', () => {
    expect(lookupQueryOf({ countryCode: 'NL', postCode: '1012', houseNumber: '1' })).toBeNull();
    expect(lookupQueryOf({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '' })).toBeNull();
    expect(lookupQueryOf({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1a' })).toBeNull();
    expect(lookupQueryOf({ countryCode: 'DE', postCode: '10115', houseNumber: '12' })).toBeNull();
  });

  it('names the field at fault', () => {
    expect(fieldErrors(addressLookupSchema, { countryCode: 'DE', postCode: '10115', houseNumber: '12' })).toEqual({
      countryCode: ADDRESS_MESSAGES.lookupUnsupported.id,
    });
    expect(fieldErrors(addressLookupSchema, { countryCode: 'NL', postCode: '0123 AB', houseNumber: '1x' })).toEqual({
      postCode: ADDRESS_MESSAGES.postCodeInvalid.id,
      houseNumber: ADDRESS_MESSAGES.houseNumberDigits.id,
    });
  });
});
