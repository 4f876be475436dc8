import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { LanguageDetector, languageAtom, type Language } from '@site/shared/language';
import { SiteRouter } from '@site/shared/router';
import { languageStore, renderInSite } from '@site/shared/testing';
import { followPathLanguage } from '../../app/pathLanguage';
import { LanguageSwitcher } from './LanguageSwitcher';

function renderSwitcher(language: 'en' | 'ka' = 'en', route = '/') {
  return renderInSite(
    <div>
      <LanguageSwitcher />
      <p>Outside</p>
      <button type="button">Elsewhere</button>
    </div>,
    { language, route },
  );
}

// The toggle is the disclosure's summary, named by its label; its open state is the disclosure's.
const toggle = () => screen.getByLabelText(/^(Language|ენა):/);
const isOpen = () => (toggle().closest('details') as HTMLDetailsElement).open;
const choice = (name: string) => screen.getByRole('link', { name });

/** What happened to each click on a link after the page's handlers: left to the browser, or not. */
const stopRecording: (() => void)[] = [];
function clicksLeftToTheBrowser(): boolean[] {
  const left: boolean[] = [];
  const record = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return;
    left.push(!event.defaultPrevented);
    // jsdom cannot load another document.
    event.preventDefault();
  };
  document.addEventListener('click', record);
  stopRecording.push(() => document.removeEventListener('click', record));
  return left;
}

