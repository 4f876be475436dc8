// What the documentation claims about the few facts most likely to drift from the code, read from
// the markdown as a newcomer reads it (docsFacts.test.ts holds each claim to the code).

/** A document's name and text. */
export interface Page {
  readonly file: string;
  readonly text: string;
}

/** A claim found in a page: what it says, and the words that said it. */
export interface Claim {
  readonly file: string;
  readonly value: string;
  readonly words: string;
}

/** The sentences of a markdown text, lines joined (a sentence may span a line break). */
function sentences(text: string): string[] {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.;:])\s+/)
    .filter(Boolean);
}

const DEFAULT_CLAIMS: readonly RegExp[] = [
  /`([a-z]{2})` \(default\)/g,
  /`([a-z]{2})`, the default/g,
  /the (?:one )?default,? (?:is )?`([a-z]{2})`/g,
  /the (?:one )?default[,:] (?:\*\*|`)([a-z]{2})(?:\*\*|`)/g,
  /\b([A-Z][a-z]+) \(default\)/g,
  /\b([A-Z][a-z]+) is the default language/g,
];

/**
 * Every place a page names the default language, as a code (`en`) or a language's name in
 * English ("Georgian (default)"), given `names` to turn names into codes.
 */
export function defaultLanguageClaims(
  pages: readonly Page[],
  names: Readonly<Record<string, string>>,
): Claim[] {
  const codeOf = new Map(Object.entries(names).map(([code, name]) => [name, code]));
  return pages.flatMap(({ file, text }) =>
    DEFAULT_CLAIMS.flatMap((pattern) =>
      [...text.replace(/\s*\n\s*/g, ' ').matchAll(pattern)].map(([words, said = '']) => ({
        file,
        value: codeOf.get(said) ?? said,
        words,
      })),
    ),
  );
}

const BACKTICKED = /`([^`\s]+)`/g;

/**
 * The backticked names of every sentence that calls something a singleton: what the pages say is
 * shared as one copy per page. `isPackage` tells a module's name from a file or a path.
 */
export function singletonClaims(
  pages: readonly Page[],
  isPackage: (name: string) => boolean,
): Claim[] {
  return pages.flatMap(({ file, text }) =>
    sentences(text)
      .filter((sentence) => /\bsingletons?\b/.test(sentence))
      .flatMap((sentence) =>
        [...sentence.matchAll(BACKTICKED)]
          .map(([, name = '']) => name)
          .filter(isPackage)
          .map((value) => ({ file, value, words: sentence })),
      ),
  );
}

/** The rows of the first markdown table after `marker`, as arrays of cells. */
export function tableAfter(text: string, marker: string): string[][] {
  const at = text.indexOf(marker);
  if (at < 0) return [];
  const lines = text.slice(at).split('\n').slice(1);
  const start = lines.findIndex((line) => line.startsWith('|'));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start + 2, end < 0 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}
