import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
import { LanguageSwitcher } from './LanguageSwitcher';

function renderSwitcher(language: 'en' | 'ka' = 'en') {
  return renderInSite(
    <div>
      <LanguageSwitcher />
      <p>Outside</p>
      <button type="button">Elsewhere</button>
    </div>,
    { language },
  );
}

const toggle = () => screen.getByRole('button', { name: /^(Language|ენა):/ });

describe('LanguageSwitcher', () => {
  beforeEach(() => localStorage.clear());

  it('opens and closes with the toggle and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    expect(toggle()).toHaveAccessibleName('Language: English');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'ქართული' })).not.toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'ქართული' })).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes on Escape even when no control of it has focus', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    await user.click(screen.getByText('Outside'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('closes when focus moves out with Tab', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable with the keyboard alone, and the choice is stored as manual', async () => {
    const user = userEvent.setup();
    renderSwitcher();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'ქართული' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(toggle()).toHaveAccessibleName('ენა: ქართული');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(document.documentElement.lang).toBe('ka');
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
  });

  it('marks the active language', async () => {
    const user = userEvent.setup();
    renderSwitcher('ka');
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'ქართული' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
  });
});
