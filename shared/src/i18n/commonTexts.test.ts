import { expectCompleteTexts } from '@site/shared/testing';
import { commonTexts } from './commonTexts';

describe('commonTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(commonTexts);
  });

  it('writes the Georgian catalogue in Georgian script', () => {
    expect(commonTexts.ka.nav.home).toMatch(/[\u10D0-\u10FF]/);
    expect(commonTexts.ka.pageTitles.notFound).toMatch(/[\u10D0-\u10FF]/);
  });
});
