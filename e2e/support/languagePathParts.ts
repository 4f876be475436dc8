import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { PAGE_ROUTES } from '../../shared/src/federation/contract';
import { SITE_URL } from './ports';
import { hiddenInHtml } from './serverDocument';

// Language paths (docs/product.md#language-paths) as a visitor or a crawler meets them: every page
// has one address per language, `/ka/…` and `/en/…` in front of the spec's route paths. Written out
// here rather than imported from the app (its languagePath.ts), so a changed address scheme in the
// app fails a test instead of moving with it. Nothing here needs Playwright at run time, so the
// site checks (e2e/site-checks, Node's test runner) read the server's pages with the same functions
// as the browser tests; what a browser page needs is in languagePaths.ts.

export type Language = 'ka' | 'en';
export const LANGUAGES: readonly Language[] = ['ka', 'en'];
export const OTHER = { ka: 'en', en: 'ka' } as const;
/** The switch's choice for each language, named in that language. */
export const LANGUAGE_NAME = { ka: 'ქართული', en: 'English' } as const;
/** The label of the language switch's toggle on a page in each language (support/language.ts). */
export const TOGGLE_LABEL = { ka: 'ენა: ქართული', en: 'Language: English' } as const;
/** What a browser of each language sends (and Playwright's `locale` for it). */
export const BROWSER_LOCALE = { ka: 'ka-GE', en: 'en-US' } as const;

/** Every route pattern of the federation table (docs/product.md#routes), `:param`s unresolved. */
export const ROUTE_PATTERNS: readonly string[] = PAGE_ROUTES.map(({ path }) => path);

/** The language path of a route path, query kept: (`ka`, `/projects?page=2`) → `/ka/projects?page=2`. */
export function onPath(language: Language, route: string): string {
  return `/${language}${route}`;
}

/** An absolute address on the site under test (the head's and the sitemap's form). */
export function siteAddress(address: string): string {
  return new URL(address, SITE_URL).href;
}

const GEORGIAN_LETTERS = /[\u10a0-\u10ff]/;

