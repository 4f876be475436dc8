import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { languageAtom, languageReadyAtom } from './atoms';
import { LanguageDetector } from './LanguageDetector';
import { adoptPageLanguage, detectVisitLanguage } from './pageLanguage';
import { useLanguage } from './useLanguage';

function Probe() {
  const { language, ready, setLanguage } = useLanguage();
  return (
    <div>
      <p>
        {language} {ready ? 'ready' : 'loading'}
      </p>
      <button type="button" onClick={() => setLanguage('ka')}>
        choose ka
      </button>
      <button type="button" onClick={() => setLanguage('ka', { manual: false })}>
        accept ka
      </button>
    </div>
  );
}

function renderDetector(detect: () => 'ka' | 'en', minimumLoadingMs = 50) {
  return render(
    <JotaiProvider>
      <LanguageDetector detect={detect} minimumLoadingMs={minimumLoadingMs}>
        <Probe />
      </LanguageDetector>
    </JotaiProvider>,
  );
}

describe('LanguageDetector', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('starts in English and not ready, then switches to the detected language after 50 ms', () => {
    renderDetector(() => 'ka');
    expect(screen.getByText('en loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(49));
    expect(screen.getByText('en loading')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('ka ready')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
  });

  it('stores the chosen language with the manually-set flag', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDetector(() => 'en');
    act(() => jest.advanceTimersByTime(50));
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'choose ka' }));
    expect(screen.getByText('ka ready')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('starts a client-rendered page on a language path in its language, whatever is stored', () => {
    setCookies(null);
    localStorage.setItem('language', 'en');
    localStorage.setItem('languageSetManually', 'true');
    window.history.replaceState(null, '', '/ka/projects?page=2');
    render(
      <JotaiProvider>
        <LanguageDetector>
          <Probe />
        </LanguageDetector>
      </JotaiProvider>,
    );
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByText('ka ready')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ka');
    // The path is no choice: the visitor's stays stored (and in the cookies).
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('stores a language without the manually-set flag when asked to', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDetector(() => 'en');
    act(() => jest.advanceTimersByTime(50));
    await user.click(screen.getByRole('button', { name: 'accept ka' }));
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });
});

describe('useLanguage', () => {
  it('is one value for every React root on the page (the shell and each remote)', () => {
    const store = createStore();
    store.set(languageAtom, 'en');
    store.set(languageReadyAtom, true);
    const roots = ['first', 'second'].map(() => {
      const element = document.createElement('div');
      document.body.append(element);
      const root = createRoot(element);
      act(() =>
        root.render(
          <JotaiProvider store={store}>
            <Probe />
          </JotaiProvider>,
        ),
      );
      return { element, root };
    });
    act(() => {
      roots[0]?.element.querySelector('button')?.click();
    });
    expect(roots.map(({ element }) => element.querySelector('p')?.textContent)).toEqual([
      'ka ready',
      'ka ready',
    ]);
    expect(localStorage.getItem('language')).toBe('ka');
    for (const { root, element } of roots) {
      act(() => root.unmount());
      element.remove();
    }
  });
});

/** The cookies a language chosen by hand leaves (null: none). */
function setCookies(language: string | null) {
  for (const [name, value] of [
    ['language', language],
    ['languageSetManually', language && 'true'],
  ]) {
    document.cookie = value ? `${name}=${value}; Path=/` : `${name}=; Path=/; Max-Age=0`;
  }
}

describe('detectVisitLanguage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    setCookies(null);
    window.history.replaceState(null, '', '/');
  });

  it('keeps a choice made without scripts over the one stored before', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    setCookies('en');
    expect(detectVisitLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('lets ?lang= decide the visit, and still stores the choice made without scripts', () => {
    setCookies('en');
    window.history.replaceState(null, '', '/projects?lang=ka');
    expect(detectVisitLanguage()).toBe('ka');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('stores nothing for ?lang= alone', () => {
    window.history.replaceState(null, '', '/projects?lang=ka');
    expect(detectVisitLanguage()).toBe('ka');
    expect(localStorage.length).toBe(0);
  });

  it('takes the language path over a language the visitor chose, and leaves the choice stored', () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('languageSetManually', 'true');
    window.history.replaceState(null, '', '/ka/projects/abc');
    expect(detectVisitLanguage()).toBe('ka');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('takes the language path over the browser’s list on a first visit, storing the list’s as detected', () => {
    const list = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.history.replaceState(null, '', '/ka/');
    expect(detectVisitLanguage()).toBe('ka');
    list.mockRestore();
    // The visitor's unprefixed addresses still follow their browser, as the entry's rule does.
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });

  it('keeps a choice made without scripts for the next visit on a language path', () => {
    setCookies('en');
    window.history.replaceState(null, '', '/ka/about');
    expect(detectVisitLanguage()).toBe('ka');
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('applies the rule on an address without a language, or one that only starts like one', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    window.history.replaceState(null, '', '/projects');
    expect(detectVisitLanguage()).toBe('ka');
    localStorage.clear();
    const list = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    window.history.replaceState(null, '', '/kafe');
    expect(detectVisitLanguage()).toBe('en');
    list.mockRestore();
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
  });
});

describe('adoptPageLanguage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    setCookies(null);
    window.history.replaceState(null, '', '/');
  });

  it("keeps the server's language on a first visit and stores the browser's as detected", () => {
    const list = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ka-GE', 'en']);
    expect(adoptPageLanguage('ka')).toBe('ka');
    list.mockRestore();
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });

  it('stores nothing for a page asked for with ?lang=', () => {
    window.history.replaceState(null, '', '/blog?lang=en');
    expect(adoptPageLanguage('en')).toBe('en');
    expect(localStorage.length).toBe(0);
  });

  it('stores the browser’s language as detected, not the page’s, on a first visit to a shared link', () => {
    const list = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    window.history.replaceState(null, '', '/ka/blog/a-post');
    expect(adoptPageLanguage('ka')).toBe('ka');
    list.mockRestore();
    expect(localStorage.getItem('language')).toBe('en');
    expect(localStorage.getItem('detectedFromBrowser')).toBe('true');
    expect(localStorage.getItem('languageSetManually')).toBeNull();
  });

  it('never stores the language path’s language over a stored one', () => {
    localStorage.setItem('language', 'en');
    window.history.replaceState(null, '', '/ka/');
    expect(adoptPageLanguage('ka')).toBe('ka');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('stores a choice made without scripts as chosen by hand', () => {
    setCookies('ka');
    expect(adoptPageLanguage('ka')).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('stays in the page language when storage holds one the server could not see, and keeps it', () => {
    localStorage.setItem('language', 'ka');
    localStorage.setItem('languageSetManually', 'true');
    expect(adoptPageLanguage('en')).toBe('en');
    expect(localStorage.getItem('language')).toBe('ka');
  });
});
