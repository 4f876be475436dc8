// When a page's region gets its scripts (docs/architecture.md#scripts-only-where-something-moves).
// A page the server rendered reads, scrolls and follows its links and forms as HTML, so its region
// is not hydrated, and its remote's code not downloaded, until the visitor needs them: an
// interaction inside it, a navigation, a change of language, or one of its parts that does nothing
// without scripts (marked NEEDS_SCRIPT) coming near the viewport. A page drawn in the browser (the
// fallback document) starts at once.

/** The attribute of an element that does nothing until its region's scripts run (a carousel's arrows). */
export const NEEDS_SCRIPT = 'data-needs-script';

/** Spread on such an element: `<div {...needsScript}>`. */
export const needsScript = { [NEEDS_SCRIPT]: '' } as const;

/** Whether the page region waits for the visitor to need it: the page was rendered on the server. */
export function pageWaitsForNeed(doc: Document): boolean {
  return doc.documentElement.dataset.rendered === 'server';
}
