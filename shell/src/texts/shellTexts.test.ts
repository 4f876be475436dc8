import { expectCompleteTexts } from '@site/shared/testing';
import { shellTexts } from './shellTexts';

describe('shellTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(shellTexts);
  });

  it('writes the Georgian catalogue in Georgian script', () => {
    expect(shellTexts.ka.footer.aboutText).toMatch(/^[^a-z]*$/i);
    expect(shellTexts.ka.banner.suggestKa).toMatch(/[\u10D0-\u10FF]/);
  });
});
