import { browserLanguages, detectLanguage } from './detectLanguage';

describe('detectLanguage (the detection order)', () => {
  beforeEach(() => localStorage.clear());

  it('1. keeps a stored language that carries the manually-set flag, whatever the browser says', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    expect(detectLanguage(localStorage, ['en-US'])).toBe('ka');
    localStorage.setItem('language', 'en');
    expect(detectLanguage(localStorage, ['ka-GE'])).toBe('en');
    expect(localStorage.getItem('detectedFromBrowser')).toBeNull();
  });

  it('0. takes a language chosen by hand without scripts (the cookies) and stores it as manual', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('detectedFromBrowser', 'true');
    expect(detectLanguage(localStorage, ['ka-GE'], 'en')).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('0. takes it over an older choice made with scripts (the cookies mirror storage otherwise)', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    expect(detectLanguage(localStorage, ['ka-GE'], 'en')).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('0. takes it on a first visit, before asking the browser', () => {
    expect(detectLanguage(localStorage, ['en-US'], 'ka')).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
    expect(localStorage.getItem('detectedFromBrowser')).toBeNull();
  });

  it('2. keeps a previously detected language without asking the browser again', () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('detectedFromBrowser', 'true');
    expect(detectLanguage(localStorage, ['ka-GE'])).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('ignores a stored value that is not a language and asks the browser', () => {
    localStorage.setItem('language', 'de');
    expect(detectLanguage(localStorage, ['ka'])).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
  });

  it('3. detects Georgian from a browser entry starting with ka and stores it with the flag', () => {
    expect(detectLanguage(localStorage, ['ka-GE'])).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });

  it('3. detects Georgian from a later entry of the list that names Georgian', () => {
    expect(detectLanguage(localStorage, ['en-US', 'Georgian'])).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
  });

  it('3. gives English for any other browser language and stores it with the flag', () => {
    expect(detectLanguage(localStorage, ['en-US', 'de-DE'])).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
  });

  it('3. gives English for an empty browser list', () => {
    expect(detectLanguage(localStorage, [])).toBe('en');
  });

  it('4. falls back to English, and logs, when storage throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(detectLanguage(throwing, ['ka-GE'])).toBe('en');
    expect(error).toHaveBeenCalledWith(
      'Language detection failed, falling back to English',
      expect.any(Error),
    );
    error.mockRestore();
  });

  it('4. falls back to English, and logs, when there is no storage at all', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(detectLanguage(undefined, ['ka-GE'])).toBe('en');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('browserLanguages', () => {
  it('reads navigator.languages', () => {
    const spy = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ka-GE', 'en']);
    expect(browserLanguages()).toEqual(['ka-GE', 'en']);
    spy.mockRestore();
  });

  it('falls back to navigator.language when the list is empty', () => {
    const list = jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    const single = jest.spyOn(navigator, 'language', 'get').mockReturnValue('ka');
    expect(browserLanguages()).toEqual(['ka']);
    list.mockRestore();
    single.mockRestore();
  });
});
