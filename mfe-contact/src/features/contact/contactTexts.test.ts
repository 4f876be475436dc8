import { expectCompleteTexts } from '@site/shared/testing';
import { contactTexts } from './contactTexts';

describe('contactTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(contactTexts);
  });

  it('writes Georgian in Georgian script, not transliteration', () => {
    const georgian = /[\u10D0-\u10FF]/;
    for (const text of [
      contactTexts.ka.form.send,
      contactTexts.ka.form.success,
      contactTexts.ka.validation.nameRequired,
      contactTexts.ka.sendErrors.generic,
    ]) {
      expect(text).toMatch(georgian);
    }
  });

  it('keeps the documented English messages word for word', () => {
    expect(contactTexts.en.validation).toEqual({
      nameRequired: 'Name is required',
      nameTooShort: 'Name must be at least 2 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email format',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters',
    });
    expect(contactTexts.en.form.success).toBe(
      'Your message was sent successfully! We will contact you soon.',
    );
    expect(contactTexts.en.sendErrors.badRequest).toBe(
      'Invalid parameters. Please check all fields.',
    );
    expect(contactTexts.en.sendErrors.unauthorized).toBe(
      'Authorization error. Please contact administration.',
    );
    expect(contactTexts.en.sendErrors.notFound).toBe('Service or template not found.');
    expect(contactTexts.en.sendErrors.generic).toBe(
      'An error occurred while sending the message. Please try again later.',
    );
  });
});
