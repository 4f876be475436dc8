import { randomBytes } from 'node:crypto';

/**
 * An address for one visitor behind a trusted proxy (sent as X-Forwarded-For), that no other test,
 * worker process or repeat uses: 96 random bits in the IPv6 documentation range (2001:db8::/32).
 * A counter per process is not enough: a worker that Playwright starts again, or another worker
 * serving the same site, counts from the same number, and two senders sharing an address meet the
 * form's pace of one message per address (a 429 that depends on how fast the machine ran the
 * tests before).
 */
export function newVisitorAddress(): string {
  const groups = randomBytes(12).toString('hex').match(/.{4}/g) ?? [];
  return ['2001', 'db8', ...groups].join(':');
}
