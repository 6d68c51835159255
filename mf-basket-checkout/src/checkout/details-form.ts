import { addressCountry, addressFieldOrder, CHECKOUT_MESSAGES, checkoutDetailsSchema, DIAL_CODES, fieldErrors, PASSWORD_MIN } from '@shop/shared/validation';
import * as v from 'valibot';
import type { CustomerType, PlaceOrderInput } from './checkout-query';

/** The personal details form, keyed by the shared schema's dot paths (the API's `input.<path>`). */
export interface DetailsValues {
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  'phone.dialCode': string;
  'phone.number': string;
  'address.countryCode': string;
  'address.postCode': string;
  'address.houseNumber': string;
  'address.suffix': string;
  'address.street': string;
  'address.city': string;
  companyName: string;
  kvkNumber: string;
  vatNumber: string;
  referenceNumber: string;
  invoiceEmail: string;
  createAccount: boolean;
  password: string;
  newsletter: boolean;
  termsAccepted: boolean;
}

export type DetailsField = Exclude<keyof DetailsValues, 'customerType'>;

export const BUSINESS_FIELDS: DetailsField[] = ['companyName', 'kvkNumber', 'vatNumber', 'referenceNumber', 'invoiceEmail'];

/** The address fields in the order of the address's country (`addressFieldOrder`: Dutch postcode first, else street first). */
export function addressFieldsInOrder(countryCode: string): DetailsField[] {
  return addressFieldOrder(countryCode).map((field) => `address.${field}` as const);
}

/** The fields in the order of the form: the first invalid one gets the focus. */
export function fieldsInOrder(values: DetailsValues): DetailsField[] {
  return [
    ...(values.customerType === 'BUSINESS' ? (['companyName', 'kvkNumber', 'vatNumber', 'referenceNumber', 'invoiceEmail'] as const) : []),
    'firstName',
    'lastName',
    'email',
    'emailConfirmation',
    'phone.dialCode',
    'phone.number',
    'address.countryCode',
    ...addressFieldsInOrder(values['address.countryCode']),
    'createAccount',
    'password',
    'newsletter',
    'termsAccepted',
  ];
}

/** The storefront country's dialling code (DE → +49), else the first. */
const COUNTRY_DIAL_CODES: Record<string, string> = {
  NL: '+31', BE: '+32', FR: '+33', ES: '+34', IT: '+39', CH: '+41', AT: '+43', GB: '+44', UK: '+44', DK: '+45', SE: '+46', NO: '+47', PL: '+48',
  DE: '+49', PT: '+351', LU: '+352', IE: '+353', US: '+1', CA: '+1', MX: '+52', BR: '+55', AU: '+61', NZ: '+64', AE: '+971',
};

export function dialCodeFor(countryCode: string): string {
  const code = COUNTRY_DIAL_CODES[countryCode.toUpperCase()];
  return code && DIAL_CODES.includes(code) ? code : (DIAL_CODES[0] as string);
}

export function emptyDetails(storefrontCountry: string): DetailsValues {
  return {
    customerType: 'PRIVATE',
    firstName: '',
    lastName: '',
    email: '',
    emailConfirmation: '',
    'phone.dialCode': dialCodeFor(storefrontCountry),
    'phone.number': '',
    'address.countryCode': addressCountry(storefrontCountry),
    'address.postCode': '',
    'address.houseNumber': '',
    'address.suffix': '',
    'address.street': '',
    'address.city': '',
    companyName: '',
    kvkNumber: '',
    vatNumber: '',
    referenceNumber: '',
    invoiceEmail: '',
    createAccount: false,
    password: '',
    newsletter: false,
    termsAccepted: false,
  };
}

