// The site's internal addresses: where the entry composes a page from its parts, and where each
// app answers it. Defined once, here; the generated nginx configuration, the renderers, the
// documents, the bench, the start check and the tests take them from this module
// (`@site/shared/addresses`). Import-free, so the tooling loads it as it is; one constant each, so
// a browser bundle carries only the ones it uses.

/** The shell's parts of a page (head, top, footer, preview bar), for SSI includes only. */
export const SHELL_PARTS_ADDRESS = '/_shell/';
/** A page as its owner renders it: `/_page/<path>`, in the language of X-Site-Language. */
export const PAGE_ADDRESS = '/_page/';
/**
 * A widget region one remote renders for another's page: the owner answers
 * `/_region/<language>/<Module>`, the entry `/_region/<remote>/<language>/<Module>`.
 */
export const REGION_ADDRESS = '/_region/';
/** The entry's hop to a page's owner: `/_render/<owner>/<path>`. */
export const RENDER_ADDRESS = '/_render/';
/** The shell's not-found document, per language. */
export const NOT_FOUND_ADDRESS = '/_not-found/';
/** The client-rendered document (today's index.html), when an owner cannot answer. */
export const CLIENT_ADDRESS = '/_client';
/** An editor's preview: entering, ending, and the browser's content requests. */
export const PREVIEW_ADDRESS = '/_preview/';
/**
 * A page's form sent before its scripts ran (a POST of the page's address): the owner's form server
 * answers `/_form/<path>`, the entry's hop is `/_submit/<owner>/<path>`.
 */
export const FORM_ADDRESS = '/_form/';
export const SUBMIT_ADDRESS = '/_submit/';
/**
 * The fragments of a page's address that show how a form sent before the scripts ran ended, by CSS
 * alone (`:target`): where the form server sends the visitor after the message went, and where the
 * entry sends a submit it could not hand to the form server.
 */
export const FORM_FRAGMENTS = { sent: 'message-sent', notSent: 'message-not-sent' } as const;
/** The sitemap's part each owner answers: `/_sitemap` on the owner, `/_sitemap/<remote>` here. */
export const SITEMAP_ADDRESS = '/_sitemap';

export const INTERNAL_ADDRESSES = {
  shellParts: SHELL_PARTS_ADDRESS,
  page: PAGE_ADDRESS,
  region: REGION_ADDRESS,
  render: RENDER_ADDRESS,
  notFound: NOT_FOUND_ADDRESS,
  client: CLIENT_ADDRESS,
  preview: PREVIEW_ADDRESS,
  sitemap: SITEMAP_ADDRESS,
  form: FORM_ADDRESS,
  submit: SUBMIT_ADDRESS,
} as const;

/**
 * Where a page's browser sends its beacons (Core Web Vitals, its own failures) with
 * `navigator.sendBeacon`: same origin, a POST the entry passes to its signals server
 * (docs/operations.md#signals-from-browsers). Public, unlike the addresses above.
 */
export const SIGNALS_ADDRESS = '/_signals';

/** An editor's preview, under PREVIEW_ADDRESS. */
export const PREVIEW_ADDRESSES = {
  enter: `${PREVIEW_ADDRESS}enter`,
  exit: `${PREVIEW_ADDRESS}exit`,
  content: `${PREVIEW_ADDRESS}content`,
  /** The renderer's word on a request's preview cookie or pass (the entry asks before a page). */
  check: `${PREVIEW_ADDRESS}check`,
} as const;

/**
 * The header with which the content renderer states that it checked an editor's credential and
 * drew an answer in preview (value `verified`): what every hop keys its decisions on — never
 * stored in a cache a visitor is served from, framed by the editors' app — instead of what the
 * request's cookies look like (docs/operations.md#editor-preview).
 */
export const PREVIEW_VERIFIED_HEADER = 'X-Site-Preview';
