import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
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

  it('offers each language as a link to this page in it, which the server answers', async () => {
    const user = userEvent.setup();
    renderSwitcher('en', '/projects?page=2&status=completed');
    await user.click(toggle());
    expect(choice('ქართული')).toHaveAttribute(
      'href',
      '/language/ka/projects?page=2&status=completed',
    );
    expect(choice('ქართული')).toHaveAttribute('hreflang', 'ka');
    expect(choice('ქართული')).toHaveAttribute('lang', 'ka');
    expect(choice('English')).toHaveAttribute(
      'href',
      '/language/en/projects?page=2&status=completed',
    );
  });

  it('changes the language in place on a plain click: no page load, stored as chosen', async () => {
    const user = userEvent.setup();
    const left = clicksLeftToTheBrowser();
    const { location } = renderSwitcher('en', '/blog?page=2');
    await user.click(toggle());
    await user.click(choice('ქართული'));

    expect(left).toEqual([false]);
    expect(location()).toBe('/blog?page=2');
    expect(toggle()).toHaveAccessibleName('ენა: ქართული');
    expect(document.documentElement.lang).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
    expect(isOpen()).toBe(false);
    expect(toggle()).toHaveFocus();
  });

  it('leaves a click with a modifier key (a new tab) to the browser, which follows the link', async () => {
    const user = userEvent.setup();
    const left = clicksLeftToTheBrowser();
    renderSwitcher();
    await user.click(toggle());
    await user.keyboard('{Control>}');
    await user.click(choice('ქართული'));
    await user.keyboard('{/Control}');

    expect(left).toEqual([true]);
    expect(toggle()).toHaveAccessibleName('Language: English');
    expect(localStorage.getItem('language')).toBeNull();
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
