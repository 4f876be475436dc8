import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { NEEDS_SCRIPT, rememberStartTrigger } from '@site/shared/federation';
import { languageAtom } from '@site/shared/language';
import { linkFollowed } from '../test/linkFollowed';
import { startPageWhenNeeded, type PageStart } from './pageWhenNeeded';

/** The markup a server-rendered page region arrives with. */
function serverPage(extra = ''): HTMLElement {
  document.body.innerHTML = `
    <main><div id="page-root">
      <h1>Projects</h1>
      <a href="/blog">Blog</a>
      <a href="https://elsewhere.test/blog">Elsewhere</a>
      <a href="/blog" target="_blank">Blog in a new tab</a>
      <a href="#team">Team</a>
      <label>Name <input name="name"></label>
      ${extra}
    </div></main>`;
  return document.getElementById('page-root') as HTMLElement;
}

/** Starts the watch; returns the starts it asked for. */
function watch(container: HTMLElement): PageStart[] {
  const starts: PageStart[] = [];
  startPageWhenNeeded(container, (how) => starts.push(how));
  return starts;
}

/** A stand-in IntersectionObserver whose elements come into view when `reach` is called. */
function installObserver() {
  const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
  class Observer {
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe(element: Element) {
      observed.push({ element, callback: this.callback });
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: Observer });
  return {
    reach(element: Element) {
      for (const watched of observed.filter((entry) => entry.element === element)) {
        const entry = { isIntersecting: true, intersectionRatio: 1, target: element };
        watched.callback(
          [entry as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

describe('startPageWhenNeeded', () => {
  beforeEach(() => window.history.replaceState(null, '', '/projects'));
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete window.siteStart;
  });

  it('leaves a page that is only read alone: no start while it loads, scrolls or is pointed at', () => {
    installObserver();
    const container = serverPage();
    const starts = watch(container);
    fireEvent.scroll(window);
    fireEvent.pointerOver(screen.getByRole('heading'));
    expect(starts).toEqual([]);
  });

  it('hydrates it at the first interaction inside it, once', async () => {
    installObserver();
    const user = userEvent.setup();
    const starts = watch(serverPage());
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Nino');
    expect(starts).toEqual(['hydrate']);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Nino');
  });

  it('hydrates it when a part that needs its scripts comes near the viewport', () => {
    const observer = installObserver();
    const starts = watch(serverPage(`<div ${NEEDS_SCRIPT}>arrows</div>`));
    expect(starts).toEqual([]);
    observer.reach(screen.getByText('arrows'));
    expect(starts).toEqual(['hydrate']);
  });

  it('follows a link to a page of the site as the router would, and draws the new page', async () => {
    installObserver();
    const user = userEvent.setup();
    const starts = watch(serverPage());
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(window.location.pathname).toBe('/blog');
    expect(starts).toEqual(['render']);
  });

  it('leaves other links to the browser: another site, a new tab, a place on the page, a modified click', () => {
    installObserver();
    const starts = watch(serverPage());
    expect(linkFollowed(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(linkFollowed(screen.getByRole('link', { name: 'Blog in a new tab' }))).toBe(true);
    expect(linkFollowed(screen.getByRole('link', { name: 'Team' }))).toBe(true);
    expect(linkFollowed(screen.getByRole('link', { name: 'Blog' }), { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/projects');
    expect(starts).toEqual([]);
  });

  it('follows a link to the same page on the other language’s path: another page', async () => {
    installObserver();
    window.history.replaceState(null, '', '/en/projects');
    const user = userEvent.setup();
    const starts = watch(serverPage('<a href="/ka/projects">ქართულად</a>'));
    await user.click(screen.getByRole('link', { name: 'ქართულად' }));
    expect(window.location.pathname).toBe('/ka/projects');
    expect(starts).toEqual(['render']);
  });

  it('keeps the page’s language path for a link to a spec address without one', async () => {
    installObserver();
    window.history.replaceState(null, '', '/ka/projects');
    const user = userEvent.setup();
    const starts = watch(serverPage());
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(window.location.pathname).toBe('/ka/blog');
    expect(starts).toEqual(['render']);
  });

  it('leaves a place on this language path’s page to the browser', () => {
    installObserver();
    window.history.replaceState(null, '', '/en/projects');
    const starts = watch(serverPage('<a href="/en/projects#team">Our team</a>'));
    expect(linkFollowed(screen.getByRole('link', { name: 'Our team' }))).toBe(true);
    expect(starts).toEqual([]);
  });

  it('draws the page afresh when the language changes before it started', () => {
    installObserver();
    const store = getDefaultStore();
    store.set(languageAtom, 'en');
    const starts = watch(serverPage());
    store.set(languageAtom, 'ka');
    expect(starts).toEqual(['render']);
  });

  it('hydrates it at once when the tap that started the shell was inside it', () => {
    installObserver();
    const container = serverPage();
    // The start script saw the tap on the heading, then focus move to <main> around it.
    rememberStartTrigger(screen.getByRole('heading'));
    rememberStartTrigger(screen.getByRole('main'));
    expect(watch(container)).toEqual(['hydrate']);
  });

  it('waits when the shell was started by a tap elsewhere, or on one of its links', () => {
    installObserver();
    const container = serverPage();
    const header = document.createElement('header');
    document.body.prepend(header);
    rememberStartTrigger(header);
    expect(watch(container)).toEqual([]);
    delete window.siteStart;
    rememberStartTrigger(screen.getByRole('link', { name: 'Blog' }));
    expect(watch(container)).toEqual([]);
  });
});

describe('startPageWhenNeeded in an editor’s preview (docs/operations.md#live-preview)', () => {
  afterEach(() => {
    delete window.__SITE_PREVIEW__;
  });

  it('hydrates the page at once: it follows the editor’s changes before anyone touches it', () => {
    window.__SITE_PREVIEW__ = true;
    expect(watch(serverPage())).toEqual(['hydrate']);
  });

  it('keeps a visitor’s page waiting', () => {
    expect(watch(serverPage())).toEqual([]);
  });
});
