// The language rule's inputs (docs/product.md#language-choice, #language-paths), each present or
// not: how the address names the page's language, the `language` cookie, and the browser's list.
// The site checks send every visit to the server (site-checks/language-rule.test.ts); the browser
// tests hydrate them (tests/language-rule.spec.ts).

export type RuleLanguage = 'ka' | 'en';
const LANGUAGES: readonly RuleLanguage[] = ['ka', 'en'];
const STORED: (RuleLanguage | undefined)[] = [undefined, 'ka', 'en'];
/** A browser's list: none at all (a crawler), Georgian, or one that names no Georgian. */
export const BROWSER_LISTS: (string | undefined)[] = [
  undefined,
  'ka-GE,ka;q=0.9',
  'de-DE,de;q=0.9',
];

/** What the shell's toggle is labelled and each page's heading says, in each language. */
export const LANGUAGE_RULE_TEXTS = {
  ka: {
    toggle: 'ენა: ქართული',
    h1: { '/about': 'ინჟინრები, რომლებიც შენობებს იცავენ', '/blog': 'ბლოგი' },
  },
  en: {
    toggle: 'Language: English',
    h1: { '/about': 'Engineers who keep buildings safe', '/blog': 'Blog' },
  },
} as const;
/** One page of each kind of owner: prerendered (company) and drawn on request (content). */
export const LANGUAGE_RULE_ROUTES = ['/about', '/blog'] as const;

/** How an address names its page's language: not at all, by its language path, or by `?lang=`. */
export type Named = { by: 'nothing' } | { by: 'path' | 'parameter'; language: RuleLanguage };
const NAMED: Named[] = [
  { by: 'nothing' },
  ...LANGUAGES.map((language): Named => ({ by: 'path', language })),
  ...LANGUAGES.map((language): Named => ({ by: 'parameter', language })),
];

export interface Visit {
  named: Named;
  stored: RuleLanguage | undefined;
  browserList: string | undefined;
}

export const VISITS: Visit[] = NAMED.flatMap((named) =>
  STORED.flatMap((stored) => BROWSER_LISTS.map((browserList) => ({ named, stored, browserList }))),
);

/** What the spec says the visit's language is. */
export function expectedLanguage({ named, stored, browserList }: Visit): RuleLanguage {
  if (named.by !== 'nothing') return named.language;
  return stored ?? (browserList?.startsWith('ka') ? 'ka' : 'en');
}

/** The address a visit asks for. */
export function address(route: string, named: Named): string {
  if (named.by === 'path') return `/${named.language}${route}`;
  if (named.by === 'parameter') return `${route}?lang=${named.language}`;
  return route;
}

export const describeVisit = ({ named, stored, browserList }: Visit) =>
  `${named.by === 'nothing' ? '–' : `${named.by}=${named.language}`} cookie=${stored ?? '–'} list=${browserList ?? '–'}`;
