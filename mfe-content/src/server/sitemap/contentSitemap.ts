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

/** Each published entry's slug (as it stands in an address) and when it last changed. */
async function slugs(contentType: string): Promise<Map<string, string | undefined>> {
  const found = new Map<string, string | undefined>();
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const page = await getEntries({
      content_type: contentType,
      select: 'fields.slug,sys.updatedAt',
      limit: PAGE_SIZE,
      skip,
    });
    for (const { fields, sys } of page.items) {
      if (typeof fields.slug === 'string' && fields.slug)
        found.set(encodeURIComponent(fields.slug), sys.updatedAt);
    }
    if (skip + PAGE_SIZE >= page.total) return found;
  }
}

/**
 * The `<url>` elements of every content page, an entry's with its last change (`<lastmod>`,
 * Contentful's sys.updatedAt). Throws when the content service fails.
 */
export async function contentSitemap(): Promise<string> {
  const [projects, posts] = await Promise.all([
    slugs(PARAM_TYPES.projectId),
    slugs(PARAM_TYPES.blogId),
  ]);
  const params: RouteParams<'content'> = {
    projectId: [...projects.keys()],
    blogId: [...posts.keys()],
  };
  const pages = pageAddresses('content', params).map(({ url }) => url);
  const changed = new Map<string, string | undefined>([
    ...[...projects].map(([slug, at]): [string, string | undefined] => [`/projects/${slug}`, at]),
    ...[...posts].map(([slug, at]): [string, string | undefined] => [`/blog/${slug}`, at]),
  ]);
  return sitemapUrls(getSiteConfig().siteUrl, pages, (address) => changed.get(address));
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
