import { expectCompleteTexts } from '@site/shared/testing';
import { bannerTexts } from '../features/language-banner/bannerTexts';
import { shellTexts } from './shellTexts';

describe('shellTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(shellTexts);
    expectCompleteTexts(bannerTexts);
  });

  it('writes the Georgian catalogue in Georgian script', () => {
    expect(shellTexts.ka.footer.aboutText).toMatch(/^[^a-z]*$/i);
    expect(bannerTexts.ka.suggestKa).toMatch(/[\u10D0-\u10FF]/);
  });
});
