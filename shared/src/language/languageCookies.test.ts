import { syncLanguageCookies } from './languageCookies';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => part.split('=') as [string, string]),
  );
}

describe('syncLanguageCookies', () => {
  beforeEach(() => {
    localStorage.clear();
    syncLanguageCookies(localStorage);
  });

  it('mirrors the stored language and the manually-set flag', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    syncLanguageCookies(localStorage);
    expect(cookies()).toEqual({ language: 'ka', languageSetManually: 'true' });
  });

  it('mirrors a detected language without the flag, and clears what is no longer stored', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    syncLanguageCookies(localStorage);
    localStorage.setItem('language', 'en');
    localStorage.removeItem('languageSetManually');
    syncLanguageCookies(localStorage);
    expect(cookies()).toEqual({ language: 'en' });
    localStorage.clear();
    syncLanguageCookies(localStorage);
    expect(cookies()).toEqual({});
  });

  it('never writes a value that is not a language', () => {
    localStorage.setItem('language', 'de; Path=/evil');
    syncLanguageCookies(localStorage);
    expect(cookies()).toEqual({});
  });

  it('copes without storage', () => {
    expect(() => syncLanguageCookies(undefined)).not.toThrow();
    expect(cookies()).toEqual({});
  });
});
