import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
import { installPopover } from '../../test/popover';
import { installViewport } from '../../test/viewport';
import { Header } from './Header';

// The menu as it behaves once the scripts run. Before they run (server HTML, a popover the
// browser opens and closes): MobileMenu.server.test.tsx and e2e/tests/html-first-toggles.spec.ts.

async function openMenu(route = '/') {
  const user = userEvent.setup();
  const { location } = renderInSite(<Header />, { route });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, location, dialog: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('mobile menu', () => {
  let removePopover: () => void;
  beforeEach(() => {
    installViewport(375);
    removePopover = installPopover();
  });
  afterEach(() => {
    removePopover();
    installViewport(1280);
    document.body.style.overflow = '';
  });

  it('is closed at first, its hamburger saying so', () => {
    renderInSite(<Header />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens full screen with the same links, the contact button and social icons', async () => {
    const { dialog } = await openMenu('/blog/a-post');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const nav = within(dialog).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Projects', 'About us', 'Blog', 'Contact us']);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    const linkedin = within(dialog).getByRole('link', { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it when closed', async () => {
    const { user } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and returns focus to the hamburger', async () => {
    const { user } = await openMenu();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    renderInSite(<Header />);
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when a link is used, and the link navigates', async () => {
    const { user, location, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: 'Projects' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/projects');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('keeps focus inside while open, in both directions', async () => {
    const { user, dialog } = await openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    // Backwards from the close button: past the logo to the last control, the language toggle.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    const language = within(dialog).getByLabelText(/^Language:/);
    expect(language).toHaveFocus();
    // Forwards from the last control wraps to the first, the logo.
    await user.tab();
    expect(
      within(dialog).getByRole('link', { name: 'Alioni Engineering, home page' }),
    ).toHaveFocus();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes only the language list on the first Escape inside the menu', async () => {
    const { user, dialog } = await openMenu();
    // The language toggle is its disclosure's summary: the disclosure holds the open state.
    const language = within(dialog).getByLabelText(/^Language:/);
    await user.click(language);
    expect(language.closest('details')).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(language.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works from its scripts alone where the browser has no popovers', async () => {
    removePopover();
    removePopover = () => undefined;
    const user = userEvent.setup();
    renderInSite(<Header />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    // The class the stylesheet shows the menu by where `:popover-open` is unknown.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveClass('open');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveClass('open');
    expect(hamburger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
