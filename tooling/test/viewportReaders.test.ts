// The apps' code reads the viewport's size only where this list says, each place with a browser
// test at 375 px (the mobile project) that covers it. The browser suite checks every route at one
// width: the server's HTML is the same at any width (e2e/site-checks/same-html-at-any-width), so a
// phone can see something else only through CSS or through code that reads the width. A new reader
// fails here until it is listed, with its reason and the phone test that covers it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appSourceFiles, sizeReaders } from './viewportReaders';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface AllowedReader {
  readers: string[];
  why: string;
  /** The browser test that runs at 375 px (tagged @mobile) and sees this code's answer. */
  coveredBy: { spec: string; test: string };
}

/** The per-route sweep at a phone's width: each route hydrated there after a tap. */
const PHONE_SWEEP = 'at a phone’s width, tapped';

const ALLOWED: Record<string, AllowedReader> = {
  'shell/src/hooks/useMediaQuery.ts': {
    readers: ['matchMedia', 'useMediaQuery'],
    why: 'the shell’s one layout switch (the hamburger at 768 px and narrower); it answers "unknown" on the server and while hydrating, so the HTML and its hydration are the same at any width',
    coveredBy: {
      spec: 'e2e/tests/shell.spec.ts',
      test: 'the hamburger exists only at 768 px and narrower; its menu opens full screen and closes by its button, a link or Escape',
    },
  },
  'shell/src/features/header/Header.tsx': {
    readers: ['useMediaQuery'],
    why: 'renders the desktop part or the phone menu once the width is known (both before)',
    coveredBy: {
      spec: 'e2e/tests/shell.spec.ts',
      test: 'the hamburger exists only at 768 px and narrower; its menu opens full screen and closes by its button, a link or Escape',
    },
  },
  'shared/src/ui/reducedMotion.ts': {
    readers: ['matchMedia'],
    why: 'asks prefers-reduced-motion, not a width; the counters and scrolling follow it',
    coveredBy: {
      spec: 'e2e/tests/company.spec.ts',
      test: "Home (en): the hero's picture suits the width, and the counters reach their end values and stay there",
    },
  },
  'shared/src/ui/whenVisible.ts': {
    readers: ['IntersectionObserver'],
    why: 'loads or draws a part (the footer, Home’s content widgets and FAQ, the map) as it nears the viewport, which a phone’s smaller screen reaches later',
    coveredBy: { spec: 'e2e/tests/every-route-at-phone-width.spec.ts', test: PHONE_SWEEP },
  },
  'shared/src/ui/useSeenOnce.ts': {
    readers: ['IntersectionObserver'],
    why: 'starts the counters once they are seen, which on a phone is further down the page',
    coveredBy: {
      spec: 'e2e/tests/company.spec.ts',
      test: "Home (en): the hero's picture suits the width, and the counters reach their end values and stay there",
    },
  },
  'shell/src/features/header/LanguageSwitcher.tsx': {
    readers: ['touch event'],
    why: 'closes the open switcher on a touch outside it, which a touch screen sends instead of a click',
    coveredBy: {
      spec: 'e2e/tests/shell.spec.ts',
      test: 'the hamburger exists only at 768 px and narrower; its menu opens full screen and closes by its button, a link or Escape',
    },
  },
  'shared/src/federation/pageStart.ts': {
    readers: ['touch event'],
    why: 'a touch is one of the first uses that start the shell’s application, as a pointer or a key is',
    coveredBy: { spec: 'e2e/tests/every-route-at-phone-width.spec.ts', test: PHONE_SWEEP },
  },
};

const found = Object.fromEntries(
  appSourceFiles(ROOT)
    .map((file) => [file, sizeReaders(readFileSync(path.join(ROOT, file), 'utf8'))] as const)
    .filter(([, readers]) => readers.length > 0),
);

describe("reading the viewport's size in the apps' code", () => {
  it('is searched in every app: the shell, each remote, shared and platform', () => {
    const files = appSourceFiles(ROOT);
    for (const dir of ['shell/src/', 'mfe-company/src/', 'mfe-contact/src/', 'mfe-content/src/']) {
      expect(files.filter((file) => file.startsWith(dir)).length).toBeGreaterThan(5);
    }
    expect(files.some((file) => file.startsWith('shared/src/'))).toBe(true);
    expect(files.some((file) => /\.test\.|\/testing\//.test(file))).toBe(false);
  });

  it('is found by every kind of reading, and not in a comment', () => {
    expect(sizeReaders('const wide = window.innerWidth > 768;')).toEqual(['window size']);
    expect(sizeReaders("window.matchMedia('(max-width: 768px)')")).toEqual(['matchMedia']);
    expect(sizeReaders('new ResizeObserver(update).observe(element);')).toEqual(['ResizeObserver']);
    expect(sizeReaders('element.getBoundingClientRect().width')).toEqual(['layout box']);
    expect(sizeReaders('document.documentElement.clientWidth')).toEqual(['element size']);
    expect(sizeReaders("addEventListener('resize', update)")).toEqual(['resize event']);
    expect(sizeReaders('const { width } = window.screen; screen.availWidth')).toEqual(['screen']);
    expect(sizeReaders('window.visualViewport?.width')).toEqual(['visualViewport']);
    expect(sizeReaders('getComputedStyle(menu).display')).toEqual(['computed style']);
    expect(sizeReaders('const phone = useMediaQuery(MOBILE_QUERY);')).toEqual(['useMediaQuery']);
    expect(sizeReaders('new IntersectionObserver(show).observe(part);')).toEqual([
      'IntersectionObserver',
    ]);
    expect(sizeReaders("document.addEventListener('touchstart', close);")).toEqual(['touch event']);
    expect(sizeReaders('// window.innerWidth\n/* matchMedia */ const a = 1;')).toEqual([]);
  });

  it('happens only where the list allows it', () => {
    const unlisted = Object.entries(found).filter(
      ([file, readers]) =>
        !readers.every((reader) => ALLOWED[file]?.readers.includes(reader) ?? false),
    );
    expect(unlisted).toEqual([]);
  });

  it('is still done by every place the list names (no stale permission)', () => {
    for (const [file, { readers }] of Object.entries(ALLOWED)) {
      expect([file, found[file] ?? []]).toEqual([file, readers]);
    }
  });

  it.each(Object.entries(ALLOWED))(
    '%s is covered by a test at 375 px, named with why it reads the width',
    (_, { why, coveredBy }) => {
      expect(why.length).toBeGreaterThan(20);
      const spec = readFileSync(path.join(ROOT, coveredBy.spec), 'utf8');
      const at = spec.indexOf(coveredBy.test);
      expect(at).toBeGreaterThan(-1);
      // The test's own declaration, from its title to its body, carries the mobile project's tag.
      const declaration = spec.slice(at, spec.indexOf('async', at));
      expect(declaration).toContain("tag: '@mobile'");
    },
  );
});
