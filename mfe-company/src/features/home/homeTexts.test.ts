import { expectCompleteTexts } from '@site/shared/testing';
import { faqTexts } from './faq/faqTexts';
import { homeTexts } from './homeTexts';
import { testimonialsTexts } from './testimonialsTexts';

describe('the Home catalogues', () => {
  it.each([
    ['homeTexts', homeTexts],
    ['faqTexts', faqTexts],
    ['testimonialsTexts', testimonialsTexts],
  ] as const)('%s has every key in both languages and no empty text', (_name, catalogue) => {
    expectCompleteTexts(catalogue);
  });

  it('holds 5 FAQ pairs, 4 about features and 3 testimonials with text, author and company', () => {
    for (const language of ['en', 'ka'] as const) {
      expect(faqTexts[language].faq.items).toHaveLength(5);
      expect(homeTexts[language].about.features).toHaveLength(4);
      const testimonials = testimonialsTexts[language].testimonials.items;
      expect(testimonials).toHaveLength(3);
      for (const item of testimonials) {
        expect(Object.keys(item).sort()).toEqual(['author', 'company', 'text']);
      }
    }
  });

  it('cites NFPA, EN and ISO in the FAQ answers', () => {
    for (const language of ['en', 'ka'] as const) {
      const answers = faqTexts[language].faq.items.map((item) => item.answer).join(' ');
      expect(answers).toMatch(/NFPA/);
      expect(answers).toMatch(/EN \d/);
      expect(answers).toMatch(/ISO/);
    }
  });

  it('writes the Georgian texts in Georgian script', () => {
    expect(homeTexts.ka.hero.title).toMatch(/^[\u10D0-\u10FF\s]+$/);
    expect(faqTexts.ka.faq.title).toMatch(/[\u10D0-\u10FF]/);
  });
});
