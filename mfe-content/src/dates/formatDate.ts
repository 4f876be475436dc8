import type { Language } from '@site/shared/i18n';

// The site carries its own month names (here, in the only remote that shows dates, so they
// stay off every other page's first load): browsers without Georgian locale data (Debian's
// Chromium) would print "2025 M02 15", and a server and a browser must print the same text
// for the page to hydrate.
const MONTHS: Record<Language, readonly string[]> = {
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The calendar date an author entered. A value that starts with YYYY-MM-DD is taken as written,
 * whatever time and offset follow, so no visitor's or server's time zone moves it a day; any other
 * value the Date parser accepts is read in UTC.
 */
function calendarDate(input: string): CalendarDate | null {
  const written = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(input.trim());
  if (written) {
    const year = Number(written[1]);
    const month = Number(written[2]);
    const day = Number(written[3]);
    const check = new Date(Date.UTC(year, month - 1, day));
    return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
      ? { year, month, day }
      : null;
  }
  const parsed = new Date(input);
  if (Number.isNaN(parsed.getTime())) return null;
  return {
    year: parsed.getUTCFullYear(),
    month: parsed.getUTCMonth() + 1,
    day: parsed.getUTCDate(),
  };
}

/**
 * A date in the active language with a long month name, as ka-GE and en-US write it
 * ("15 თებერვალი, 2025", "February 15, 2025"); the raw input if it cannot be read.
 */
export function formatDate(input: string, language: Language): string {
  const date = calendarDate(input);
  if (!date) return input;
  const month = MONTHS[language][date.month - 1];
  return language === 'ka'
    ? `${date.day} ${month}, ${date.year}`
    : `${month} ${date.day}, ${date.year}`;
}
