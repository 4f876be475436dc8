import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ContentHealth } from './contentHealth';
import { statusOfFailure } from './contentHealth';

/**
 * The sync state's name in the renderer's store folder (RENDERER_STORE_DIR), beside the page
 * store's copies, which are named otherwise (PageStore reads and deletes only its own names).
 */
export const SYNC_STATE_FILE = 'sync-state.json';

/** What the Sync API answers, in the part the renderer reads. */
export interface SyncAnswer {
  nextSyncToken?: string;
  entries: readonly unknown[];
  assets: readonly unknown[];
  deletedEntries: readonly unknown[];
  deletedAssets: readonly unknown[];
}

/** The SDK's sync, as the follower uses it. */
export type SyncRequest = (
  query: { initial: true } | { nextSyncToken: string },
) => Promise<SyncAnswer>;

export interface ContentSyncOptions {
  sync: SyncRequest;
  health: ContentHealth;
  /** How often to ask when nothing told us to (a webhook does): the longest a change waits. */
  intervalMs: number;
  /** How soon to ask again while the content service fails. */
  retryMs?: number;
  /**
   * Called when the content changed (or may have: a first sync with no token kept), with the time
   * of that change, which is also `lastChange` from then on.
   */
  onChange: (what: string, changedAt: number) => void;
  /** Where the sync token is kept, so a restarted renderer learns what changed meanwhile. */
  stateFile?: string;
  /** Called after every sync the content service answered (the renderer's metrics). */
  onSynced?: (at: Date) => void;
  log?: (line: string) => void;
}

const changesIn = (answer: SyncAnswer) =>
  answer.entries.length +
  answer.assets.length +
  answer.deletedEntries.length +
  answer.deletedAssets.length;

/**
 * Follows the content service's Sync API: every `intervalMs`, and at once when `requestSync` is
 * called (a verified webhook), it asks what changed since its token. A change calls `onChange`.
 * Each replica follows on its own, so every one learns of a publish, whichever one the webhook
 * reached. Requests never overlap: a sync asked for while one runs follows it once.
 */
export class ContentSync {
  private token: string | undefined;
  private changedAt = 0;
  private running = false;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private syncRefused = false;
  private readonly log: (line: string) => void;

  private readonly options: ContentSyncOptions;

  constructor(options: ContentSyncOptions) {
    this.options = options;
    this.log = options.log ?? ((line) => console.log(line));
    this.readState();
  }

  /**
   * When the last change was seen (ms since the epoch; 0 before the first sync). Kept with the
   * token, so after a restart the pages kept on disk that were drawn since then count as current.
   */
  get lastChange(): number {
    return this.changedAt;
  }

  start(): void {
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Ask now (a webhook arrived); coalesced with a sync already under way. */
  requestSync(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    void this.run();
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    this.running = true;
    const { sync, health, onChange } = this.options;
    try {
      const initial = this.token === undefined;
      const answer = await sync(initial ? { initial: true } : { nextSyncToken: this.token ?? '' });
      health.succeeded();
      this.options.onSynced?.(new Date());
      const what = initial
        ? 'first sync: what is stored may be older than the content'
        : changesIn(answer) > 0
          ? `${answer.entries.length} entries and ${answer.assets.length} assets published, ${answer.deletedEntries.length + answer.deletedAssets.length} removed`
          : undefined;
      // A later change always counts as newer, even when two land within a millisecond.
      if (what) this.changedAt = Math.max(Date.now(), this.changedAt + 1);
      this.saveState(answer.nextSyncToken ?? this.token);
      if (what) onChange(what, this.changedAt);
    } catch (error) {
      const status = statusOfFailure(error);
      const refused = status !== undefined && status >= 400 && status < 500 && status !== 429;
      if (refused && this.token !== undefined) {
        // The service no longer knows the token (another environment, a reset stand-in): start
        // over, and count everything as changed.
        this.log('content renderer: the sync token was refused; syncing from the start');
        this.saveState(undefined);
        this.again = true;
      } else if (refused) {
        health.succeeded();
        // A content service without the Sync API (not Contentful's): the service answers, so this
        // is no outage; every interval counts as a change instead, and pages are drawn again.
        if (!this.syncRefused) {
          this.log(
            `content renderer: the content service refuses the Sync API (HTTP ${status}); pages are drawn again every ${this.options.intervalMs / 1000} s instead`,
          );
        }
        this.syncRefused = true;
        this.changedAt = Math.max(Date.now(), this.changedAt + 1);
        onChange('no Sync API: the interval passed', this.changedAt);
      } else {
        health.failed('sync', error);
      }
    } finally {
      this.running = false;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.run();
      } else if (!this.stopped) {
        const wait = health.failing ? (this.options.retryMs ?? 5_000) : this.options.intervalMs;
        this.timer = setTimeout(() => void this.run(), wait);
        this.timer.unref();
      }
    }
  }

  private readState(): void {
    if (!this.options.stateFile) return;
    try {
      const { token, changedAt } = JSON.parse(readFileSync(this.options.stateFile, 'utf8')) as {
        token?: unknown;
        changedAt?: unknown;
      };
      if (typeof token === 'string' && token && typeof changedAt === 'number') {
        this.token = token;
        this.changedAt = changedAt;
      }
    } catch {
      /* no state kept yet: a first sync */
    }
  }

  private saveState(token: string | undefined): void {
    this.token = token;
    const file = this.options.stateFile;
    if (!file) return;
    try {
      writeFileSync(
        `${file}.partial`,
        JSON.stringify({ token: token ?? null, changedAt: this.changedAt }),
      );
      renameSync(`${file}.partial`, file);
    } catch (error) {
      this.log(`content renderer: could not keep the sync token: ${String(error)}`);
    }
  }
}
