import { act } from '@testing-library/react';
import { languageAtom, requestLanguage } from '@site/shared/language';
import { renderInSite } from '@site/shared/testing';
import { LanguageRequests } from './LanguageRequests';

describe('LanguageRequests', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    delete window.siteLanguageRequest;
  });

  it('switches to a language the banner asked for before the shell ran', () => {
    requestLanguage('ka');
    const { store } = renderInSite(<LanguageRequests />, { language: 'en' });
    expect(store.get(languageAtom)).toBe('ka');
    // Accepted, not chosen by hand.
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
    expect(window.siteLanguageRequest).toBeUndefined();
  });

  it('switches to one asked for while it runs', () => {
    const { store } = renderInSite(<LanguageRequests />, { language: 'ka' });
    act(() => requestLanguage('en'));
    expect(store.get(languageAtom)).toBe('en');
  });
});