describe('LanguageSwitcher', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

  it('opens and closes with the toggle', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    expect(toggle()).toHaveAccessibleName('Language: English');
    expect(toggle().tagName).toBe('SUMMARY');
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: 'ქართული' })).not.toBeInTheDocument();

    await user.click(toggle());
    expect(isOpen()).toBe(true);
    expect(choice('ქართული')).toBeVisible();

    await user.click(toggle());
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: 'ქართული' })).not.toBeInTheDocument();
  });

  it('offers each language as a link to this page on its language path, for crawlers to follow', async () => {
    const user = userEvent.setup();
    renderSwitcher('en', '/projects?page=2&status=completed');
    await user.click(toggle());
    expect(choice('ქართული')).toHaveAttribute('href', '/ka/projects?page=2&status=completed');
    expect(choice('ქართული')).toHaveAttribute('hreflang', 'ka');
    expect(choice('ქართული')).toHaveAttribute('lang', 'ka');
    expect(choice('ქართული')).not.toHaveAttribute('rel');
    expect(choice('English')).toHaveAttribute('href', '/en/projects?page=2&status=completed');
  });

  it('keeps of the address only the list parameters: no tracking tag or preview pass rides along', async () => {
    const user = userEvent.setup();
    renderSwitcher(
      'en',
      '/projects?utm_source=mail&PAGE=3&page=2&preview_pass=1.abc&status=ongoing&utm_medium=x',
    );
    await user.click(toggle());
    expect(choice('ქართული')).toHaveAttribute('href', '/ka/projects?page=2&status=ongoing');
    expect(choice('English')).toHaveAttribute('href', '/en/projects?page=2&status=ongoing');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    expect(choice('English')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('closes on Escape even when no control of it has focus', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(isOpen()).toBe(true);
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    await user.click(screen.getByText('Outside'));
    expect(isOpen()).toBe(false);
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('closes when focus moves out with Tab', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    expect(choice('English')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('is operable with the keyboard alone, and the choice is stored as manual', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(choice('English')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(choice('ქართული')).toHaveFocus();
    await user.keyboard('{End}');
    expect(choice('English')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(choice('ქართული')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(toggle()).toHaveAccessibleName('ენა: ქართული');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
    expect(document.documentElement.lang).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('moves focus to a choice only once it is shown, as a browser can focus nothing hidden', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    const focus = HTMLElement.prototype.focus;
    const whileHidden: string[] = [];
    const spy = jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
      this: HTMLElement,
      options?: FocusOptions,
    ) {
      if (this.closest('[hidden]')) whileHidden.push(this.textContent ?? '');
      focus.call(this, options);
    });
    await user.click(toggle());
    expect(choice('English')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(choice('English')).toHaveFocus();
    spy.mockRestore();
    expect(whileHidden).toEqual([]);
  });

  it('marks the active language', async () => {
    const user = userEvent.setup();
    renderSwitcher('ka');
    await user.click(toggle());
    expect(choice('ქართული')).toHaveAttribute('aria-current', 'true');
    expect(choice('English')).not.toHaveAttribute('aria-current');
  });
});

// On the site's own router, on the page's language path (docs/product.md#language-paths): the
// router's base is the path's language, the switch names the route address.
describe('LanguageSwitcher on language paths', () => {
  function renderOnPath(address: string, language: Language) {
    window.history.replaceState(null, '', address);
    const store = languageStore(language);
    render(
      <Provider store={store}>
        <LanguageDetector detect={() => language}>
          <SiteRouter>
            <LanguageSwitcher />
          </SiteRouter>
        </LanguageDetector>
      </Provider>,
    );
    return store;
  }
  const address = () => `${window.location.pathname}${window.location.search}`;

  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'language=; Max-Age=0; Path=/';
    document.cookie = 'languageSetManually=; Max-Age=0; Path=/';
  });
  afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

  it.each([
    ['Home', '/en/', 'en', '/ka/', '/en/'],
    ['Home', '/ka/', 'ka', '/ka/', '/en/'],
    ['a list', '/en/projects?page=2', 'en', '/ka/projects?page=2', '/en/projects?page=2'],
    ['a list', '/ka/blog?page=3', 'ka', '/ka/blog?page=3', '/en/blog?page=3'],
    [
      'a detail',
      '/en/services/web-design',
      'en',
      '/ka/services/web-design',
      '/en/services/web-design',
    ],
    ['a detail', '/ka/projects/abc', 'ka', '/ka/projects/abc', '/en/projects/abc'],
  ] as const)('links %s at %s to the same page on each path', async (_, at, language, ka, en) => {
    const user = userEvent.setup();
    renderOnPath(at, language);
    await user.click(toggle());
    expect(choice('ქართული')).toHaveAttribute('href', ka);
    expect(choice('English')).toHaveAttribute('href', en);
  });

  it('moves the address to the chosen language’s path in place on a plain click, stored as chosen', async () => {
    const user = userEvent.setup();
    const left = clicksLeftToTheBrowser();
    renderOnPath('/en/blog?page=2', 'en');
    const entries = window.history.length;
    await user.click(toggle());
    await user.click(choice('ქართული'));

    expect(left).toEqual([false]);
    expect(address()).toBe('/ka/blog?page=2');
    // One step of the history: Back returns to the English page.
    expect(window.history.length).toBe(entries + 1);
    expect(toggle()).toHaveAccessibleName('ენა: ქართული');
    expect(document.documentElement.lang).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
    expect(document.cookie).toContain('language=ka');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
    // The switch now names the page it is on.
    await user.click(toggle());
    expect(choice('English')).toHaveAttribute('href', '/en/blog?page=2');
  });

  it('returns to the English page and language with Back after a switch (the choice kept)', async () => {
    const user = userEvent.setup();
    const store = renderOnPath('/en/projects?page=2', 'en');
    stopRecording.push(followPathLanguage(store));
    await user.click(toggle());
    await user.click(choice('ქართული'));
    expect(toggle()).toHaveAccessibleName('ენა: ქართული');

    const returned = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    act(() => window.history.back());
    await act(() => returned);
    expect(address()).toBe('/en/projects?page=2');
    await waitFor(() => expect(toggle()).toHaveAccessibleName('Language: English'));
    expect(document.documentElement.lang).toBe('en');
    await user.click(toggle());
    expect(choice('ქართული')).toHaveAttribute('href', '/ka/projects?page=2');
    // Going Back is no choice: the one made with the switch stays stored.
    expect(localStorage.getItem('language')).toBe('ka');
  });

  it('keeps the address when the language chosen is the page’s own', async () => {
    const user = userEvent.setup();
    const store = renderOnPath('/ka/about', 'ka');
    const entries = window.history.length;
    await user.click(toggle());
    await user.click(choice('ქართული'));
    expect(address()).toBe('/ka/about');
    expect(window.history.length).toBe(entries);
    expect(store.get(languageAtom)).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('leaves a click with a modifier key (a new tab) to the browser: nothing stored, nothing moved', async () => {
    const user = userEvent.setup();
    const left = clicksLeftToTheBrowser();
    renderOnPath('/en/projects/abc', 'en');
    await user.click(toggle());
    await user.keyboard('{Control>}');
    await user.click(choice('ქართული'));
    await user.keyboard('{/Control}');

    expect(left).toEqual([true]);
    expect(address()).toBe('/en/projects/abc');
    expect(toggle()).toHaveAccessibleName('Language: English');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
