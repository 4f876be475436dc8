// Every citation of the documentation resolves: a comment or a page that names
// `docs/<file>.md#<heading>` names a file and a heading that exist, markdown links between the
// README and docs/ land, and nothing cites the specification or design notes that are not part
// of the repository.
import { fileURLToPath } from 'node:url';
import {
  anchorsOf,
  checkReference,
  citationProblems,
  docsReferences,
  formatProblem,
  markdownLinks,
  oldCitations,
  slugOf,
} from './citations';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
// This file holds broken citations on purpose, as the checker's own test cases.
const SELF = 'tooling/test/citations.test.ts';

describe('the repository', () => {
  it('cites only documentation files and headings that exist, and no outside document', () => {
    expect(citationProblems(REPO_ROOT, [SELF]).map(formatProblem)).toEqual([]);
  });
});

describe('the checker', () => {
  const page = [
    '# Product',
    '## Contact form',
    '### Validation rules',
    '### `npm start` (step 4, landed)',
    "### 1. The page owner's document",
    '## Pages',
    '```sh',
    '# not a heading',
    '```',
    '## Pages',
  ].join('\n');
  const files: Record<string, string> = { 'docs/product.md': page, 'README.md': '# Site' };
  const read = (target: string) => files[target];

  it('makes anchors the way GitHub does', () => {
    expect(slugOf('`npm start` (step 4, landed)')).toBe('npm-start-step-4-landed');
    expect(slugOf('[Server rendering](server-rendering.md) and more')).toBe(
      'server-rendering-and-more',
    );
    expect([...anchorsOf(page)]).toEqual([
      'product',
      'contact-form',
      'validation-rules',
      'npm-start-step-4-landed',
      '1-the-page-owners-document',
      'pages',
      'pages-1',
    ]);
  });

  it('finds docs citations in any text, not the tails of other paths', () => {
    const text = [
      "// The form's rules: docs/product.md#validation-rules.",
      '# see docs/operations.md, and ../docs/ignored.md',
      'const file = "mydocs/other.md";',
    ].join('\n');
    expect(docsReferences(text)).toEqual([
      {
        line: 1,
        target: 'docs/product.md',
        anchor: 'validation-rules',
        written: 'docs/product.md#validation-rules',
      },
      { line: 2, target: 'docs/operations.md', anchor: undefined, written: 'docs/operations.md' },
    ]);
  });

  it('resolves markdown links from their own file and leaves external ones alone', () => {
    const text =
      '[a](product.md#pages) [b](../README.md) [c](#contact-form) [d](https://x.test/y.md)';
    expect(
      markdownLinks(text, 'docs/architecture.md').map(({ target, anchor }) => [target, anchor]),
    ).toEqual([
      ['docs/product.md', 'pages'],
      ['README.md', undefined],
      ['docs/architecture.md', 'contact-form'],
    ]);
  });

  it('reports a missing file and a missing heading with file, line and why', () => {
    const [wrongHeading, missingFile, fine] = docsReferences(
      ['docs/product.md#no-such-heading', 'docs/nowhere.md#pages', 'docs/product.md#pages-1'].join(
        '\n',
      ),
    ).map((reference) => checkReference(reference, 'shell/src/x.ts', read));
    expect(wrongHeading && formatProblem(wrongHeading)).toBe(
      'shell/src/x.ts:1: docs/product.md#no-such-heading: docs/product.md has no heading with the anchor #no-such-heading',
    );
    expect(missingFile && formatProblem(missingFile)).toBe(
      'shell/src/x.ts:2: docs/nowhere.md#pages: docs/nowhere.md does not exist',
    );
    expect(fine).toBeUndefined();
  });

  it('reports every citation of the outside specification and design notes', () => {
    const text = [
      '// Spec §9: the success message shows for 5 s.',
      '# The lock file (DESIGN §11) may lack native packages.',
      "// they are the spec's words (§5, §8).",
      'See /work/shared/spec/website-spec.md and DESIGN.md.',
      '// The rules: docs/product.md#validation-rules.',
    ].join('\n');
    expect(oldCitations(text, 'a.ts').map(({ line }) => line)).toEqual([1, 2, 3, 4]);
    expect(oldCitations(text, 'a.ts')[3]?.why).toBe(
      'names the specification outside the repository: See /work/shared/spec/website-spec.md and DESIGN.md.',
    );
    expect(oldCitations('The design notes: DESIGN.md', 'a.ts')[0]?.why).toMatch(
      /^names the design notes outside the repository/,
    );
  });
});
