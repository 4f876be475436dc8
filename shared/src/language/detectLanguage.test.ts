import { detectLanguage } from './detectLanguage';

describe('detectLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a manually chosen language', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    expect(detectLanguage(localStorage, ['en-US'])).toBe('ka');
  });

  it('detects Georgian from the browser list and stores it with the flag', () => {
    expect(detectLanguage(localStorage, ['en-US', 'ka-GE'])).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
  });
});
