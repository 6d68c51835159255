import { ERROR_CATALOGUE, errorMessageFor, GENERIC_ERROR_DESCRIPTOR } from './error-catalogue';

describe('errorMessageFor', () => {
  it('finds the translation by code', () => {
    expect(errorMessageFor({ code: 2030, referencedRequestParameter: null }).id).toBe('error.2030');
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
