import { apiFieldMessage, fieldOf } from './api-errors';

describe('API field errors', () => {
  it('maps the parameter to the form field and the English text back to the shared message id', () => {
    const error = { message: 'Please enter a valid postcode', code: 2001, referencedRequestParameter: 'input.address.postCode' };
    expect(fieldOf(error)).toBe('address.postCode');
    expect(apiFieldMessage(error)).toEqual({ id: 'validation.postCode.invalid', defaultMessage: 'Please enter a valid postcode' });
    expect(apiFieldMessage({ ...error, message: 'Please use at most 50 characters' })).toMatchObject({ id: 'validation.name.tooLong' });
    expect(apiFieldMessage({ ...error, message: 'Please use at most 10 characters' })).toMatchObject({ id: 'validation.suffix.tooLong' });
    expect(apiFieldMessage({ ...error, message: 'Something new' })).toEqual({ text: 'Something new' });
    expect(fieldOf({ ...error, referencedRequestParameter: 'scheduledAt' })).toBe('scheduledAt');
  });
});
