import { languageFromUrl } from './languageFromUrl';

describe('languageFromUrl', () => {
  it.each([
    ['?lang=ka', 'ka'],
    ['?lang=en', 'en'],
    ['?page=2&lang=en', 'en'],
    ['?lang=fr', null],
    ['?lang=', null],
    ['', null],
  ])('%s gives %s', (search, expected) => {
    expect(languageFromUrl(search)).toBe(expected);
  });
});
