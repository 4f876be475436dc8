import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { languageStore, TestSite } from '@site/shared/testing';
import { CURRENT_ADDRESS_MARKER, ServerAddress } from './currentAddress';
import { LanguageSwitcher } from './LanguageSwitcher';

// Before the scripts run the switcher is the server's HTML alone: a disclosure the browser opens
// itself, with links to this page on each language's path (docs/product.md#language-paths).

// The route address of the request (`/en/projects?page=2`), as the entry writes it in.
const ROUTE = '/projects?page=2';
const site = (children: ReactNode) => (
  <TestSite store={languageStore('en')} route={ROUTE}>
    {children}
  </TestSite>
);

/** The header's markup as the entry starts with it, the marker where the address goes. */
const markerMarkup = () =>
  renderToString(
    site(
      <ServerAddress.Provider value={CURRENT_ADDRESS_MARKER}>
        <LanguageSwitcher />
      </ServerAddress.Provider>,
    ),
  );

/** The header's markup as the entry sends it: the marker filled in with the route address. */
const serverMarkup = (route = ROUTE) => markerMarkup().replaceAll(CURRENT_ADDRESS_MARKER, route);

describe('LanguageSwitcher before and after the scripts', () => {
  let root: Root | undefined;
  let errors: unknown[];
  let container: HTMLElement;

  beforeEach(() => {
    errors = [];
    container = document.createElement('div');
    container.innerHTML = serverMarkup();
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, site(<LanguageSwitcher />), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
  };
  const details = () => container.querySelector('details') as HTMLDetailsElement;

  it('arrives closed, with choices the browser shows when opened and links to this page', () => {
    // The route address is written in per request by the entry (shell/src/server/render.tsx),
    // right after each language's path.
    expect(markerMarkup()).toContain(`href="/ka${CURRENT_ADDRESS_MARKER}"`);
    expect(markerMarkup()).toContain(`href="/en${CURRENT_ADDRESS_MARKER}"`);
    expect(details().open).toBe(false);
    expect(container.querySelector('ul')).not.toHaveAttribute('hidden');
    details().open = true;
    expect(screen.getByRole('link', { name: 'ქართული' })).toHaveAttribute('href', `/ka${ROUTE}`);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/en${ROUTE}`);
  });

  it('links Home to each language’s Home (`/` written in after the language)', () => {
    container.innerHTML = serverMarkup('/');
    details().open = true;
    expect(screen.getByRole('link', { name: 'ქართული' })).toHaveAttribute('href', '/ka/');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  });

  it('hydrates the server’s markup as it is', async () => {
    const warnings = jest.spyOn(console, 'error');
    await hydrate();
    expect(errors).toEqual([]);
    // React reports attributes that differ from the server's (the links' addresses) here.
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
    expect(screen.getByLabelText('Language: English')).toBeInTheDocument();
  });

  it('keeps a dropdown opened before the scripts ran, and Escape closes it after', async () => {
    const user = userEvent.setup();
    details().open = true;
    await hydrate();
    expect(details().open).toBe(true);
    expect(screen.getByRole('link', { name: 'ქართული' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(details().open).toBe(false);
  });

  it('closes a dropdown opened before the scripts ran with the next click on the toggle', async () => {
    const user = userEvent.setup();
    details().open = true;
    await hydrate();
    await user.click(screen.getByLabelText('Language: English'));
    expect(details().open).toBe(false);
    expect(screen.queryByRole('link', { name: 'ქართული' })).not.toBeInTheDocument();
  });
});
