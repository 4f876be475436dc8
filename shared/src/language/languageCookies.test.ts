import { manualLanguageCookie, syncLanguageCookies } from './languageCookies';

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

describe('manualLanguageCookie', () => {
  it('reads a language the cookies say was chosen by hand', () => {
    expect(manualLanguageCookie('language=en; languageSetManually=true')).toBe('en');
    expect(manualLanguageCookie('other=1;languageSetManually=true;language=ka')).toBe('ka');
  });

  it('is null for a language detected, not chosen, and for anything not a language', () => {
    expect(manualLanguageCookie('language=en')).toBeNull();
    expect(manualLanguageCookie('language=en; languageSetManually=false')).toBeNull();
    expect(manualLanguageCookie('languageSetManually=true')).toBeNull();
    expect(manualLanguageCookie('language=de; languageSetManually=true')).toBeNull();
    expect(manualLanguageCookie('language=EN; languageSetManually=true')).toBeNull();
    expect(manualLanguageCookie('xlanguage=en; languageSetManually=true')).toBeNull();
    expect(manualLanguageCookie('')).toBeNull();
  });

  it('takes the first of two cookies of one name, as the server does', () => {
    expect(manualLanguageCookie('language=ka; languageSetManually=true; language=en')).toBe('ka');
  });

  it("reads the document's cookies by default", () => {
    document.cookie = 'language=ka; Path=/';
    document.cookie = 'languageSetManually=true; Path=/';
    expect(manualLanguageCookie()).toBe('ka');
    document.cookie = 'language=; Path=/; Max-Age=0';
    document.cookie = 'languageSetManually=; Path=/; Max-Age=0';
    expect(manualLanguageCookie()).toBeNull();
  });
});
