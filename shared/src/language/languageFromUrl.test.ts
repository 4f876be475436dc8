import { languageFromUrl, withoutLanguageParameter } from './languageFromUrl';

describe('languageFromUrl: `lang` read as the entry reads it', () => {
  it.each([
    ['?lang=ka', 'ka'],
    ['?lang=en', 'en'],
    ['?page=2&lang=en', 'en'],
    // The name and the value in any letter case; the first one counts.
    ['?LANG=ka', 'ka'],
    ['?lang=KA', 'ka'],
    ['?Lang=En', 'en'],
    ['?LANG=en&lang=ka', 'en'],
    // Never decoded: nginx's $arg_lang is not.
    ['?lang=%6Ba', null],
    ['?l%61ng=ka', null],
    ['?xlang=ka', null],
    ['?language=ka', null],
    ['?lang=fr', null],
    ['?lang=', null],
    ['?lang', null],
    ['', null],
  ])('%s gives %s', (search, expected) => {
    expect(languageFromUrl(search)).toBe(expected);
  });
});

describe('withoutLanguageParameter', () => {
  it.each([
    ['?lang=ka', ''],
    ['?page=2&LANG=ka&x=1', '?page=2&x=1'],
    ['?Lang=en&lang=ka', ''],
    ['page=2&lang', '?page=2'],
    ['?l%61ng=ka', '?l%61ng=ka'],
    ['?language=ka', '?language=ka'],
    ['', ''],
  ])('%s keeps %j', (search, kept) => {
    expect(withoutLanguageParameter(search)).toBe(kept);
  });
});
