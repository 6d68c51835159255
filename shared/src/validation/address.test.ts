import * as v from 'valibot';
import {
  ADDRESS_MESSAGES,
  digitalReceiverSchema,
  fieldErrors,
  isValidPostCode,
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
        address: { countryCode: 'DE', postCode: '99999', houseNumber: '12a', street: 'A', city: '' },
      }),
    ).toEqual({
      firstName: ADDRESS_MESSAGES.firstNameRequired.id,
      lastName: ADDRESS_MESSAGES.nameTooLong.id,
      'address.houseNumber': ADDRESS_MESSAGES.houseNumberDigits.id,
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
