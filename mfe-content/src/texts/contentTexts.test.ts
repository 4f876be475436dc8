import { expectCompleteTexts } from '@site/shared/testing';
import { contentTexts } from './contentTexts';

describe('contentTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(contentTexts);
  });

  it('is really translated: every Georgian text is written in Georgian script', () => {
    const georgian = /[\u10D0-\u10FF]/;
    const flat = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as object).flatMap(flat);
    expect(flat(contentTexts.ka).filter((text) => !georgian.test(text))).toEqual([]);
  });
});
