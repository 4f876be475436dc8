/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentUnavailable } from '../contentFailureScope';
import { ContentHealth } from './contentHealth';
import type { Language } from '@site/shared/language';
import { storageKey, type PageRequest } from './pageRequest';
import { PageStore, type StoredPage } from './pageStore';
import { RenderedPages, type Render } from './renderedPages';

const quiet = () => undefined;

const pageAt = (address: string, language: Language = 'en'): PageRequest => ({
  kind: 'page',
  language,
  address,
});
const regionOf = (expose: string): PageRequest => ({ kind: 'region', language: 'en', expose });
/** The name every renderer has given the file of the copy kept under `key`. */
const copyName = (key: string) =>
  `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`;
const drawnPage = (html: string, status = 200): StoredPage => ({
  status,
  html,
  renderedAt: 1,
  generation: 1,
});

function setUp(draw: (request: PageRequest) => Render, dir?: string) {
  const health = new ContentHealth({ log: quiet });
  const store = new PageStore({ build: 'build-1', dir });
  const pages = new RenderedPages({
    store,
    health,
    renderFor: draw,
    generation: 1,
    answerWithinMs: 50,
  });
  return { health, store, pages };
}

/** A page whose text says how many times it was drawn. */
function counting() {
  let drawn = 0;
  const render: Render = async () => {
    drawn += 1;
    return { status: 200, html: `<h1>drawn ${drawn}</h1>` };
  };
  return { render, drawn: () => drawn };
}

