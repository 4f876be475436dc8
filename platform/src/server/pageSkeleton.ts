// The page's skeleton, written once: the regions every page has (the shell's top, the page, the
// shell's footer; PAGE_REGIONS), in the layout the shell's stylesheet gives them, with the preview
// bar's include above. The client-rendered document (tooling/index.html.ejs, with empty regions),
// the shell's parts (shell/src/server/render.tsx) and every owner's document (pageDocument.ts)
// take their markup from here, so the browser finds the same elements whichever made the page.
// Imports only @site/shared's import-free entry points: the tooling reads it as it is (jiti) for
// index.html.
import { SHELL_PARTS_ADDRESS } from '@site/shared/addresses';
import { PAGE_REGIONS } from '@site/shared/definitions';

/** The preview bar's file among the shell's parts (served at /_shell/<file>). */
export const PREVIEW_BAR_FILE = 'preview-bar.html';

// `wait`: the entry finishes each part before it starts the next. Started all at once, in the
// containers' network a part sometimes failed after its headers were out ("header already sent")
// and cut the page short; the parts are local files, so waiting costs next to nothing.
export function ssiInclude(address: string): string {
  return `<!--# include virtual="${address}" wait="yes" -->`;
}

/** The value of one of the entry's variables, HTML-escaped (SSI `echo`'s default encoding). */
export function ssiEcho(variable: string): string {
  return `<!--# echo var="${variable}" default="" -->`;
}

/**
 * Markup the entry keeps only in an editor's preview (docs/operations.md#editor-preview): the
 * preview cookie, or a frame's pass in the address (docs/operations.md#live-preview).
 */
const whilePreview = (html: string) => `<!--# if expr="$site_in_preview" -->${html}<!--# endif -->`;

/** The editor's preview bar (shell/src/server/previewBar.ts), above the page. */
const PREVIEW_BAR = whilePreview(ssiInclude(`${SHELL_PARTS_ADDRESS}${PREVIEW_BAR_FILE}`));

/** Search engines never index an editor's preview (the entry's X-Robots-Tag says so too). */
export const PREVIEW_ROBOTS_META = whilePreview('<meta name="robots" content="noindex">');

const region = (id: string, html: string) => `<div id="${id}" class="site-region">${html}</div>`;

/** Everything before the page region: the preview bar, the layout, the shell's top region. */
export function layoutStart(topHtml = ''): string {
  return (
    PREVIEW_BAR +
    `<div class="site-layout">${region(PAGE_REGIONS.top.id, topHtml)}` +
    '<main id="main-content" class="site-main" tabindex="-1">'
  );
}

/** The page region, its owner's markup inside. */
export function pageRegionHtml(pageHtml = ''): string {
  return region(PAGE_REGIONS.page.id, pageHtml);
}

/** Everything after the page region: the shell's footer region and the layout's end. */
export function layoutEnd(footerHtml = ''): string {
  return `</main>${region(PAGE_REGIONS.footer.id, footerHtml)}</div>`;
}

/** The whole body, regions given (all empty: the client-rendered document). */
export function pageLayout(regions: { top?: string; page?: string; footer?: string } = {}): string {
  return layoutStart(regions.top) + pageRegionHtml(regions.page) + layoutEnd(regions.footer);
}
