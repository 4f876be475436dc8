// The export file, watched: editing it is a publish (docs/architecture.md#local-content-service).
// fs.watch watches the folder, not the file, because editors and `mv` replace the file (a new
// inode the old watch would never see); a stat poll backs it up, since fs.watch misses events on
// some file systems and in containers. Requests check too, so an answer never predates an edit
// that finished before it. An unreadable export (invalid JSON, or caught half-written) keeps the
// previous content served; the next change or poll tries again.
import { statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { messageOf } from '../failures.ts';
import { diffStores, type Change } from './changeSet.ts';
import { readExport } from './exportStore.ts';
import type { ContentStore } from './types.ts';

export const POLL_INTERVAL_MS = 500;

export interface WatchOptions {
  onChange?: (changes: Change[], store: ContentStore) => void;
  pollMs?: number;
}

export interface LiveExport {
  /** The store as the file is now (checked on each call). */
  current: () => ContentStore;
  close: () => void;
}

function fileVersion(exportFile: string) {
  const { ino, mtimeMs, size } = statSync(exportFile);
  return `${ino}:${mtimeMs}:${size}`;
}

/**
 * Reads `exportFile` now (throwing if it cannot, so a wrong file stops the start-up) and calls
 * `onChange(changes, store)` after each later edit that changes what is served, once the new
 * store is the one `current()` returns.
 */
export function watchExport(
  exportFile: string,
  { onChange = () => {}, pollMs = POLL_INTERVAL_MS }: WatchOptions = {},
): LiveExport {
  let version = fileVersion(exportFile);
  let store = readExport(exportFile);
  let failedVersion: string | undefined;

  function refresh() {
    let seen: string;
    try {
      seen = fileVersion(exportFile);
    } catch {
      // Between an editor's delete and its rename: the next event or poll finds the new file.
      return store;
    }
    if (seen === version || seen === failedVersion) return store;
    let next: ContentStore;
    try {
      next = readExport(exportFile);
    } catch (error) {
      failedVersion = seen;
      console.error(
        `content export unreadable, still serving the previous content: ${messageOf(error)}`,
      );
      return store;
    }
    const previous = store;
    store = next;
    version = seen;
    failedVersion = undefined;
    const changes = diffStores(previous, next);
    if (changes.length > 0) onChange(changes, next);
    return store;
  }

  const name = path.basename(exportFile);
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(path.dirname(exportFile), { persistent: false }, (_event, file) => {
      if (!file || file === name) refresh();
    });
    watcher.on('error', () => watcher?.close());
  } catch {
    // No fs.watch here (some container file systems): the poll alone notices edits.
  }
  const poll = setInterval(refresh, pollMs);
  // Optional: jsdom (where some tests build the server) has numeric timers.
  poll.unref?.();

  return {
    current: refresh,
    close() {
      clearInterval(poll);
      watcher?.close();
    },
  };
}
