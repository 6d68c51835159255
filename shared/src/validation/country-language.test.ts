import { countryLanguageSchema, fieldErrors } from './country-language';

describe('countryLanguageSchema', () => {
  it('accepts a complete choice', () => {
    expect(fieldErrors(countryLanguageSchema, { country: 'NL', language: 'nl', currency: 'EUR' })).toEqual({});
  });

  it('names every missing field with its message id', () => {
    expect(fieldErrors(countryLanguageSchema, { country: '', language: '', currency: '' })).toEqual({
      country: 'validation.country.required',
      language: 'validation.language.required',
      currency: 'validation.currency.required',
    });
  });
});
