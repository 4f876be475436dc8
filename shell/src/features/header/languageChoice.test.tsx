import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { languageStore, TestSite } from '@site/shared/testing';
import { linkFollowed } from '../../test/linkFollowed';
import { CURRENT_ADDRESS_MARKER, ServerAddress } from './currentAddress';
import { storeLanguageChoices } from './languageChoice';
import { LanguageSwitcher } from './LanguageSwitcher';

// A page that only reads never loads the shell's React: the switch is the server's HTML, and a
// click on a choice is a whole navigation. The start script stores the choice on the way
// (docs/product.md#language-paths).

/** The switch as the entry sends it on `/en/projects?page=2`, opened, with no React running. */
function serverSwitch() {
  const html = renderToString(
    <TestSite store={languageStore('en')} route="/projects?page=2">
      <ServerAddress.Provider value={CURRENT_ADDRESS_MARKER}>
        <LanguageSwitcher />
      </ServerAddress.Provider>
    </TestSite>,
  );
  document.body.innerHTML = `${html.replaceAll(CURRENT_ADDRESS_MARKER, '/projects?page=2')}<a href="/en/about">About</a>`;
  (document.querySelector('details') as HTMLDetailsElement).open = true;
}

describe('storing a language chosen before the shell runs', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'language=; Max-Age=0; Path=/';
    document.cookie = 'languageSetManually=; Max-Age=0; Path=/';
    serverSwitch();
    stop = storeLanguageChoices();
  });
  afterEach(() => stop());

  it('stores the choice as the visitor’s own, cookies included, and lets the browser follow the link', () => {
    const georgian = screen.getByRole('link', { name: 'ქართული' });
    expect(georgian).toHaveAttribute('href', '/ka/projects?page=2');
    expect(linkFollowed(georgian)).toBe(true);
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
    expect(document.cookie).toContain('language=ka');
    expect(document.cookie).toContain('languageSetManually=true');
  });

  it('takes a click with a modifier key (a new tab) as no choice', () => {
    expect(linkFollowed(screen.getByRole('link', { name: 'ქართული' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('leaves a click the running switch answered to it', () => {
    const georgian = screen.getByRole('link', { name: 'ქართული' });
    georgian.addEventListener('click', (event) => event.preventDefault(), { once: true });
    expect(linkFollowed(georgian)).toBe(false);
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('stores nothing for the page’s other links', () => {
    linkFollowed(screen.getByRole('link', { name: 'About' }));
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('stops listening when asked', () => {
    stop();
    linkFollowed(screen.getByRole('link', { name: 'ქართული' }));
    expect(localStorage.getItem('language')).toBeNull();
  });
});
