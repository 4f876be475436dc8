/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentHealth } from './contentHealth';
import { ContentSync, SYNC_STATE_FILE, type SyncAnswer, type SyncRequest } from './contentSync';
import type { PageRequest } from './pageRequest';
import { PageStore } from './pageStore';
import { RenderedPages, type Render } from './renderedPages';

const nothing: SyncAnswer = { entries: [], assets: [], deletedEntries: [], deletedAssets: [] };
const quiet = () => undefined;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const blog: PageRequest = { kind: 'page', language: 'en', address: '/blog' };

/**
 * One renderer process on the store folder, wired as server.ts wires it: the page store opens the
 * folder first, then the sync reads its state from it, and the pages start current as of the last
 * change that state records.
 */
function renderer(name: string, dir: string, sync: SyncRequest) {
  const drawn: PageRequest[] = [];
  const render: Render = async () => ({ status: 200, html: `<h1>drawn by ${name}</h1>` });
  const health = new ContentHealth({ log: quiet });
  const store = new PageStore({ build: 'build-1', dir });
  const follower = new ContentSync({
    sync,
    health,
    intervalMs: 60_000,
    stateFile: path.join(dir, SYNC_STATE_FILE),
    log: quiet,
    onChange: (_what, changedAt) => pages.contentChanged(changedAt),
  });
  const pages: RenderedPages = new RenderedPages({
    store,
    health,
    renderFor: (request) => {
      drawn.push(request);
      return render;
    },
    generation: follower.lastChange,
    answerWithinMs: 50,
  });
  return { health, store, follower, pages, drawn };
}

describe('a renderer restarted on the same store folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'renderer-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps its place in the content changes, and its pages count as current', async () => {
    const first = renderer('the first', dir, async () => ({ ...nothing, nextSyncToken: 'kept' }));
    first.follower.start();
    await tick();
    await first.pages.settled();
    expect(await first.pages.serve(blog)).toMatchObject({ outcome: 'MISS' });
    first.follower.stop();
    const changedAt = first.follower.lastChange;
    expect(changedAt).toBeGreaterThan(0);

    const queries: unknown[] = [];
    const second = renderer('the second', dir, async (query) => {
      queries.push(query);
      return { ...nothing, nextSyncToken: 'next' };
    });
    expect(existsSync(path.join(dir, SYNC_STATE_FILE))).toBe(true);
    expect(second.follower.lastChange).toBe(changedAt);
    second.follower.start();
    await tick();
    await second.pages.settled();
    second.follower.stop();
    // It goes on from its token: nothing changed, so nothing is drawn again.
    expect(queries).toEqual([{ nextSyncToken: 'kept' }]);
    expect(await second.pages.serve(blog)).toMatchObject({
      outcome: 'HIT',
      html: '<h1>drawn by the first</h1>',
    });
    expect(second.drawn).toEqual([]);
  });

  it('serves its pages as they were while the content service is down', async () => {
    const first = renderer('the first', dir, async () => ({ ...nothing, nextSyncToken: 'kept' }));
    first.follower.start();
    await tick();
    await first.pages.serve(blog);
    first.follower.stop();

    const second = renderer('the second', dir, async () => {
      throw new Error('connect ECONNREFUSED');
    });
    second.follower.start();
    await tick();
    second.follower.stop();
    expect(second.health.failing).toBe(true);
    expect(await second.pages.serve(blog)).toMatchObject({
      outcome: 'STALE',
      html: '<h1>drawn by the first</h1>',
    });
    // Back up with nothing changed meanwhile: the copy is current, not drawn again.
    second.health.succeeded();
    expect(await second.pages.serve(blog)).toMatchObject({ outcome: 'HIT' });
    expect(second.drawn).toEqual([]);
  });
});
