import { createHash } from 'node:crypto';

/**
 * One send per address per interval (the spam defence the browser's SDK applies to one browser,
 * here for every visitor without scripts). Addresses are kept only as hashes, and only as long as
 * they count.
 */
export class SendPace {
  private readonly lastSent = new Map<string, number>();
  private readonly intervalMs: number;
  private readonly now: () => number;

  constructor(intervalMs: number, now: () => number = Date.now) {
    this.intervalMs = intervalMs;
    this.now = now;
  }

  /** True, and counted, when this address may send now. */
  take(address: string): boolean {
    const key = createHash('sha256').update(address).digest('base64url');
    const time = this.now();
    this.forgetOlderThan(time - this.intervalMs);
    const last = this.lastSent.get(key);
    if (last !== undefined && time - last < this.intervalMs) return false;
    // Last in the map, which is kept oldest first.
    this.lastSent.delete(key);
    this.lastSent.set(key, time);
    return true;
  }

  private forgetOlderThan(limit: number) {
    for (const [key, time] of this.lastSent) {
      if (time > limit) break;
      this.lastSent.delete(key);
    }
  }
}