describe('RenderedPages', () => {
  it('draws a page once, then serves the copy until the content changes', async () => {
    const page = counting();
    const { pages } = setUp(() => page.render);
    expect(await pages.serve(pageAt('/blog'))).toMatchObject({
      outcome: 'MISS',
      html: '<h1>drawn 1</h1>',
    });
    expect(await pages.serve(pageAt('/blog'))).toMatchObject({
      outcome: 'HIT',
      html: '<h1>drawn 1</h1>',
    });
    expect(page.drawn()).toBe(1);
  });

  it('draws every stored page again after a change, before anyone asks', async () => {
    const page = counting();
    const { pages } = setUp(() => page.render);
    await pages.serve(pageAt('/blog'));
    pages.contentChanged(2);
    await pages.settled();
    expect(page.drawn()).toBe(2);
    expect(await pages.serve(pageAt('/blog'))).toMatchObject({
      outcome: 'HIT',
      html: '<h1>drawn 2</h1>',
    });
  });

  it('keeps each language of a page a copy of its own, and draws both again after a change', async () => {
    const drawn: string[] = [];
    const { pages } = setUp((request) => async () => {
      drawn.push(`${request.language} ${storageKey(request)}`);
      return { status: 200, html: `<html lang="${request.language}">${drawn.length}</html>` };
    });
    expect(await pages.serve(pageAt('/blog/x', 'ka'))).toMatchObject({ outcome: 'MISS' });
    // The other language of the same page is a page of its own, never the first one's copy.
    expect(await pages.serve(pageAt('/blog/x', 'en'))).toMatchObject({
      outcome: 'MISS',
      html: '<html lang="en">2</html>',
    });
    expect(await pages.serve(pageAt('/blog/x', 'ka'))).toMatchObject({
      outcome: 'HIT',
      html: '<html lang="ka">1</html>',
    });

    // A publish (the webhook's sync reports the change): both language paths are drawn again
    // before anyone asks.
    pages.contentChanged(2);
    await pages.settled();
    expect(drawn.filter((line) => line.startsWith('ka '))).toHaveLength(2);
    expect(drawn.filter((line) => line.startsWith('en '))).toHaveLength(2);
    for (const language of ['ka', 'en'] as const) {
      expect(await pages.serve(pageAt('/blog/x', language))).toMatchObject({
        outcome: 'HIT',
        html: expect.stringMatching(new RegExp(`^<html lang="${language}">[34]</html>$`)),
      });
    }
  });

  it('serves the stored copy at once, marked stale, while the content service fails, and draws nothing', async () => {
    const page = counting();
    const { pages, health } = setUp(() => page.render);
    await pages.serve(pageAt('/projects', 'ka'));
    health.failed('sync', new Error('down'));
    pages.contentChanged(2);
    await pages.settled();
    expect(await pages.serve(pageAt('/projects', 'ka'))).toMatchObject({
      outcome: 'STALE',
      html: '<h1>drawn 1</h1>',
    });
    expect(page.drawn()).toBe(1);
  });

  it('answers ContentUnavailable at once for a page never drawn while the content service fails', async () => {
    const page = counting();
    const { pages, health } = setUp(() => page.render);
    health.failed('sync', new Error('down'));
    await expect(pages.serve(pageAt('/blog'))).rejects.toBeInstanceOf(ContentUnavailable);
    expect(page.drawn()).toBe(0);
  });

  it('gives the visitor the old copy when a fresh render takes too long, and keeps the fresh one when it ends', async () => {
    let release: () => void = () => undefined;
    let slow = false;
    const render: Render = async () => {
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return { status: 200, html: slow ? 'new' : 'old' };
    };
    const { pages, store } = setUp(() => render);
    await pages.serve(regionOf('BlogTeaser'));
    slow = true;
    // The refresh after the change starts drawing it and takes long.
    pages.contentChanged(2);
    expect(await pages.serve(regionOf('BlogTeaser'))).toMatchObject({
      outcome: 'STALE',
      html: 'old',
    });
    release();
    await pages.settled();
    expect(store.peek(regionOf('BlogTeaser'))?.html).toBe('new');
    expect(await pages.serve(regionOf('BlogTeaser'))).toMatchObject({
      outcome: 'HIT',
      html: 'new',
    });
  });

  it('never stores a failed render or an error status in place of the page', async () => {
    let fail = false;
    const render: Render = async () => {
      if (fail) throw new ContentUnavailable(['entries']);
      return { status: 200, html: 'good' };
    };
    const { pages, store, health } = setUp(() => render);
    await pages.serve(pageAt('/blog'));
    fail = true;
    pages.contentChanged(2);
    await pages.settled();
    expect(store.peek(pageAt('/blog'))?.html).toBe('good');
    expect(health.failing).toBe(true);

    const error: Render = async () => ({ status: 500, html: 'broken' });
    const other = setUp(() => error);
    await other.pages.serve(pageAt('/x'));
    expect(other.store.peek(pageAt('/x'))).toBeUndefined();
  });

  it('never joins a render that started before the content changed, nor keeps its page over the new one', async () => {
    // The first render reads the content as it was and is slow to finish; the content changes
    // while it runs.
    let finishOld: () => void = () => undefined;
    let content = 'old';
    let drawn = 0;
    const render: Render = async () => {
      drawn += 1;
      const read = content;
      if (drawn === 1) await new Promise<void>((resolve) => (finishOld = resolve));
      return { status: 200, html: read };
    };
    const { pages, store } = setUp(() => render);
    const first = pages.serve(pageAt('/blog', 'ka'));
    content = 'new';
    pages.contentChanged(2);
    expect(await pages.serve(pageAt('/blog', 'ka'))).toMatchObject({
      outcome: 'MISS',
      html: 'new',
    });
    finishOld();
    expect(await first).toMatchObject({ html: 'old' });
    await pages.settled();
    expect(drawn).toBe(2);
    expect(store.peek(pageAt('/blog', 'ka'))?.html).toBe('new');
    expect(await pages.serve(pageAt('/blog', 'ka'))).toMatchObject({ outcome: 'HIT', html: 'new' });
  });

  it('renders one page once however many ask at the same time', async () => {
    const page = counting();
    const { pages } = setUp(() => page.render);
    await Promise.all(Array.from({ length: 20 }, () => pages.serve(pageAt('/blog'))));
    expect(page.drawn()).toBe(1);
  });

  it('answers null for an address that names no page, and keeps nothing for it', async () => {
    const { pages, store } = setUp(() => async () => null);
    expect(await pages.serve(pageAt('/nothing'))).toBeNull();
    expect(store.size).toBe(0);
  });

  it("keeps its pages on disk for the next process of the same build, and drops another build's", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    try {
      const first = new PageStore({ build: 'build-1', dir });
      first.put(pageAt('/blog'), drawnPage('kept'));
      expect(new PageStore({ build: 'build-1', dir }).peek(pageAt('/blog'))?.html).toBe('kept');
      expect(new PageStore({ build: 'build-2', dir }).size).toBe(0);
      expect(new PageStore({ build: 'build-1', dir }).size).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a made-up address go before any page that exists', () => {
    const store = new PageStore({ build: 'b', maxPages: 2 });
    store.put(pageAt('/blog'), drawnPage(''));
    store.put(pageAt('/blog/nope'), drawnPage('', 404));
    store.get(pageAt('/blog/nope'));
    store.put(pageAt('/projects'), drawnPage(''));
    expect(store.requestsByRecentUse()).toEqual([pageAt('/projects'), pageAt('/blog')]);
  });

  it('draws outdated pages again as soon as the content service answers again', async () => {
    const page = counting();
    const health = new ContentHealth({ log: quiet, onRecovered: () => pages.refresh() });
    const pages = new RenderedPages({
      store: new PageStore({ build: 'b' }),
      health,
      renderFor: () => page.render,
      generation: 1,
    });
    await pages.serve(pageAt('/blog'));
    health.failed('sync', new Error('down'));
    pages.contentChanged(2);
    await pages.settled();
    expect(page.drawn()).toBe(1);
    health.succeeded();
    await pages.settled();
    expect(page.drawn()).toBe(2);
  });

  it('lets the least recently used page go past its size, never another', () => {
    const store = new PageStore({ build: 'b', maxPages: 2 });
    store.put(pageAt('/a'), drawnPage('a'));
    store.put(regionOf('b'), drawnPage('b'));
    store.get(pageAt('/a'));
    store.put(pageAt('/c'), drawnPage('c'));
    expect(store.requestsByRecentUse()).toEqual([pageAt('/c'), pageAt('/a')]);
  });

  it('draws, keeps and serves an address containing | as a page of its own, after a restart too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    try {
      const asked: PageRequest[] = [];
      const echo = (request: PageRequest): Render => {
        return async () => {
          asked.push(request);
          return { status: 200, html: request.kind === 'page' ? request.address : request.expose };
        };
      };
      const first = setUp(echo, dir);
      await first.pages.serve(pageAt('/projects/a|b'));
      await first.pages.serve(pageAt('/projects/a'));
      expect(await first.pages.serve(pageAt('/projects/a|b'))).toMatchObject({
        outcome: 'HIT',
        html: '/projects/a|b',
      });

      // The next process, while the content service fails: the copies kept, nothing drawn.
      const second = setUp(echo, dir);
      second.health.failed('sync', new Error('down'));
      asked.length = 0;
      expect(await second.pages.serve(pageAt('/projects/a|b'))).toMatchObject({
        outcome: 'STALE',
        html: '/projects/a|b',
      });
      expect(await second.pages.serve(pageAt('/projects/a'))).toMatchObject({
        outcome: 'STALE',
        html: '/projects/a',
      });
      expect(asked).toEqual([]);

      // After a change each is drawn again for exactly what it was first drawn for.
      second.health.succeeded();
      second.pages.contentChanged(2);
      await second.pages.settled();
      expect(asked).toHaveLength(2);
      expect(asked).toEqual(
        expect.arrayContaining([pageAt('/projects/a|b'), pageAt('/projects/a')]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves a copy an older renderer kept while the content service fails, and draws it again when asked', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    try {
      // As renderers wrote copies before they kept the request beside the key.
      const older = {
        key: 'page|en|/blog',
        status: 200,
        html: 'older',
        renderedAt: 1,
        generation: 1,
      };
      writeFileSync(
        path.join(dir, copyName(older.key)),
        JSON.stringify({ ...older, build: 'build-1' }),
      );
      const page = counting();
      const { pages, health } = setUp(() => page.render, dir);
      health.failed('sync', new Error('down'));
      expect(await pages.serve(pageAt('/blog'))).toMatchObject({ outcome: 'STALE', html: 'older' });
      health.succeeded();
      pages.contentChanged(2);
      await pages.settled();
      expect(await pages.serve(pageAt('/blog'))).toMatchObject({ html: '<h1>drawn 1</h1>' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads and deletes only the files it names in its folder, which others share', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    try {
      const others = {
        'sync-state.json': JSON.stringify({ token: 'kept', changedAt: 5 }),
        'notes.json': '{}',
        [`${copyName('page|en|/x')}.123.partial`]: '{',
      };
      for (const [name, text] of Object.entries(others)) writeFileSync(path.join(dir, name), text);
      const mine = (key: string, build: string) =>
        writeFileSync(
          path.join(dir, copyName(key)),
          JSON.stringify({ ...drawnPage(key), key, build }),
        );
      mine('page|en|/blog', 'build-1');
      mine('page|en|/old', 'build-0');
      writeFileSync(path.join(dir, copyName('page|en|/broken')), '{');

      const store = new PageStore({ build: 'build-1', dir });
      expect(store.size).toBe(1);
      expect(store.peek(pageAt('/blog'))?.html).toBe('page|en|/blog');
      expect(readdirSync(dir).sort()).toEqual(
        [...Object.keys(others), copyName('page|en|/blog')].sort(),
      );
      for (const [name, text] of Object.entries(others)) {
        expect(readFileSync(path.join(dir, name), 'utf8')).toBe(text);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps each copy on disk under the key an older renderer, rolled back to, looks it up by', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-store-'));
    try {
      new PageStore({ build: 'build-1', dir }).put(
        pageAt('/projects/a|b', 'ka'),
        drawnPage('kept'),
      );
      expect(readdirSync(dir)).toEqual([copyName('page|ka|/projects/a|b')]);
      const files = readdirSync(dir).map(
        (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown,
      );
      expect(files).toEqual([
        expect.objectContaining({ key: 'page|ka|/projects/a|b', html: 'kept', build: 'build-1' }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
