import { BROWSER_LANGUAGE_CASES } from './browserLanguageCases';
import { languageOfBrowserList } from './languageRule';

describe("the browser's language list, read as the entry reads Accept-Language", () => {
  test.each(BROWSER_LANGUAGE_CASES)('%j gives %s', (header, language) => {
    expect(languageOfBrowserList(header.split(','))).toBe(language);
  });

  test('navigator.languages, entries without weights', () => {
    expect(languageOfBrowserList(['en-US', 'ka-GE'])).toBe('ka');
    expect(languageOfBrowserList(['en-US', 'kab'])).toBe('en');
    expect(languageOfBrowserList([])).toBe('en');
  });

  test('a tag that names the language many times is read whole, once', () => {
    expect(languageOfBrowserList(['en', 'x-georgiangeorgian-y'])).toBe('ka');
    expect(languageOfBrowserList(['en', 'georgiangeorgian;q=0'])).toBe('en');
    const started = performance.now();
    expect(languageOfBrowserList(['en', `${'georgian'.repeat(20_000)};q=0`])).toBe('en');
    expect(languageOfBrowserList(['en', `${'georgian,'.repeat(5_000)}`])).toBe('ka');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
