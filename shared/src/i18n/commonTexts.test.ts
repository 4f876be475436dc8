import { emptyTexts, missingKeys } from './catalogue';
import { commonTexts } from './commonTexts';

describe('commonTexts', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(commonTexts)).toEqual([]);
  });

  it('has no empty text', () => {
    expect(emptyTexts(commonTexts.en)).toEqual([]);
    expect(emptyTexts(commonTexts.ka)).toEqual([]);
  });

  it('catches a key that exists in one language only', () => {
    expect(missingKeys({ en: { a: 'A', b: 'B' }, ka: { a: 'ა' } })).toEqual(['ka: b']);
  });

  it('writes the Georgian catalogue in Georgian script', () => {
    expect(commonTexts.ka.nav.home).toMatch(/[\u10D0-\u10FF]/);
    expect(commonTexts.ka.pageTitles.notFound).toMatch(/[\u10D0-\u10FF]/);
  });
});
