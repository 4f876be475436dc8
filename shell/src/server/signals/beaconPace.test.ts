import { BeaconPace } from './beaconPace';

describe('BeaconPace', () => {
  it('takes perMinute beacons at once, then one more each time its share of a minute has passed', () => {
    let now = 0;
    const pace = new BeaconPace(30, () => now);
    for (let taken = 0; taken < 30; taken += 1) expect(pace.take('a')).toBe(true);
    expect(pace.take('a')).toBe(false);
    now += 1_000;
    expect(pace.take('a')).toBe(false);
    now += 1_000;
    expect(pace.take('a')).toBe(true);
    expect(pace.take('a')).toBe(false);
    expect(pace.take('b')).toBe(true);
  });

  it('keeps no more addresses than it may: the longest unseen is forgotten first', () => {
    let now = 0;
    const pace = new BeaconPace(1, () => now, 2);
    expect(pace.take('a')).toBe(true);
    now += 1;
    expect(pace.take('b')).toBe(true);
    now += 1;
    expect(pace.take('c')).toBe(true);
    // 'a' was forgotten (a full bucket again), 'c' is still counted.
    expect(pace.take('a')).toBe(true);
    expect(pace.take('c')).toBe(false);
  });
});
