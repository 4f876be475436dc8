// Whether this render is an editor's preview (docs/operations.md#editor-preview), on the server
// and in the browser alike, so both draw the same markup: in the browser /config.js says so, on
// the server the content renderer's preview scope (set once by the renderer, as the content
// client's overrides are).

declare global {
  interface Window {
    /** Set by /config.js in an editor's preview (the entry serves its preview variant). */
    __SITE_PREVIEW__?: boolean;
    /** The origins of the editors' app that may frame a preview (PREVIEW_FRAME_ORIGINS). */
    __SITE_PREVIEW_FRAME_ORIGINS__?: string[];
  }
}

let serverPreview: () => boolean = () => false;

/** Server renderer only: how a render knows it is an editor's preview. */
export function setServerPreviewCheck(check: () => boolean): void {
  serverPreview = check;
}

export function isEditorPreview(): boolean {
  return typeof window === 'undefined' ? serverPreview() : window.__SITE_PREVIEW__ === true;
}

/** The windows the page's live-preview messages may go to: the editors' app's origins. */
export function editorAppOrigins(): string[] {
  return typeof window === 'undefined' ? [] : (window.__SITE_PREVIEW_FRAME_ORIGINS__ ?? []);
}

/**
 * Of the editors' app's origins, the one whose page frames this one, where the browser says so
 * (`ancestorOrigins`, else the referrer): the SDK's messages then go to that window alone, and the
 * browser logs no refused message for each other origin. None known: every allowed one.
 */
export function framingOrigins(allowed: readonly string[]): string[] {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  let top = ancestors?.length ? ancestors.item(ancestors.length - 1) : null;
  if (!top && document.referrer) {
    try {
      top = new URL(document.referrer).origin;
    } catch {
      top = null;
    }
  }
  return top && allowed.includes(top) ? [top] : [...allowed];
}
