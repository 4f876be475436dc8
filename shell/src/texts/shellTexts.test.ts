import { emptyTexts, missingKeys } from '@site/shared/i18n';
import { shellTexts } from './shellTexts';

describe('shellTexts', () => {
  it('has every key in both languages', () => {
    expect(missingKeys(shellTexts)).toEqual([]);
  });

  it('has no empty text', () => {
    expect(emptyTexts(shellTexts.en)).toEqual([]);
    expect(emptyTexts(shellTexts.ka)).toEqual([]);
  });

  it('writes the Georgian catalogue in Georgian script', () => {
    expect(shellTexts.ka.footer.aboutText).toMatch(/^[^a-z]*$/i);
    expect(shellTexts.ka.banner.suggestKa).toMatch(/[\u10D0-\u10FF]/);
  });
});
