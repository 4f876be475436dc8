import { emptyTexts, expectCompleteTexts, missingKeys } from './textCatalogue';

describe('the text catalogue checks', () => {
  it('name a key that exists in one language only, whichever it is', () => {
    expect(missingKeys({ en: { a: 'A', b: 'B' }, ka: { a: 'ა' } })).toEqual(['ka: b']);
    expect(missingKeys({ en: { a: 'A' }, ka: { a: 'ა', c: { d: 'დ' } } })).toEqual(['en: c.d']);
  });

  it('compare lists item by item', () => {
    expect(missingKeys({ en: { faq: ['Q1', 'Q2'] }, ka: { faq: ['კ1'] } })).toEqual(['ka: faq.1']);
  });

  it('name every empty or blank text by its dotted key', () => {
    expect(emptyTexts({ a: 'A', b: ' ', c: { d: '', e: ['x', ''] } })).toEqual([
      'b',
      'c.d',
      'c.e.1',
    ]);
  });

  it('pass a complete catalogue and fail an incomplete one', () => {
    expect(() => expectCompleteTexts({ en: { a: 'A' }, ka: { a: 'ა' } })).not.toThrow();
    expect(() => expectCompleteTexts({ en: { a: 'A', b: 'B' }, ka: { a: 'ა' } })).toThrow();
    expect(() => expectCompleteTexts({ en: { a: 'A' }, ka: { a: '' } })).toThrow();
  });
});
