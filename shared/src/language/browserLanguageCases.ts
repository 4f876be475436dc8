import type { Language } from './languages';

/**
 * Browser language lists as Accept-Language sends them, and the language the site's rule gives
 * each (docs/product.md#language-choice): the browser's reading's unit test and the entry's site
 * check (e2e/site-checks/language-rule.test.ts) hold both readers to this one table.
 */
export const BROWSER_LANGUAGE_CASES: readonly (readonly [string, Language])[] = [
  ['ka', 'ka'],
  ['ka-GE', 'ka'],
  ['KA-ge', 'ka'],
  ['ka-GE,ka;q=0.9,en;q=0.8', 'ka'],
  // Anywhere in the list (the spec's rule), unless the browser refuses it.
  ['en-US,en;q=0.9,ka;q=0.8', 'ka'],
  ['de-DE, ka ;q=0.5', 'ka'],
  ['ka;q=0.001', 'ka'],
  ['ka;q=1', 'ka'],
  ['ka;q=0,ka-GE;q=0.5', 'ka'],
  ['Georgian', 'ka'],
  ['en-US,en;q=0.9,ka;q=0', 'en'],
  ['ka;q=0.0', 'en'],
  ['ka;q=0.000', 'en'],
  ['ka-GE;q=0', 'en'],
  ['en, ka-GE;q=0 , de', 'en'],
  // Kabyle and Kara-Kalpak are other languages, whose tags only start with the letters ka.
  ['kab-DZ', 'en'],
  ['kab', 'en'],
  ['kab-DZ,en;q=0.5', 'en'],
  ['kaa', 'en'],
  ['en-US,en;q=0.9', 'en'],
  ['de-DE,fr;q=0.7', 'en'],
  ['*', 'en'],
  ['', 'en'],
];
