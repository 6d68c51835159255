import * as v from 'valibot';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, checkoutDetailsSchema, fieldErrors, isValidPhone, PHONE_DIGITS_BEYOND_SPEC, telHref } from './index';

const address = { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' };
const privateCustomer = {
  customerType: 'PRIVATE' as const,
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  emailConfirmation: 'Anna@example.com',
  address,
  termsAccepted: true as const,
};

describe('checkout details (spec §5)', () => {
  it('accepts a private customer', () => {
    expect(v.parse(checkoutDetailsSchema, privateCustomer)).toMatchObject({ customerType: 'PRIVATE', email: 'anna@example.com' });
  });

  it('needs matching e-mails, accepted terms, and a password for a new account', () => {
    expect(
      fieldErrors(checkoutDetailsSchema, { ...privateCustomer, emailConfirmation: 'other@example.com', termsAccepted: false, createAccount: true }),
    ).toEqual({
      termsAccepted: CHECKOUT_MESSAGES.termsRequired.id,
    });
    expect(fieldErrors(checkoutDetailsSchema, { ...privateCustomer, emailConfirmation: 'other@example.com', createAccount: true, password: 'short' })).toEqual({
      emailConfirmation: CHECKOUT_MESSAGES.emailMismatch.id,
      password: CHECKOUT_MESSAGES.passwordTooShort.id,
    });
  });

  it('asks business customers for the company and checks VAT and KvK numbers', () => {
    const business = { ...privateCustomer, customerType: 'BUSINESS' as const, companyName: ' ', vatNumber: 'DE12', kvkNumber: '!', phone: { dialCode: '+49', number: '30 1234567' } };
    expect(fieldErrors(checkoutDetailsSchema, business)).toEqual({
      companyName: CHECKOUT_MESSAGES.companyRequired.id,
      kvkNumber: CHECKOUT_MESSAGES.kvkInvalid.id,
      vatNumber: CHECKOUT_MESSAGES.vatInvalid.id,
    });
    const ok = v.parse(checkoutDetailsSchema, { ...business, companyName: 'Muster GmbH', vatNumber: 'de 123.456.789', kvkNumber: '', invoiceEmail: '' });
    expect(ok).toMatchObject({ companyName: 'Muster GmbH', vatNumber: 'DE123456789' });
    expect('kvkNumber' in ok && ok.kvkNumber).toBeFalsy();
  });

  it('spec §5: the phone is optional for a private customer and required for a business customer (the other variant)', () => {
    expect(fieldErrors(checkoutDetailsSchema, { ...privateCustomer, phone: null })).toEqual({});
    const business = { ...privateCustomer, customerType: 'BUSINESS' as const, companyName: 'Muster GmbH' };
    // Left out, null (what the form sends for an empty field, and what an API client may send) or empty: required, at the number.
    for (const phone of [undefined, null, { dialCode: '+49', number: '  ' }]) {
      expect(fieldErrors(checkoutDetailsSchema, { ...business, phone })).toEqual({ 'phone.number': CHECKOUT_MESSAGES.phoneRequired.id });
    }
    expect(fieldErrors(checkoutDetailsSchema, { ...business, phone: { dialCode: '+49', number: '12' } })).toEqual({ 'phone.number': CHECKOUT_MESSAGES.phoneInvalid.id });
    expect(v.parse(checkoutDetailsSchema, { ...business, phone: { dialCode: '+49', number: '0151 23456789' } })).toMatchObject({ phone: { dialCode: '+49', number: '0151 23456789' } });
  });

  it('checks the address with the shared postcode rules', () => {
    expect(fieldErrors(checkoutDetailsSchema, { ...privateCustomer, address: { ...address, postCode: '1234' } })).toEqual({
      'address.postCode': ADDRESS_MESSAGES.postCodeInvalid.id,
    });
  });

  it.each([
    ['+31', '612345678', true],
    ['+31', '0612345678', true],
    ['+49', '15123456789', true],
    ['+49', '123', false],
    ['+31', '12ab5678', false],
    ['31', '612345678', false],
  ])('phone %s %s → %s', (code, number, ok) => {
    expect(isValidPhone(code, number)).toBe(ok);
  });

  // ADR 0058: the spec §5 bound (6 − code length to 11 − code length digits) refuses real numbers, so the
  // upper bound is PHONE_DIGITS_BEYOND_SPEC (2) higher. These are real formats (national significant
  // numbers as the numbering plans define them); each is refused by the spec's rule and taken by ours.
  it.each([
    ['German mobile, Telekom', '+49', '0151 23456789', 11],
    ['German mobile, Vodafone', '+49', '0172 3456789', 10],
    ['German landline, Berlin', '+49', '030 12345678', 10],
    ['German landline, a small town (Michendorf)', '+49', '033205 12345', 10],
    ['Austrian mobile, A1', '+43', '0664 1234567', 10],
    ['Austrian mobile, Magenta', '+43', '0676 12345678', 11],
    ['British mobile', '+44', '07400 123456', 10],
    ['Italian mobile', '+39', '312 345 6789', 10],
    ['Portuguese mobile', '+351', '912 345 678', 9],
    ['Irish mobile', '+353', '085 123 4567', 9],
    ['Brazilian mobile, São Paulo', '+55', '11 91234 5678', 11],
  ])('deviates from spec §5 on purpose (ADR 0058): a %s (%s %s, %i digits) is valid', (_what, code, number, digits) => {
    const specMax = 11 - (code.length - 1);
    expect(digits).toBeGreaterThan(specMax);
    expect(digits).toBeLessThanOrEqual(specMax + PHONE_DIGITS_BEYOND_SPEC);
    expect(isValidPhone(code, number)).toBe(true);
  });

  it.each([
    ['Dutch mobile', '+31', '06 12345678'],
    ['Dutch landline, Amsterdam', '+31', '020 1234567'],
    ['German landline, Munich', '+49', '089 1234567'],
    ['Austrian landline, Vienna', '+43', '01 5123456'],
  ])('takes a %s (%s %s) as the spec does', (_what, code, number) => {
    expect(isValidPhone(code, number)).toBe(true);
  });

  it('keeps the spec’s lower bound and refuses more than two digits beyond its upper one', () => {
    expect(isValidPhone('+49', '1234')).toBe(true);
    expect(isValidPhone('+49', '123')).toBe(false);
    expect(isValidPhone('+31', '1234567890')).toBe(true);
    expect(isValidPhone('+31', '12345678901')).toBe(true);
    expect(isValidPhone('+31', '123456789012')).toBe(false);
  });
});

describe('telHref', () => {
  it('links a phone number as shown, without its spaces and separators', () => {
    expect(telHref('+49 30 1234567')).toBe('tel:+49301234567');
    expect(telHref('(030) 123-45')).toBe('tel:03012345');
    expect(telHref('—')).toBeNull();
  });
});
