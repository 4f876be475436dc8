// The site's internal addresses: where the entry composes a page from its parts, and where each
// app answers it. Defined once, here; the generated nginx configuration, the renderers, the
// documents, the bench, the start check and the tests take them from this module. Import-free, so
// the tooling loads it as it is.

export const INTERNAL_ADDRESSES = {
  /** The shell's parts of a page (head, top, footer, preview bar), for SSI includes only. */
  shellParts: '/_shell/',
  /** A page as its owner renders it: `/_page/<path>`, in the language of X-Site-Language. */
  page: '/_page/',
  /**
   * A widget region one remote renders for another's page: the owner answers
   * `/_region/<language>/<Module>`, the entry `/_region/<remote>/<language>/<Module>`.
   */
  region: '/_region/',
  /** The entry's hop to a page's owner: `/_render/<owner>/<path>`. */
  render: '/_render/',
  /** The shell's not-found document, per language. */
  notFound: '/_not-found/',
  /** The client-rendered document (today's index.html), when an owner cannot answer. */
  client: '/_client',
  /** An editor's preview: entering, ending, and the browser's content requests. */
  preview: '/_preview/',
  /** The sitemap's part each owner answers: `/_sitemap` on the owner, `/_sitemap/<remote>` here. */
  sitemap: '/_sitemap',
} as const;

/** An editor's preview, under INTERNAL_ADDRESSES.preview. */
export const PREVIEW_ADDRESSES = {
  enter: `${INTERNAL_ADDRESSES.preview}enter`,
  exit: `${INTERNAL_ADDRESSES.preview}exit`,
  content: `${INTERNAL_ADDRESSES.preview}content`,
} as const;
