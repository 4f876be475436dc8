import { formatDate } from './formatDate';

const intl = (locale: string, input: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(input));

describe('formatDate', () => {
  it('writes a long date in Georgian and English without the runtime locale data', () => {
    expect(formatDate('2025-02-15', 'ka')).toBe('15 თებერვალი, 2025');
    expect(formatDate('2025-02-15', 'en')).toBe('February 15, 2025');
  });

  it('agrees with full ICU data for every month in both languages', () => {
    for (let month = 1; month <= 12; month += 1) {
      const input = `2024-${String(month).padStart(2, '0')}-09`;
      expect(formatDate(input, 'ka')).toBe(intl('ka-GE', input));
      expect(formatDate(input, 'en')).toBe(intl('en-US', input));
    }
  });

  it('keeps the calendar day the author entered, whatever the offset', () => {
    expect(formatDate('2025-03-01T00:30:00+04:00', 'en')).toBe('March 1, 2025');
    expect(formatDate('2025-03-01T23:30:00-08:00', 'ka')).toBe('1 მარტი, 2025');
  });

  it('reads other date notations in UTC', () => {
    expect(formatDate('Sat, 15 Feb 2025 12:00:00 GMT', 'en')).toBe('February 15, 2025');
  });

  it('returns the raw input when it is not a date', () => {
    expect(formatDate('not a date', 'ka')).toBe('not a date');
    expect(formatDate('2025-02-30', 'en')).toBe('2025-02-30');
    expect(formatDate('', 'en')).toBe('');
  });
});
