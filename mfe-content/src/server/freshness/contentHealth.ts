/** A short description of a failed content request, for one log line. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = statusOfFailure(error);
  return status
    ? `${error.name} (HTTP ${status})`
    : `${error.name}: ${error.message.split('\n')[0]}`;
}

/**
 * The HTTP status of a content client error, if any: an axios error carries its response, the
 * SDK's own errors put it in a JSON message.
 */
export function statusOfFailure(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  if (typeof response?.status === 'number') return response.status;
  try {
    const { status } = JSON.parse(error.message) as { status?: unknown };
    return typeof status === 'number' ? status : undefined;
  } catch {
    return undefined;
  }
}

export interface ContentHealthOptions {
  /** How often a continuing failure is logged again. */
  logEveryMs?: number;
  /** Called when the content service answers again after failing. */
  onRecovered?: () => void;
  log?: (line: string) => void;
  now?: () => number;
}

/**
 * Whether the content service answers, as the renderer's own requests find it. While it fails the
 * renderer serves its stored pages at once and renders nothing; the failure is logged when it
 * starts, once per interval while it lasts (with how many requests failed), and when it ends.
 */
export class ContentHealth {
  private since: number | undefined;
  private lastLogged = 0;
  private failuresSinceLog = 0;
  private lastFailure = '';
  private readonly logEveryMs: number;
  private readonly log: (line: string) => void;
  private readonly now: () => number;
  private readonly onRecovered: (() => void) | undefined;

  constructor(options: ContentHealthOptions = {}) {
    this.onRecovered = options.onRecovered;
    this.logEveryMs = options.logEveryMs ?? 60_000;
    this.log = options.log ?? ((line) => console.error(line));
    this.now = options.now ?? Date.now;
  }

  get failing(): boolean {
    return this.since !== undefined;
  }

  /** When the current failure began (ms since the epoch). */
  get failingSince(): number | undefined {
    return this.since;
  }

  failed(what: string, error: unknown): void {
    const now = this.now();
    this.lastFailure = `${what}: ${describeFailure(error)}`;
    this.failuresSinceLog += 1;
    if (this.since === undefined) {
      this.since = now;
      this.report(now, `content service failing (${this.lastFailure}); serving stored pages`);
    } else if (now - this.lastLogged >= this.logEveryMs) {
      const seconds = Math.round((now - this.since) / 1000);
      this.report(
        now,
        `content service still failing after ${seconds} s: ${this.failuresSinceLog} failed requests since the last report (last: ${this.lastFailure}); serving stored pages`,
      );
    }
  }

  succeeded(): void {
    if (this.since === undefined) return;
    const seconds = Math.round((this.now() - this.since) / 1000);
    this.since = undefined;
    this.failuresSinceLog = 0;
    this.log(`content renderer: content service answers again after ${seconds} s of failures`);
    this.onRecovered?.();
  }

  private report(now: number, line: string): void {
    this.lastLogged = now;
    this.failuresSinceLog = 0;
    this.log(`content renderer: ${line}`);
  }
}
