import { firstInvalidField, validateContact } from './validateContact';

const valid = {
  name: 'Nino',
  email: 'nino@example.ge',
  phone: '',
  message: 'I would like a fire alarm quote.',
};

describe('validateContact', () => {
  it('accepts valid values with or without a phone', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: 'anything at all' })).toEqual({});
  });

  it.each([
    ['', 'nameRequired'],
    ['   ', 'nameRequired'],
    ['a', 'nameTooShort'],
    ['  a  ', 'nameTooShort'],
    ['ab', undefined],
    [' ნი ', undefined],
  ])('name %j gives %s', (name, error) => {
    expect(validateContact({ ...valid, name }).name).toBe(error);
  });

  it.each([
    ['', 'emailRequired'],
    ['  \t ', 'emailRequired'],
    ['nino', 'emailInvalid'],
    ['nino@example', 'emailInvalid'],
    ['@example.ge', 'emailInvalid'],
    ['ni no@example.ge', 'emailInvalid'],
    ['nino@example.ge', undefined],
    ['  nino@example.ge  ', undefined],
  ])('email %j gives %s', (email, error) => {
    expect(validateContact({ ...valid, email }).email).toBe(error);
  });

  it.each([
    ['', 'messageRequired'],
    ['\n   \n', 'messageRequired'],
    ['123456789', 'messageTooShort'],
    ['   123456789   ', 'messageTooShort'],
    ['1234567890', undefined],
    ['გამარჯობა!', undefined],
  ])('message %j gives %s', (message, error) => {
    expect(validateContact({ ...valid, message }).message).toBe(error);
  });

  it('finds the first invalid field in form order', () => {
    expect(firstInvalidField(validateContact({ ...valid, email: '', message: '' }))).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
