// Finds the documentation citations of the repository and says which ones point nowhere. A
// citation names a file of docs/ and, optionally, one of its headings by GitHub's anchor:
// `docs/product.md#validation-rules`. Markdown files also link to each other relatively.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Problem {
  file: string;
  line: number;
  why: string;
}

export const formatProblem = ({ file, line, why }: Problem): string => `${file}:${line}: ${why}`;

/** GitHub's anchor of a heading's text: lowercase, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown text offers; a repeated heading gets `-1`, `-2`… as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark;
      else if (fence === fenceMark) fence = undefined;
      continue;
    }
    const heading = fence === undefined ? /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1] : undefined;
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A reference found in a file: the target path (from the repository root) and its anchor. */
export interface Reference {
  line: number;
  target: string;
  anchor: string | undefined;
  written: string;
}

const ANCHOR = String.raw`[\p{L}\p{M}\p{N}_-]+`;
// `docs/<file>.md` from the repository root, not as the tail of another path (`../docs/…`) and
// not as a markdown link's target, which is relative to its file and read by LINK.
const DOCS_REFERENCE = new RegExp(
  String.raw`(?<![\w/.\-]|\]\()docs/([\w.-]+?\.md)(?:#(${ANCHOR}))?`,
  'gu',
);
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
const EXTERNAL = /^(?:[a-z][a-z+.-]*:|\/\/)/i;

/** The `docs/<file>.md[#anchor]` citations of a text, any file type. */
export function docsReferences(text: string): Reference[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(DOCS_REFERENCE)].map((match) => ({
      line: index + 1,
      target: `docs/${match[1]}`,
      anchor: match[2],
      written: match[0],
    })),
  );
}

/** The relative links of a markdown file, resolved from the repository root. */
export function markdownLinks(text: string, file: string): Reference[] {
  const folder = path.posix.dirname(file);
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(LINK)]
      .map((match) => match[1] ?? '')
      .filter((href) => !EXTERNAL.test(href))
      .map((href) => {
        const [pathPart = '', anchor] = href.split('#');
        return {
          line: index + 1,
          target: pathPart === '' ? file : path.posix.normalize(path.posix.join(folder, pathPart)),
          anchor: anchor === '' ? undefined : anchor,
          written: href,
        };
      }),
  );
}

// Citations of the product specification and design notes that used to live outside the
// repository, which no reader of the repository can follow.
const OLD_CITATIONS: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /(?:\bspec|\bDESIGN)\s*\u00a7/i,
    why: 'cites a section of a document outside the repository',
  },
  {
    pattern: /\u00a7\s*\d/,
    why: 'cites a numbered section (\u00a7) of a document outside the repository',
  },
  { pattern: /website-?spec/i, why: 'names the specification outside the repository' },
  { pattern: /DESIGN\.md/, why: 'names the design notes outside the repository' },
];

export function oldCitations(text: string, file: string): Problem[] {
  return text.split('\n').flatMap((content, index) => {
    const found = OLD_CITATIONS.find(({ pattern }) => pattern.test(content));
    return found ? [{ file, line: index + 1, why: `${found.why}: ${content.trim()}` }] : [];
  });
}

/** What is wrong with one reference, or undefined when its file and heading exist. */
export function checkReference(
  reference: Reference,
  file: string,
  readTarget: (target: string) => string | undefined,
): Problem | undefined {
  const text = readTarget(reference.target);
  const at = { file, line: reference.line };
  if (text === undefined) {
    return { ...at, why: `${reference.written}: ${reference.target} does not exist` };
  }
  if (reference.anchor === undefined || !reference.target.endsWith('.md')) return undefined;
  if (anchorsOf(text).has(reference.anchor)) return undefined;
  return {
    ...at,
    why: `${reference.written}: ${reference.target} has no heading with the anchor #${reference.anchor}`,
  };
}

const NOT_TEXT =
  /\.(?:png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|eot|pdf|zip|gz|br|tgz|lock)$|(?:^|\/)package-lock\.json$/i;

/** The repository's text files (tracked, or new and not ignored), from its root. */
export function repositoryTextFiles(root: string, skip: readonly string[]): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))].filter(
    (file) =>
      file !== '' &&
      !file.split('/').includes('node_modules') &&
      !file.startsWith('local-services/data/') &&
      !NOT_TEXT.test(file) &&
      !skip.includes(file) &&
      existsSync(path.join(root, file)) &&
      statSync(path.join(root, file)).isFile(),
  );
}

/** Every broken reference and every old citation of the repository. */
export function citationProblems(root: string, skip: readonly string[] = []): Problem[] {
  const cache = new Map<string, string | undefined>();
  const read = (file: string): string | undefined => {
    if (!cache.has(file)) {
      const full = path.join(root, file);
      const exists = existsSync(full);
      cache.set(
        file,
        !exists ? undefined : statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8'),
      );
    }
    return cache.get(file);
  };
  return repositoryTextFiles(root, skip).flatMap((file) => {
    const text = read(file) ?? '';
    if (text.includes('\0')) return [];
    const references = [
      ...docsReferences(text),
      ...(file.endsWith('.md') ? markdownLinks(text, file) : []),
    ];
    return [
      ...references.flatMap((reference) => checkReference(reference, file, read) ?? []),
      ...oldCitations(text, file),
    ];
  });
}
