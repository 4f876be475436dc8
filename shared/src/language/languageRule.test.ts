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
});