/** What the shared schema (and the API's placeOrder) reads: business fields only for business customers. */
export function schemaInput(values: DetailsValues) {
  const phone = values['phone.number'].trim() ? { dialCode: values['phone.dialCode'], number: values['phone.number'] } : null;
  const base = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    emailConfirmation: values.emailConfirmation,
    phone,
    address: {
      countryCode: values['address.countryCode'],
      postCode: values['address.postCode'],
      houseNumber: values['address.houseNumber'],
      suffix: values['address.suffix'],
      street: values['address.street'],
      city: values['address.city'],
    },
    termsAccepted: values.termsAccepted,
    newsletter: values.newsletter,
    createAccount: values.createAccount,
    password: values.createAccount ? values.password : null,
  };
  if (values.customerType === 'PRIVATE') return { customerType: 'PRIVATE' as const, ...base };
  return {
    customerType: 'BUSINESS' as const,
    ...base,
    companyName: values.companyName,
    kvkNumber: values.kvkNumber,
    vatNumber: values.vatNumber,
    referenceNumber: values.referenceNumber,
    invoiceEmail: values.invoiceEmail,
  };
}

/**
 * Field → message id of its first issue, with `checkoutDetailsSchema`. Valibot runs the schema's
 * cross-field checks (e-mail confirmation, password of a new account) only once every field is valid;
 * the form shows them as soon as both sides are filled in, with the same message ids.
 */
export function validateDetails(values: DetailsValues): Record<string, string> {
  const errors = fieldErrors(checkoutDetailsSchema, schemaInput(values));
  const email = values.email.trim().toLowerCase();
  const confirmation = values.emailConfirmation.trim().toLowerCase();
  if (!errors.emailConfirmation && email && confirmation && email !== confirmation) errors.emailConfirmation = CHECKOUT_MESSAGES.emailMismatch.id;
  if (!errors.password && values.createAccount) {
    if (!values.password) errors.password = CHECKOUT_MESSAGES.passwordRequired.id;
    else if (values.password.length < PASSWORD_MIN) errors.password = CHECKOUT_MESSAGES.passwordTooShort.id;
  }
  return errors;
}

/** The placeOrder input from valid details: trimmed and normalised by the schema, empty optionals left out. */
export function placeOrderInput(orderUuid: string, values: DetailsValues, shipToCustomerAddress: boolean): PlaceOrderInput {
  const out = v.parse(checkoutDetailsSchema, schemaInput(values));
  const { countryCode, postCode, houseNumber, suffix, street, city } = out.address;
  const input: PlaceOrderInput = {
    orderUuid,
    customerType: out.customerType,
    firstName: out.firstName,
    lastName: out.lastName,
    email: out.email,
    emailConfirmation: out.emailConfirmation,
    address: { countryCode, postCode, houseNumber, street, city, ...(suffix ? { suffix } : {}) },
    termsAccepted: true,
    newsletter: !!out.newsletter,
    createAccount: !!out.createAccount,
    shipToCustomerAddress,
  };
  if (out.phone) input.phone = { dialCode: out.phone.dialCode, number: out.phone.number };
  if (out.createAccount && out.password) input.password = out.password;
  if (out.customerType === 'BUSINESS') {
    input.companyName = out.companyName;
    if (out.kvkNumber) input.kvkNumber = out.kvkNumber;
    if (out.vatNumber) input.vatNumber = out.vatNumber;
    if (out.referenceNumber) input.referenceNumber = out.referenceNumber;
    if (out.invoiceEmail) input.invoiceEmail = out.invoiceEmail;
  }
  return input;
}

const STORAGE_KEY = 'checkout:details';

/** The entered details survive a reload and a payment retry (sessionStorage, never the password). */
export function loadDetails(storefrontCountry: string): DetailsValues {
  const empty = emptyDetails(storefrontCountry);
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<DetailsValues> | null;
    if (!stored || typeof stored !== 'object') return empty;
    const merged = { ...empty };
    for (const key of Object.keys(empty) as (keyof DetailsValues)[]) {
      if (key !== 'password' && typeof stored[key] === typeof empty[key]) (merged as Record<string, unknown>)[key] = stored[key];
    }
    if (merged.customerType !== 'PRIVATE' && merged.customerType !== 'BUSINESS') merged.customerType = 'PRIVATE';
    return merged;
  } catch {
    return empty;
  }
}

export function saveDetails(values: DetailsValues): void {
  try {
    const { password: _password, ...rest } = values;
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // Private mode or a full storage: the form still works, it just forgets on reload.
  }
}

export function clearDetails(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