/** Whether a visible text reads in `language`: Georgian letters in Georgian, none in English. */
export function readsIn(text: string, language: Language): boolean {
  return GEORGIAN_LETTERS.test(text) === (language === 'ka');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Whether a page came from the server: a cold renderer's first answer may be the client document. */
export function serverRendered(html: string): boolean {
  return html.includes('data-rendered="server"');
}

const resolved = new Map<string, Promise<string>>();

/**
 * The route path of `pattern` with its `:param` a real value: the first item its list page (the
 * pattern up to the param), on `language`'s path, links to. Taken from the page's own links, as a
 * visitor would go there; asked again while a cold renderer answers with the client document.
 * A link without the language path is taken too: whether links keep it is a test of its own.
 */
export function resolveRoute(pattern: string, language: Language): Promise<string> {
  if (!pattern.includes('/:')) return Promise.resolve(pattern);
  const key = `${language}${pattern}`;
  let route = resolved.get(key);
  if (!route) {
    route = findLinkedParam(pattern, language);
    resolved.set(key, route);
  }
  return route;
}

async function findLinkedParam(pattern: string, language: Language): Promise<string> {
  const list = pattern.slice(0, pattern.indexOf('/:'));
  const link = new RegExp(`href="(?:/${language})?${escapeRegExp(list)}/([^"/?#]+)"`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const html = await (await fetch(`${SITE_URL}${onPath(language, list)}`)).text();
    const value = link.exec(html)?.[1];
    if (value) return pattern.replace(/:[^/]+/, value);
    if (Date.now() > deadline) throw new Error(`${onPath(language, list)} links to no ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Whether an `href` of the site leads to one of its pages: a path on this site, not another
 * site's (`//host`), an app's files (`/mfe/…`), an internal address (`/_…`) or a file (`.xml`,
 * `.png`, …).
 */
export function leadsToPage(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (/^\/(mfe|_)/.test(path)) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Where a check looks: part of a browser's page, or of a page the server answered, read without a
 * browser (serverDocument.ts). Either way the same functions below read it, so the two cannot
 * drift apart.
 */
export type Scope = Locator | ParentNode;

/** Whether a scope (or a whole page) is a browser's rather than the server's HTML. */
function inBrowser<Browser extends Locator | Page>(scope: Browser | ParentNode): scope is Browser {
  return !('querySelectorAll' in scope);
}

/** A link as written in the HTML. */
interface Link {
  href: string;
  hreflang: string | null;
}

const SITE_LINKS = 'a[href^="/"]';

// Runs in the browser's page too (Playwright sends its source there): nothing from outside it.
function linkAttributes(links: Element[]): Link[] {
  return links.map((link) => ({
    href: link.getAttribute('href') ?? '',
    hreflang: link.getAttribute('hreflang'),
  }));
}

async function linksIn(scope: Scope): Promise<Link[]> {
  const links = inBrowser(scope)
    ? await scope.locator(SITE_LINKS).evaluateAll(linkAttributes)
    : linkAttributes([...scope.querySelectorAll(SITE_LINKS)]);
  return links.filter(({ href }) => leadsToPage(href));
}

/** The `href`s, as written, of every link in `scope` that leads to a page of the site. */
export async function pageLinks(scope: Scope): Promise<string[]> {
  return (await linksIn(scope)).map(({ href }) => href);
}

/**
 * The links in `scope` that leave the language path of `language` (empty when all keep it). A
 * link that says it leads to the page in another language (`hreflang`: the language switch's
 * choices) is meant to: the switch's own tests check where.
 */
export async function linksLeavingPath(scope: Scope, language: Language): Promise<string[]> {
  return (await linksIn(scope))
    .filter(({ hreflang }) => hreflang === null || hreflang === language)
    .map(({ href }) => href)
    .filter((href) => !href.startsWith(`/${language}/`));
}

// Runs in the browser's page too: nothing from outside it.
function headAddressesIn(head: Element) {
  const attribute = (selector: string, name: string) =>
    [...head.querySelectorAll(selector)].map((element) => element.getAttribute(name));
  return {
    canonical: attribute('link[rel="canonical"]', 'href'),
    ka: attribute('link[rel="alternate"][hreflang="ka"]', 'href'),
    en: attribute('link[rel="alternate"][hreflang="en"]', 'href'),
    xDefault: attribute('link[rel="alternate"][hreflang="x-default"]', 'href'),
    ogUrl: attribute('meta[property="og:url"]', 'content'),
  };
}

/** The addresses a page's head names, as written (each tag's, in order). */
export async function headAddresses(page: Page | Document) {
  return inBrowser(page)
    ? page.locator('head').evaluate(headAddressesIn)
    : headAddressesIn(page.head);
}

const STRUCTURED_DATA = 'script[type="application/ld+json"]';

// Runs in the browser's page too: nothing from outside it.
function textsOf(elements: Element[]): string[] {
  return elements.map((element) => element.textContent ?? '');
}

/** The page's JSON-LD blocks, as text. */
export async function structuredData(page: Page | Document): Promise<string[]> {
  return inBrowser(page)
    ? page.locator(STRUCTURED_DATA).evaluateAll(textsOf)
    : textsOf([...page.querySelectorAll(STRUCTURED_DATA)]);
}

/** What the head of the page at `route` on `language`'s path names (each tag once). */
export function expectedHead(route: string, language: Language) {
  const own = siteAddress(onPath(language, route));
  return {
    canonical: [own],
    ka: [siteAddress(onPath('ka', route))],
    en: [siteAddress(onPath('en', route))],
    xDefault: [siteAddress(route)],
    ogUrl: [own],
  };
}

/**
 * Every address of this site in a JSON-LD block: each must be the site's root (which leads each
 * visitor to their language) or on the page's language path, never the other's or a `?lang=`.
 */
export function structuredDataAddresses(blocks: readonly string[]): string[] {
  const site = new URL(SITE_URL).origin;
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith(site)) found.push(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  for (const block of blocks) walk(JSON.parse(block) as unknown);
  return found;
}

/** JSON-LD addresses off `language`'s path (a file, such as the logo, belongs to no language). */
export function structuredDataOffPath(blocks: readonly string[], language: Language): string[] {
  return structuredDataAddresses(blocks)
    .map((url) => new URL(url))
    .filter(
      ({ pathname, search }) =>
        search.includes('lang=') ||
        !(pathname === '/' || pathname.startsWith(`/${language}/`) || /\.[a-z]+$/.test(pathname)),
    )
    .map(({ href }) => href);
}

/** The text of a document's first heading, as the server wrote it. */
export function firstHeading(document: Document): string {
  const shown = [...document.querySelectorAll('h1')].find((heading) => !hiddenInHtml(heading));
  return shown?.textContent?.trim() ?? '';
}

/**
 * The server's page reads in `language`, as expectPageIn (languagePaths.ts) checks a browser's:
 * drawn by the server (the client-rendered document, which a browser without scripts shows blank,
 * has no heading and says `lang="en"`), its `<html lang>` and its first heading. (What a browser's
 * check waits for, the server has answered already.)
 */
export function expectDocumentIn(document: Document, language: Language): void {
  const root = document.documentElement;
  assert.equal(root.getAttribute('data-rendered'), 'server', 'drawn by the server');
  assert.equal(root.getAttribute('lang'), language, 'its <html lang>');
  const heading = firstHeading(document);
  assert.notEqual(heading, '', 'its first heading');
  assert.ok(readsIn(heading, language), `the heading reads in ${language}: "${heading}"`);
}
