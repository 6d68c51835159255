import { addressCountry, addressFieldOrder, digitalReceiverSchema, fieldErrors, physicalReceiverSchema } from '@shop/shared/validation';
import * as v from 'valibot';
import type { CartAddress, CartReceiverInput, DeliveryType } from '../cart-query';

/** The receiver form's values, keyed by the shared schemas' dot paths. */
export interface ReceiverValues {
  firstName: string;
  lastName: string;
  email: string;
  'address.countryCode': string;
  'address.postCode': string;
  'address.houseNumber': string;
  'address.suffix': string;
  'address.street': string;
  'address.city': string;
  'address.companyName': string;
}

export type ReceiverField = keyof ReceiverValues;

export const DIGITAL_FIELDS: ReceiverField[] = ['firstName', 'lastName', 'email'];
/** A physical receiver's fields, the address in the order of its country (`addressFieldOrder`). */
export function physicalFields(countryCode: string): ReceiverField[] {
  return ['firstName', 'lastName', 'address.companyName', 'address.countryCode', ...addressFieldOrder(countryCode).map((field) => `address.${field}` as const)];
}

export function initialValues(address: CartAddress | null, storefrontCountry: string): ReceiverValues {
  return {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    email: address?.email ?? '',
    'address.countryCode': address?.countryCode ?? addressCountry(storefrontCountry),
    'address.postCode': address?.postCode ?? '',
    'address.houseNumber': address?.houseNumber ?? '',
    'address.suffix': address?.suffix ?? '',
    'address.street': address?.street ?? '',
    'address.city': address?.city ?? '',
    'address.companyName': address?.companyName ?? '',
  };
}

function schemaInput(type: DeliveryType, values: ReceiverValues) {
  if (type === 'DIGITAL') return { firstName: values.firstName, lastName: values.lastName, email: values.email };
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    address: {
      countryCode: values['address.countryCode'],
      postCode: values['address.postCode'],
      houseNumber: values['address.houseNumber'],
      suffix: values['address.suffix'],
      street: values['address.street'],
      city: values['address.city'],
      companyName: values['address.companyName'],
    },
  };
}

/** Field → message id of the first issue (the same schemas the API enforces). */
export function validateReceiver(type: DeliveryType, values: ReceiverValues): Record<string, string> {
  return type === 'DIGITAL' ? fieldErrors(digitalReceiverSchema, schemaInput(type, values)) : fieldErrors(physicalReceiverSchema, schemaInput(type, values));
}

/** The mutation input from valid values: trimmed and normalised by the schemas; empty optionals left out. */
export function receiverInput(shipmentTag: string, type: DeliveryType, values: ReceiverValues): CartReceiverInput {
  if (type === 'DIGITAL') {
    const out = v.parse(digitalReceiverSchema, schemaInput(type, values));
    return { shipmentTag, firstName: out.firstName, lastName: out.lastName, email: out.email };
  }
  const out = v.parse(physicalReceiverSchema, schemaInput(type, values));
  const { countryCode, postCode, houseNumber, suffix, street, city, companyName } = out.address;
  return {
    shipmentTag,
    firstName: out.firstName,
    lastName: out.lastName,
    address: { countryCode, postCode, houseNumber, street, city, ...(suffix ? { suffix } : {}), ...(companyName ? { companyName } : {}) },
  };
}
