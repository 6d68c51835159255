import * as v from 'valibot';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, checkoutDetailsSchema, fieldErrors, isValidPhone, telHref } from './index';

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
    const business = { ...privateCustomer, customerType: 'BUSINESS' as const, companyName: ' ', vatNumber: 'DE12', kvkNumber: '!' };
    expect(fieldErrors(checkoutDetailsSchema, business)).toEqual({
      companyName: CHECKOUT_MESSAGES.companyRequired.id,
      kvkNumber: CHECKOUT_MESSAGES.kvkInvalid.id,
      vatNumber: CHECKOUT_MESSAGES.vatInvalid.id,
    });
    const ok = v.parse(checkoutDetailsSchema, { ...business, companyName: 'Muster GmbH', vatNumber: 'de 123.456.789', kvkNumber: '', invoiceEmail: '' });
    expect(ok).toMatchObject({ companyName: 'Muster GmbH', vatNumber: 'DE123456789' });
    expect('kvkNumber' in ok && ok.kvkNumber).toBeFalsy();
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
});

describe('telHref', () => {
  it('links a phone number as shown, without its spaces and separators', () => {
    expect(telHref('+49 30 1234567')).toBe('tel:+49301234567');
    expect(telHref('(030) 123-45')).toBe('tel:03012345');
    expect(telHref('—')).toBeNull();
  });
});
