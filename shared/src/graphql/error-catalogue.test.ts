import { ERROR_CATALOGUE, errorMessageFor, GENERIC_ERROR_DESCRIPTOR } from './error-catalogue';
import { CONNECTION_FAILURE_CODE } from './errors';

describe('errorMessageFor', () => {
  it('finds the translation by code', () => {
    expect(errorMessageFor({ code: 2030, referencedRequestParameter: null }).id).toBe('error.2030');
  });

  it('has the spec §8 texts for a connection failure, fraud and the account codes the general modal can meet', () => {
    expect(errorMessageFor({ code: CONNECTION_FAILURE_CODE, referencedRequestParameter: null }).id).toBe('error.connection');
    expect(errorMessageFor({ code: 2037, referencedRequestParameter: 'orderUuid' }).defaultMessage).toMatch(/use another payment method/);
    expect(errorMessageFor({ code: 2062, referencedRequestParameter: 'password' }).id).toBe('error.2062');
    expect(errorMessageFor({ code: 2063, referencedRequestParameter: 'input.currentPassword' }).id).toBe('error.2063');
  });

  it('falls back to the generic message for unknown codes', () => {
    expect(errorMessageFor({ code: 9999, referencedRequestParameter: 'x' })).toBe(GENERIC_ERROR_DESCRIPTOR);
    expect(errorMessageFor({ code: -1, referencedRequestParameter: null })).toBe(GENERIC_ERROR_DESCRIPTOR);
  });

  it('prefers an entry for the referenced parameter, else the first entry of the code', () => {
    const catalogue = ERROR_CATALOGUE as unknown as { code: number; parameter?: string; message: { id: string } }[];
    catalogue.push({ code: 2015, parameter: 'variationId', message: { id: 'error.2015.variation' } });
    try {
      expect(errorMessageFor({ code: 2015, referencedRequestParameter: 'variationId' }).id).toBe('error.2015.variation');
      expect(errorMessageFor({ code: 2015, referencedRequestParameter: 'other' }).id).toBe('error.2015');
    } finally {
      catalogue.pop();
    }
  });
});
