import { fireEvent, screen } from '@testing-library/dom';
import { NEEDS_SCRIPT, takeStartTrigger } from '@site/shared/federation';
import { controlledView, type ControlledView } from '@site/shared/testing';
import { loadShellWhenNeeded } from './loadShellWhenNeeded';

const MAIN = '/main.0123456789.js';

/** A page as the entry sends it: drawn by the server, or the fallback document drawn in the browser. */
function drawPage(rendered: 'server' | 'client', extra = '') {
  if (rendered === 'server') document.documentElement.dataset.rendered = 'server';
  else delete document.documentElement.dataset.rendered;
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <header><a href="/services">Services</a><button type="button">Menu</button></header>
    <main tabindex="-1"><div id="page-root"><h1>Projects</h1>${extra}</div></main>`;
}

/** Whether the application's script was asked for. */
const shellLoaded = () => document.head.querySelector(`script[src="${MAIN}"]`) !== null;

describe('loadShellWhenNeeded', () => {
  let view: ControlledView;
  const stops: (() => void)[] = [];
  const watch = () => stops.push(loadShellWhenNeeded(MAIN));
  beforeEach(() => {
    view = controlledView();
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    view.restore();
    delete window.siteStart;
  });

  it('loads nothing for a visitor who only reads and scrolls a page the server drew', () => {
    drawPage('server');
    watch();
    fireEvent.scroll(window);
    fireEvent.pointerOver(screen.getByRole('heading'));
    view.report(false);
    expect(shellLoaded()).toBe(false);
  });

  it.each([
    ['a tap', (target: Element) => fireEvent.pointerDown(target)],
    ['a touch', (target: Element) => fireEvent.touchStart(target)],
    ['a key', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['focus', (target: Element) => fireEvent.focusIn(target)],
  ])('loads the application once, at %s, and remembers where it was', (_name, interact) => {
    drawPage('server');
    watch();
    interact(screen.getByRole('heading'));
    interact(screen.getByRole('heading'));
    expect(document.head.querySelectorAll(`script[src="${MAIN}"]`)).toHaveLength(1);
    expect(takeStartTrigger()).toBe(screen.getByRole('heading'));
  });

  it('loads it when the pointer comes over a link, so that following it is a navigation in place', () => {
    drawPage('server');
    watch();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Services' }));
    expect(shellLoaded()).toBe(true);
  });

  it('loads it when the pointer comes over a control, so that its click is answered', () => {
    drawPage('server');
    watch();
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Menu' }));
    expect(shellLoaded()).toBe(true);
    expect(takeStartTrigger()).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('loads it when a part that does nothing without scripts comes into the viewport', () => {
    drawPage('server', `<div ${NEEDS_SCRIPT}>arrows</div>`);
    watch();
    expect(shellLoaded()).toBe(false);
    view.report(true);
    expect(shellLoaded()).toBe(true);
  });

  it('watches such parts only once the page has loaded: the first screen comes first', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    drawPage('server', `<div ${NEEDS_SCRIPT}>arrows</div>`);
    watch();
    view.report(true);
    expect(shellLoaded()).toBe(false);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    view.report(true);
    expect(shellLoaded()).toBe(true);
    readyState.mockRestore();
  });

  it('loads it at once into the fallback document, which has nothing to show without it', () => {
    drawPage('client');
    watch();
    expect(shellLoaded()).toBe(true);
  });

  it('loads it at once into an editor’s preview, which follows the editor’s changes', () => {
    // docs/operations.md#live-preview: /config.js says so.
    window.__SITE_PREVIEW__ = true;
    try {
      drawPage('server');
      watch();
      expect(shellLoaded()).toBe(true);
    } finally {
      delete window.__SITE_PREVIEW__;
    }
  });

  it('loads it at once when the page was used before the start script ran', () => {
    drawPage('server');
    screen.getByRole('link', { name: 'Services' }).focus();
    watch();
    expect(shellLoaded()).toBe(true);
    expect(takeStartTrigger()).toBe(screen.getByRole('link', { name: 'Services' }));
  });
});
