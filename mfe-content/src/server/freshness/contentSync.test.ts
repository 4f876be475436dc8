/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentHealth } from './contentHealth';
import { ContentSync, type SyncAnswer, type SyncRequest } from './contentSync';

const nothing: SyncAnswer = { entries: [], assets: [], deletedEntries: [], deletedAssets: [] };
const quiet = () => undefined;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function follow(sync: SyncRequest, stateFile?: string) {
  const changes: string[] = [];
  const health = new ContentHealth({ log: quiet });
  const follower = new ContentSync({
    sync,
    health,
    intervalMs: 60_000,
    stateFile,
    log: quiet,
    onChange: (what) => changes.push(what),
  });
  return { follower, changes, health };
}

describe('ContentSync', () => {
  it('starts with an initial sync, then asks with its token and reports a change', async () => {
    const asked: unknown[] = [];
    const answers: SyncAnswer[] = [
      { ...nothing, nextSyncToken: 't1' },
      { ...nothing, nextSyncToken: 't2' },
      { ...nothing, entries: [{}], nextSyncToken: 't3' },
    ];
    const { follower, changes } = follow(async (query) => {
      asked.push(query);
      return answers.shift() ?? nothing;
    });
    follower.start();
    await tick();
    follower.requestSync();
    await tick();
    follower.requestSync();
    await tick();
    follower.stop();
    expect(asked).toEqual([{ initial: true }, { nextSyncToken: 't1' }, { nextSyncToken: 't2' }]);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatch(/1 entries and 0 assets published/);
  });

  it('asks once more after a burst of webhooks, never two at a time', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const { follower } = follow(async () => {
      calls += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return { ...nothing, nextSyncToken: `t${calls}` };
    });
    follower.start();
    for (let hook = 0; hook < 10; hook += 1) follower.requestSync();
    await new Promise((resolve) => setTimeout(resolve, 100));
    follower.stop();
    expect(most).toBe(1);
    expect(calls).toBe(2);
  });

  it('counts a failing service as an outage, and a refused token as a reason to start over', async () => {
    let mode: 'down' | 'refused' | 'up' = 'down';
    const queries: unknown[] = [];
    const { follower, health } = follow(async (query) => {
      queries.push(query);
      if (mode === 'down') throw new Error('connect ECONNREFUSED');
      if (mode === 'refused' && 'nextSyncToken' in query) {
        throw Object.assign(new Error('Bad token'), { response: { status: 400 } });
      }
      return { ...nothing, nextSyncToken: 'fresh' };
    });
    follower.start();
    await tick();
    expect(health.failing).toBe(true);
    mode = 'up';
    follower.requestSync();
    await tick();
    expect(health.failing).toBe(false);
    mode = 'refused';
    follower.requestSync();
    await tick();
    follower.stop();
    expect(health.failing).toBe(false);
    expect(queries.slice(-2)).toEqual([{ nextSyncToken: 'fresh' }, { initial: true }]);
  });

  it('draws pages again every interval from a content service without the Sync API', async () => {
    const { follower, changes, health } = follow(async () => {
      throw Object.assign(new Error('Not found'), { response: { status: 404 } });
    });
    follower.start();
    await tick();
    follower.stop();
    expect(health.failing).toBe(false);
    expect(changes).toEqual(['no Sync API: the interval passed']);
  });

  it('keeps its token and the time of the last change for the next process', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sync-state-'));
    const file = path.join(dir, 'sync-state.json');
    try {
      const first = follow(async () => ({ ...nothing, nextSyncToken: 'kept' }), file);
      first.follower.start();
      await tick();
      first.follower.stop();
      const changedAt = first.follower.lastChange;
      expect(changedAt).toBeGreaterThan(0);
      const queries: unknown[] = [];
      const second = follow(async (query) => {
        queries.push(query);
        return { ...nothing, nextSyncToken: 'next' };
      }, file);
      expect(second.follower.lastChange).toBe(changedAt);
      second.follower.start();
      await tick();
      second.follower.stop();
      expect(queries).toEqual([{ nextSyncToken: 'kept' }]);
      expect(second.changes).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
