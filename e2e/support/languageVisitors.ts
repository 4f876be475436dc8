import type { Language } from './languagePathParts';

// Visitors as the entry sees them (docs/product.md#language-choice): what their browser sends,
// and the language the rule gives them on an address without one. Read by the site checks of
// language paths and the browser tests that store a choice.

/** What a browser of `language` sends. */
export const BROWSER_LIST = { ka: 'ka-GE,ka;q=0.9,en;q=0.8', en: 'en-US,en;q=0.9' } as const;

/** The cookies that mirror a manual choice of `language` (docs/product.md#language-choice). */
export const chosen = (language: Language) => `language=${language}; languageSetManually=true`;

/** A visitor: what their browser sends, and where the rule leads them. */
export interface Visitor {
  who: string;
  headers: Record<string, string>;
  lands: Language;
}

// The language rule for an unprefixed address, unchanged: a manual choice, then a stored
// detection, then the browser's list, else English.
export const VISITORS: readonly Visitor[] = [
  { who: 'a Georgian browser', headers: { 'Accept-Language': BROWSER_LIST.ka }, lands: 'ka' },
  { who: 'an English browser', headers: { 'Accept-Language': BROWSER_LIST.en }, lands: 'en' },
  { who: 'a crawler (no cookie, no list)', headers: {}, lands: 'en' },
  {
    who: 'a Georgian choice in an English browser',
    headers: { Cookie: chosen('ka'), 'Accept-Language': BROWSER_LIST.en },
    lands: 'ka',
  },
  {
    who: 'an English choice in a Georgian browser',
    headers: { Cookie: chosen('en'), 'Accept-Language': BROWSER_LIST.ka },
    lands: 'en',
  },
  {
    who: 'a stored Georgian detection in an English browser',
    headers: { Cookie: 'language=ka', 'Accept-Language': BROWSER_LIST.en },
    lands: 'ka',
  },
];

/** The language an HTML answer's document says it is in. */
export const documentLanguage = (html: string) => /<html[^>]*\slang="?([a-z]+)/.exec(html)?.[1];

/** The text of an HTML answer's first heading, tags left out. */
export const headingOf = (html: string) =>
  (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]*>/g, '').trim();

/** The values of a header that lists tokens (`Vary`), lower-case. */
export const tokens = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
