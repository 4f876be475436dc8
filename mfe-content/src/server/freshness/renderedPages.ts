import { ContentUnavailable } from '../contentFailureScope';
import type { ContentHealth } from './contentHealth';
import type { PageStore, StoredPage } from './pageStore';
import { storageKey, type PageRequest } from './pageRequest';

/** How the renderer draws one request: its page or widget region, or null (there is none). */
export type Render = (signal: AbortSignal) => Promise<{ status: number; html: string } | null>;

/**
 * How an answer came about. `HIT`: the stored copy, current. `MISS`: rendered now, nothing was
 * stored. `REFRESHED`: rendered now in place of an outdated copy. `STALE`: the stored copy, which
 * may be out of date: the content service fails, or a fresh render did not finish in time.
 */
export type Outcome = 'HIT' | 'MISS' | 'REFRESHED' | 'STALE';

export interface Served {
  status: number;
  html: string;
  outcome: Outcome;
  /** Seconds since the copy was rendered. */
  age: number;
}

export interface RenderedPagesOptions {
  store: PageStore;
  renderFor: (request: PageRequest) => Render;
  health: ContentHealth;
  /** The content generation the stored pages are current for (ContentSync.lastChange). */
  generation: number;
  /** How long a visitor waits for a fresh render when an outdated copy is there to serve. */
  answerWithinMs?: number;
  /** The longest a render may take (it goes on after the visitor got the stored copy). */
  renderTimeoutMs?: number;
  /** Renders run one after another in a refresh after a change: how many at once. */
  refreshConcurrency?: number;
  now?: () => number;
}

/** A render that did not finish in time, or failed, while a copy was there to serve instead. */
const NOT_IN_TIME = Symbol('not in time');

/**
 * The renderer's pages: the last good copy of each, served at once whenever the content service
 * is failing, and drawn again when the content changed (`contentChanged`): first every stored
 * page in the background, most recently used first, and on request for any still outdated (the
 * visitor waits `answerWithinMs` at most, then gets the stored copy while the render finishes).
 * A page never stored is rendered on request; while the content service fails it answers
 * `ContentUnavailable` at once, and the entry serves the client-rendered page.
 */
export class RenderedPages {
  private generation: number;
  /** The render under way per request (by its storage key), and the generation it started in. */
  private readonly renders = new Map<
    string,
    { generation: number; page: Promise<StoredPage | null> }
  >();
  private refreshing: Promise<void> | undefined;
  private refreshAgain = false;
  private readonly now: () => number;

  private readonly options: RenderedPagesOptions;

  constructor(options: RenderedPagesOptions) {
    this.options = options;
    this.generation = options.generation;
    this.now = options.now ?? Date.now;
  }

  /** The content changed at `changedAt`: every stored page is outdated; draw them again. */
  contentChanged(changedAt: number): void {
    this.generation = changedAt;
    void this.refreshAll();
  }

  /** Draws every outdated stored page again (the content service answers again after failing). */
  refresh(): void {
    void this.refreshAll();
  }

  /** Resolves when the refresh of every outdated stored page has ended (tests, the bench). */
  async settled(): Promise<void> {
    while (this.refreshing) await this.refreshing;
  }

  /** The answer for `request` (null: no such page), drawn again where no current copy is stored. */
  async serve(request: PageRequest): Promise<Served | null> {
    const stored = this.options.store.get(request);
    if (stored && stored.generation === this.generation) {
      return this.answer(stored, this.options.health.failing ? 'STALE' : 'HIT');
    }
    if (this.options.health.failing) {
      if (stored) return this.answer(stored, 'STALE');
      throw new ContentUnavailable([`${storageKey(request)} (the content service is failing)`]);
    }
    const rendering = this.renderOnce(request);
    if (!stored) {
      const page = await rendering;
      return page && this.answer(page, 'MISS');
    }
    const page = await Promise.race([
      rendering.catch((): typeof NOT_IN_TIME => NOT_IN_TIME),
      new Promise<typeof NOT_IN_TIME>((resolve) =>
        setTimeout(() => resolve(NOT_IN_TIME), this.options.answerWithinMs ?? 250).unref(),
      ),
    ]);
    if (page === NOT_IN_TIME) return this.answer(stored, 'STALE');
    return page && this.answer(page, 'REFRESHED');
  }

  private answer(page: StoredPage, outcome: Outcome): Served {
    const age = Math.max(0, Math.round((this.now() - page.renderedAt) / 1000));
    return { status: page.status, html: page.html, outcome, age };
  }

  /**
   * One render per request and content generation at a time; its page is stored when it is a page
   * (200 or 404). A render that started before the content changed is never joined after it: it
   * may have read the old content, so a visitor or the refresh starts a new one, and the old one's
   * page is kept only while nothing newer is stored.
   */
  private renderOnce(request: PageRequest): Promise<StoredPage | null> {
    const key = storageKey(request);
    const generation = this.generation;
    const running = this.renders.get(key);
    if (running?.generation === generation) return running.page;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error('render timed out')),
      this.options.renderTimeoutMs ?? 10_000,
    );
    const page: Promise<StoredPage | null> = this.options
      .renderFor(request)(controller.signal)
      .then((rendered) => {
        if (!rendered) return null;
        const drawn: StoredPage = {
          status: rendered.status,
          html: rendered.html,
          renderedAt: this.now(),
          generation,
        };
        const stored = this.options.store.peek(request);
        const newerStored = stored !== undefined && stored.generation > generation;
        if ((drawn.status === 200 || drawn.status === 404) && !newerStored) {
          this.options.store.put(request, drawn);
        }
        this.options.health.succeeded();
        return drawn;
      })
      .catch((error: unknown) => {
        if (error instanceof ContentUnavailable) this.options.health.failed(key, error);
        throw error;
      })
      .finally(() => {
        clearTimeout(timer);
        if (this.renders.get(key)?.page === page) this.renders.delete(key);
      });
    this.renders.set(key, { generation, page });
    return page;
  }

  private refreshAll(): Promise<void> {
    if (this.refreshing) {
      this.refreshAgain = true;
      return this.refreshing;
    }
    this.refreshing = this.refreshOutdated().finally(() => {
      this.refreshing = undefined;
      if (this.refreshAgain) {
        this.refreshAgain = false;
        void this.refreshAll();
      }
    });
    return this.refreshing;
  }

  /**
   * Draws every outdated stored page again, most recently used first, a few at a time. Pages that
   * answer 404 (unknown addresses anyone may invent) are left to be drawn when asked for.
   */
  private async refreshOutdated(): Promise<void> {
    const queue = this.options.store.requestsByRecentUse();
    const worker = async () => {
      for (let request = queue.shift(); request !== undefined; request = queue.shift()) {
        if (this.options.health.failing || this.refreshAgain) return;
        const page = this.options.store.peek(request);
        if (!page || page.status !== 200 || page.generation === this.generation) continue;
        await this.renderOnce(request).catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: this.options.refreshConcurrency ?? 2 }, () => worker()));
  }
}
