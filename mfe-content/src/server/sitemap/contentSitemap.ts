import { getSiteConfig } from '@site/shared/config';
import { type RouteParams } from '@site/shared/federation';
import { pageAddresses, sitemapUrls } from '@site/platform/server';
import { getEntries } from '../../queries/contentClient';

// This remote's part of the site's sitemap (the entry's /sitemap.xml includes it): every address
// its routes answer, one per published project and post, from the Delivery API as it is now, each
// on its language paths (`/ka/blog/x`, `/en/blog/x`: sitemapUrls).

/** Which content type's slugs fill each param of this remote's routes. */
const PARAM_TYPES: { readonly [P in keyof RouteParams<'content'>]: string } = {
  projectId: 'project',
  blogId: 'blogPost',
};

const PAGE_SIZE = 1000;

async function slugs(contentType: string): Promise<string[]> {
  const found: string[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await getEntries({
      content_type: contentType,
      select: 'fields.slug',
      limit: PAGE_SIZE,
      skip,
    });
    for (const { fields } of page.items) {
      if (typeof fields.slug === 'string' && fields.slug)
        found.push(encodeURIComponent(fields.slug));
    }
    if (skip + PAGE_SIZE >= page.total) return found;
  }
}

/** The `<url>` elements of every content page. Throws when the content service fails. */
export async function contentSitemap(): Promise<string> {
  const [projectId, blogId] = await Promise.all([
    slugs(PARAM_TYPES.projectId),
    slugs(PARAM_TYPES.blogId),
  ]);
  const params: RouteParams<'content'> = { projectId, blogId };
  const addresses = pageAddresses('content', params).map(({ url }) => url);
  return sitemapUrls(getSiteConfig().siteUrl, addresses);
}

/**
 * The part as of the content's last change: drawn again only after a change, and while the
 * content service fails, the last good one (or, before any, the pages that need no content).
 */
export class SitemapPart {
  private kept: { generation: number; xml: string } | undefined;

  private readonly generation: () => number;
  private readonly draw: () => Promise<string>;

  constructor(generation: () => number, draw: () => Promise<string> = contentSitemap) {
    this.generation = generation;
    this.draw = draw;
  }

  async current(): Promise<string> {
    const generation = this.generation();
    if (this.kept?.generation === generation) return this.kept.xml;
    try {
      this.kept = { generation, xml: await this.draw() };
      return this.kept.xml;
    } catch (error) {
      console.error('content renderer: the sitemap could not be drawn', error);
      if (this.kept) return this.kept.xml;
      const addresses = pageAddresses('content', { projectId: [], blogId: [] }).map(
        ({ url }) => url,
      );
      return sitemapUrls(getSiteConfig().siteUrl, addresses);
    }
  }
}
