/**
 * @jest-environment node
 */
import { ContentHealth, statusOfFailure } from './contentHealth';

describe('ContentHealth', () => {
  it('logs a failure when it begins, once a minute while it lasts, and when it ends', () => {
    let now = 0;
    const lines: string[] = [];
    const health = new ContentHealth({ log: (line) => lines.push(line), now: () => now });
    for (let second = 0; second < 150; second += 1) {
      now = second * 1000;
      // Ten failed requests a second.
      for (let request = 0; request < 10; request += 1) health.failed('entries', new Error('down'));
    }
    expect(health.failing).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/content service failing \(entries: Error: down\)/);
    expect(lines[1]).toMatch(/still failing after 60 s: 600 failed requests/);
    expect(lines[2]).toMatch(/still failing after 120 s/);
    now = 200_000;
    health.succeeded();
    expect(health.failing).toBe(false);
    expect(lines[3]).toMatch(/answers again after 200 s/);
  });

  it('reads the status of an axios error and of the SDK error', () => {
    const axiosError = Object.assign(new Error('Request failed'), { response: { status: 404 } });
    expect(statusOfFailure(axiosError)).toBe(404);
    expect(statusOfFailure(new Error(JSON.stringify({ status: 503 })))).toBe(503);
    expect(statusOfFailure(new Error('socket hang up'))).toBeUndefined();
  });
});
