import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/shared/testing';
import { installPopover } from '../../test/popover';
import { installViewport, resizeViewport } from '../../test/viewport';
import { Header } from './Header';

const hamburger = () => screen.queryByRole('button', { name: 'Open menu' });

describe('Header', () => {
  // The phone menu is a popover, hidden while closed: jsdom needs the browser's part of that.
  let removePopover: () => void;
  beforeEach(() => {
    removePopover = installPopover();
  });
  afterEach(() => {
    removePopover();
    installViewport(1280);
  });

  it('shows the top navigation and the contact button above 768 px, and no hamburger', () => {
    installViewport(769);
    renderInSite(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Projects', 'About us', 'Blog']);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(hamburger()).not.toBeInTheDocument();
  });

  it('shows the hamburger instead at exactly 768 px', () => {
    installViewport(768);
    renderInSite(<Header />);
    expect(hamburger()).toBeInTheDocument();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('switches between the two when the window is resized', () => {
    installViewport(1024);
    renderInSite(<Header />);
    expect(hamburger()).not.toBeInTheDocument();
    act(() => resizeViewport(375));
    expect(hamburger()).toBeInTheDocument();
    act(() => resizeViewport(900));
    expect(hamburger()).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/services', 'Services'],
    ['/services/fire-safety', 'Services'],
    ['/projects/tbilisi-mall', 'Projects'],
    ['/about', 'About us'],
    ['/blog/some-post', 'Blog'],
  ])('highlights the section of %s', (route, label) => {
    installViewport(1280);
    renderInSite(<Header />, { route });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('highlights the contact button on /contact and no nav link', () => {
    renderInSite(<Header />, { route: '/contact' });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('shows Georgian labels in Georgian', () => {
    renderInSite(<Header />, { language: 'ka' });
    expect(screen.getByRole('link', { name: 'სერვისები' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'დაგვიკავშირდით' })).toBeInTheDocument();
  });

  describe('logo', () => {
    it('goes home from another page', async () => {
      const user = userEvent.setup();
      const { location } = renderInSite(<Header />, { route: '/about' });
      await user.click(screen.getByRole('link', { name: 'Alioni Engineering, home page' }));
      expect(location()).toBe('/');
    });

    it('scrolls smoothly to the top on the home page', async () => {
      const user = userEvent.setup();
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const { location } = renderInSite(<Header />, { route: '/' });
      await user.click(screen.getByRole('link', { name: 'Alioni Engineering, home page' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
      expect(location()).toBe('/');
      scrollTo.mockRestore();
    });
  });
});
