import { SHELL_PARTS_ADDRESS } from '@site/shared/addresses';
import type { Language } from '@site/shared/language';
import { escapeAttribute } from './escape';
import { pageRegionHtml, ssiInclude } from './pageSkeleton';

/**
 * Where the entry serves the shell's parts of a page (from files the shell renders when its
 * container starts). A page owner's document includes them by these addresses; the entry's
 * nginx answers them for SSI only.
 */
export const shellFragmentFiles = {
  head: (language: Language) => `${language}/head.html`,
  top: (language: Language, section: string) => `${language}/top/${section}.html`,
  bottom: (language: Language) => `${language}/bottom.html`,
};

const SHELL_FRAGMENTS_URL = SHELL_PARTS_ADDRESS;

function include(file: string): string {
  return ssiInclude(`${SHELL_FRAGMENTS_URL}${file}`);
}

export interface PageDocumentParts {
  language: Language;
  /** The page's navigation section (`sectionOf`), which the header marks as current. */
  section: string;
  /** The page's own head elements (title, description, canonical, previews). */
  hoisted: string;
  /** Stylesheets of the page's module, linked so it is styled before any script runs. */
  stylesheets: readonly string[];
  /** Or the page module's styles inline (`<style>` elements), so its first paint waits for none. */
  inlineStyles?: string;
  /** The page region's markup. */
  pageHtml: string;
  /** Markup after the page region: data the browser's root starts from (escaped JSON). */
  pageData?: string;
}

/**
 * A page owner's whole document. The shell's head, header and footer are SSI includes that the
 * entry fills in, so an owner never runs the shell's code and the shell is redeployed without
 * re-rendering anyone's pages. `data-rendered` tells the browser to hydrate instead of render.
 */
export function pageDocument(parts: PageDocumentParts): string {
  return documentHtml(parts, {
    head: include(shellFragmentFiles.head(parts.language)),
    top: include(shellFragmentFiles.top(parts.language, parts.section)),
    bottom: include(shellFragmentFiles.bottom(parts.language)),
  });
}

export interface ShellParts {
  head: string;
  top: string;
  bottom: string;
}

/** `<link rel="stylesheet">` elements for the given addresses. */
export function stylesheetLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
}

/** The document around a page region, with the shell's parts given (included or inline). */
export function documentHtml(parts: PageDocumentParts, shell: ShellParts): string {
  return [
    '<!doctype html>',
    `<html lang="${parts.language}" data-rendered="server">`,
    '<head><meta charset="utf-8">',
    shell.head,
    parts.hoisted,
    stylesheetLinks(parts.stylesheets),
    parts.inlineStyles ?? '',
    '</head>',
    '<body>',
    shell.top,
    pageRegionHtml(parts.pageHtml),
    parts.pageData ?? '',
    shell.bottom,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
