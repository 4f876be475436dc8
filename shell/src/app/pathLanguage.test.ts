import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { languageAtom } from '@site/shared/language';
import { followSiteLink } from '@site/shared/router';
import { followPathLanguage } from './pathLanguage';

/** Goes one step Back, as the browser's button does; resolves once the page is told. */
function back(): Promise<void> {
  const moved = new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );
  window.history.back();
  return moved;
}

describe('the language follows the address', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/en/projects');
  });
  afterEach(() => stop());

  function follow(language: 'en' | 'ka' = 'en') {
    const store = createStore();
    store.set(languageAtom, language);
    stop = followPathLanguage(store);
    return store;
  }

  it('takes the language of a path a link moves to, without storing it', () => {
    const store = follow('en');
    followSiteLink('/ka/projects/abc');
    expect(store.get(languageAtom)).toBe('ka');
    expect(localStorage.getItem('language')).toBeNull();
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });

  it('goes back to the language of the page Back returns to, and Forward again', async () => {
    const store = follow('en');
    followSiteLink('/ka/projects');
    expect(store.get(languageAtom)).toBe('ka');
    await back();
    expect(window.location.pathname).toBe('/en/projects');
    await waitFor(() => expect(store.get(languageAtom)).toBe('en'));
    const forward = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.forward();
    await forward;
    expect(window.location.pathname).toBe('/ka/projects');
    await waitFor(() => expect(store.get(languageAtom)).toBe('ka'));
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('keeps the page’s language on an address without one, and on a path in it', () => {
    const store = follow('ka');
    followSiteLink('/projects');
    expect(store.get(languageAtom)).toBe('ka');
    followSiteLink('/ka/about');
    expect(store.get(languageAtom)).toBe('ka');
  });

  it('stops following when asked', () => {
    const store = follow('en');
    stop();
    followSiteLink('/ka/');
    expect(store.get(languageAtom)).toBe('en');
  });
});
