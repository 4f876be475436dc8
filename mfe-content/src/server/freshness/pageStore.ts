import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storageKey, type PageRequest } from './pageRequest';

/** A page or widget region as the renderer drew it, with what it was drawn from. */
export interface StoredPage {
  /** 200, or 404 for a project or post that does not exist. */
  status: number;
  html: string;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  /** The content generation it was drawn from (ContentFreshness bumps it on every change). */
  generation: number;
}

/**
 * A copy on disk. `key` is written for renderers from before `request` was, which read nothing
 * else to find a copy; a copy one of them kept has no `request`.
 */
interface PageFile extends StoredPage {
  key: string;
  request?: PageRequest;
  build: string;
}

interface Kept {
  page: StoredPage;
  /** None: kept by an older renderer, so it is drawn again only when asked for. */
  request: PageRequest | undefined;
}

export interface PageStoreOptions {
  /**
   * Where copies are kept on disk, so a renderer that restarts (start-servers.sh starts it again
   * after a crash) still has every page during a content outage. None: memory only. The folder is
   * shared (ContentSync keeps its sync state there): the store reads and deletes only files named
   * as it names its copies.
   */
  dir?: string;
  /** The build the pages were drawn with: copies of another build are dropped, never served. */
  build: string;
  /** Most pages kept (1,000: tens of MB); past it a not-found page goes first, then the least recently used. */
  maxPages?: number;
}

/**
 * The file a copy is kept in: every renderer since the store began names its copies so, and finds
 * them there (one restarted, rolled out or rolled back alike).
 */
const fileOf = (dir: string, key: string) =>
  path.join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);

/** A name `fileOf` gives: only such a file is the store's to read, or to delete. */
const COPY_NAME = /^[0-9a-f]{32}\.json$/;

/**
 * The last good copy of every page the renderer drew. Nothing expires by age: a copy is replaced
 * when the page is rendered again after a content change, and only a 200 or 404 is ever stored,
 * so an outage of any length leaves every page served.
 */
export class PageStore {
  // A Map keeps insertion order: re-inserting on use keeps the most recently used last.
  private readonly pages = new Map<string, Kept>();
  private readonly maxPages: number;

  private readonly options: PageStoreOptions;

  constructor(options: PageStoreOptions) {
    this.options = options;
    this.maxPages = options.maxPages ?? 1_000;
    if (options.dir) this.load(options.dir);
  }

  get size(): number {
    return this.pages.size;
  }

  /** The copy drawn for `request`, marked as just used. */
  get(request: PageRequest): StoredPage | undefined {
    const key = storageKey(request);
    const kept = this.pages.get(key);
    if (kept) {
      this.pages.delete(key);
      this.pages.set(key, kept);
    }
    return kept?.page;
  }

  /** The copy without marking it used (background refreshes). */
  peek(request: PageRequest): StoredPage | undefined {
    return this.pages.get(storageKey(request))?.page;
  }

  put(request: PageRequest, page: StoredPage): void {
    const key = storageKey(request);
    this.pages.delete(key);
    this.pages.set(key, { page, request });
    this.save(key, request, page);
    while (this.pages.size > this.maxPages) this.evict();
  }

  /**
   * Lets one page go: the least recently used not-found page first (anyone can make those up by
   * asking for addresses that do not exist), else the least recently used page.
   */
  private evict(): void {
    let victim: string | undefined;
    for (const [key, { page }] of this.pages) {
      victim ??= key;
      if (page.status === 404) {
        victim = key;
        break;
      }
    }
    if (victim === undefined) return;
    this.pages.delete(victim);
    if (this.options.dir) rmSync(fileOf(this.options.dir, victim), { force: true });
  }

  /** What every copy that can be drawn again was drawn for, most recently used first. */
  requestsByRecentUse(): PageRequest[] {
    return [...this.pages.values()].reverse().flatMap(({ request }) => (request ? [request] : []));
  }

  private save(key: string, request: PageRequest, page: StoredPage): void {
    const { dir, build } = this.options;
    if (!dir) return;
    const file = fileOf(dir, key);
    const partial = `${file}.${process.pid}.partial`;
    try {
      writeFileSync(partial, JSON.stringify({ ...page, key, request, build } satisfies PageFile));
      renameSync(partial, file);
    } catch (error) {
      // The copy in memory still serves; only a restart would lose it.
      console.error(`content renderer: could not keep ${key} on disk`, error);
    }
  }

  private load(dir: string): void {
    mkdirSync(dir, { recursive: true });
    const found: (Kept & { key: string })[] = [];
    for (const name of readdirSync(dir)) {
      // Anything else in the folder belongs to someone else (the sync state, a write under way).
      if (!COPY_NAME.test(name)) continue;
      const file = path.join(dir, name);
      try {
        const { build, key, request, ...page } = JSON.parse(readFileSync(file, 'utf8')) as PageFile;
        if (build === this.options.build) {
          found.push({ key: request ? storageKey(request) : key, request, page });
        } else rmSync(file, { force: true });
      } catch {
        rmSync(file, { force: true });
      }
    }
    found.sort((a, b) => a.page.renderedAt - b.page.renderedAt);
    for (const { key, request, page } of found) this.pages.set(key, { page, request });
  }
}
