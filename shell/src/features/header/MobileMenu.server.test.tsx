import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { languageStore, TestSite } from '@site/shared/testing';
import { installPopover } from '../../test/popover';
import { installViewport } from '../../test/viewport';
import { Header } from './Header';

// The menu before the scripts run: the server's HTML alone opens and closes it (a popover and
// its buttons), and hydration takes over a menu the visitor has already opened.

const header = (
  <TestSite store={languageStore('en')}>
    <Header />
  </TestSite>
);

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header);
  document.body.append(container);
  return container;
}

describe('mobile menu in the server HTML', () => {
  let removePopover: () => void;
  let root: Root | undefined;
  beforeEach(() => {
    installViewport(375);
    removePopover = installPopover();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    removePopover();
    installViewport(1280);
    document.body.innerHTML = '';
    document.body.style.overflow = '';
  });

  it('is a closed popover that its two buttons open and close', async () => {
    serverPage();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    const menu = screen.getByRole('dialog', { hidden: true });
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).not.toBeVisible();
    expect(hamburger).toHaveAttribute('popovertarget', menu.id);
    // Until the scripts run the browser tells whether it is open, not a fixed "false".
    expect(hamburger).not.toHaveAttribute('aria-expanded');

    await userEvent.click(hamburger);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('popovertarget', menu.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open through hydration when opened before it, and is the scripts’ from then on', async () => {
    const container = serverPage();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Blog' });
    link.focus();

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    try {
      await act(async () => {
        root = hydrateRoot(container, header, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(recoverable).toEqual([]);

    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    // The visitor was already in the menu: focus stays where they were.
    expect(link).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
