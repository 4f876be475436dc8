import { createHash } from 'node:crypto';

/**
 * So many beacons per address per minute (a page sends a few: its vitals when it is hidden, a
 * failure when one happens); past that they are refused. A token bucket per address, kept only
 * as a hash, in memory, and forgotten once full again; never logged.
 */
export class BeaconPace {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMinute: number;
  private readonly now: () => number;
  /** The most addresses kept at once: past it the longest unseen is forgotten (a full bucket). */
  private readonly maxAddresses: number;

  constructor(perMinute: number, now: () => number = Date.now, maxAddresses = 100_000) {
    this.perMinute = perMinute;
    this.now = now;
    this.maxAddresses = maxAddresses;
  }

  /** True, and counted, when this address may send one more beacon now. */
  take(address: string): boolean {
    const key = createHash('sha256').update(address).digest('base64url');
    const time = this.now();
    const bucket = this.buckets.get(key);
    const refilled = bucket
      ? Math.min(this.perMinute, bucket.tokens + ((time - bucket.at) / 60_000) * this.perMinute)
      : this.perMinute;
    // Last in the map, which is kept in the order addresses were last seen.
    this.buckets.delete(key);
    if (refilled < 1) {
      this.buckets.set(key, { tokens: refilled, at: time });
      return false;
    }
    this.buckets.set(key, { tokens: refilled - 1, at: time });
    this.forget(time);
    return true;
  }

  private forget(time: number) {
    for (const [key, bucket] of this.buckets) {
      const full = bucket.tokens + ((time - bucket.at) / 60_000) * this.perMinute >= this.perMinute;
      if (!full && this.buckets.size <= this.maxAddresses) break;
      this.buckets.delete(key);
    }
  }
}
