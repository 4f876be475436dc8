import { fireEvent, screen } from '@testing-library/dom';

// The start script as every page runs it, on a page the server drew that only reads: the shell's
// React is not loaded, and a click on the language switch's choice is a whole navigation.

// What else it starts is tested on its own; here it would look the country up and send signals.
jest.mock('../features/language-banner/languageBanner', () => ({ offerLanguage: () => undefined }));
jest.mock('@site/shared/signals', () => ({ startRealUserSignals: () => undefined }));

describe('the start script', () => {
  beforeAll(async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dataset.rendered = 'server';
    document.body.innerHTML = `
      <header>
        <details open><summary>Language: English</summary><ul>
          <li><a href="/ka/projects?page=2" hreflang="ka" lang="ka" data-language-choice="ka">ქართული</a></li>
          <li><a href="/en/projects?page=2" hreflang="en" lang="en" data-language-choice="en">English</a></li>
        </ul></details>
      </header>
      <main><div id="page-root"><h1>Projects</h1></div></main>`;
    localStorage.clear();
    await import('./index');
  });

  it('stores the language chosen with the switch as the visitor’s own, and leaves the link to the browser', () => {
    let left = false;
    window.addEventListener(
      'click',
      (event) => {
        left = !event.defaultPrevented;
        // jsdom cannot load another document.
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(screen.getByRole('link', { name: 'ქართული' }), { button: 0 });
    expect(left).toBe(true);
    expect(localStorage.getItem('language')).toBe('ka');
    expect(localStorage.getItem('languageSetManually')).toBe('true');
    expect(document.cookie).toContain('languageSetManually=true');
  });
});
