import { act } from '@testing-library/react';
import { languageAtom, requestLanguage } from '@site/shared/language';
import { onSiteNavigation } from '@site/shared/router';
import { renderInSite } from '@site/shared/testing';
import { LanguageRequests } from './LanguageRequests';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('LanguageRequests', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/en/');
  });
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
    expect(address()).toBe('/ka/');
  });

  it('switches to one asked for while it runs', () => {
    window.history.replaceState(null, '', '/ka/blog');
    const { store } = renderInSite(<LanguageRequests />, { language: 'ka' });
    act(() => requestLanguage('en'));
    expect(store.get(languageAtom)).toBe('en');
  });

  it('moves the address in place to this page on the accepted language’s path', () => {
    window.history.replaceState(null, '', '/en/projects?page=2#list');
    const moves: string[] = [];
    const stop = onSiteNavigation(() => moves.push(address()));
    const entries = window.history.length;
    renderInSite(<LanguageRequests />, { language: 'en', route: '/projects?page=2' });
    act(() => requestLanguage('ka'));
    stop();
    // The site's routers were told (no page load), one step Back returns to English.
    expect(moves).toEqual(['/ka/projects?page=2#list']);
    expect(window.history.length).toBe(entries + 1);
  });
});
