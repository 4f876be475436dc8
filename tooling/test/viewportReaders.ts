// Where the apps' browser code reads the viewport's size. The server cannot know the screen, so its
// HTML is the same at every width (e2e/site-checks/same-html-at-any-width.test.ts), and the browser
// suite checks each route once, at one width; a page can then differ on a phone only through CSS,
// or through the few places found here, each of which a browser test at 375 px covers.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** What reads the viewport's (or an element's laid-out) size, or answers to its changes. */
const READERS: readonly [string, RegExp][] = [
  ['matchMedia', /\bmatchMedia\b/],
  ['useMediaQuery', /\buseMediaQuery\b/],
  ['window size', /\b(?:inner|outer)(?:Width|Height)\b/],
  ['element size', /\b(?:client|offset|scroll)(?:Width|Height)\b/],
  ['layout box', /\bget(?:BoundingClientRect|ClientRects)\b/],
  ['computed style', /\bgetComputedStyle\b/],
  ['ResizeObserver', /\bResizeObserver\b/],
  ['visualViewport', /\bvisualViewport\b/],
  ['screen', /\bscreen\.(?:availWidth|availHeight|width|height|orientation)\b/],
  ['resize event', /['"`]resize['"`]|\bonresize\b/],
  // What is in view depends on the screen: a part loaded or drawn as it nears the viewport.
  ['IntersectionObserver', /\bIntersectionObserver\b/],
  // A touch screen's events: a phone answers them where a desktop answers the mouse.
  ['touch event', /['"`]touch(?:start|end|move|cancel)['"`]|\bontouch(?:start|end|move)\b/],
];

/** The apps' code that runs in a browser or renders a page; tests and their fakes are not. */
export const APP_SOURCE_DIRS = ['shell/src', 'shared/src', 'platform/src'] as const;

function isTestCode(relative: string): boolean {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(relative) || /(^|\/)(test|testing|__mocks__)\//.test(relative)
  );
}

/** Every source file of the apps (and of each `mfe-*` remote), relative to the repository. */
export function appSourceFiles(root: string): string[] {
  const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
  const dirs = [...APP_SOURCE_DIRS, ...remotes.map((remote) => `${remote}/src`)];
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(path.sep).join('/')}`)
      .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !isTestCode(file)),
  );
}

/** The code without its comments: a comment that names `matchMedia` reads nothing. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The kinds of size reading in one file's source, each once, in READERS' order. */
export function sizeReaders(source: string): string[] {
  const code = withoutComments(source);
  return READERS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
}
