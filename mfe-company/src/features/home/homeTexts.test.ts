import { emptyTexts, missingKeys } from '@site/shared/i18n';
import { homeTexts } from './homeTexts';

describe('homeTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expect(missingKeys(homeTexts)).toEqual([]);
    expect(emptyTexts(homeTexts.en)).toEqual([]);
    expect(emptyTexts(homeTexts.ka)).toEqual([]);
  });

  it('holds 5 FAQ pairs, 4 about features and 3 testimonials with text, author and company', () => {
    for (const language of ['en', 'ka'] as const) {
      const texts = homeTexts[language];
      expect(texts.faq.items).toHaveLength(5);
      expect(texts.about.features).toHaveLength(4);
      expect(texts.testimonials.items).toHaveLength(3);
      for (const item of texts.testimonials.items) {
        expect(Object.keys(item).sort()).toEqual(['author', 'company', 'text']);
      }
    }
  });

  it('writes the Georgian texts in Georgian script', () => {
    expect(homeTexts.ka.hero.title).toMatch(/^[\u10D0-\u10FF\s]+$/);
    expect(homeTexts.ka.faq.title).toMatch(/[\u10D0-\u10FF]/);
  });
});
