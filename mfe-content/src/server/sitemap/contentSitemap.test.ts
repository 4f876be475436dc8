import { getSiteConfig } from '@site/shared/config';
import { getEntries, type RawCollection } from '../../queries/contentClient';
import { contentSitemap, SitemapPart } from './contentSitemap';

jest.mock('../../queries/contentClient', () => ({
  ...jest.requireActual('../../queries/contentClient'),
  getEntries: jest.fn(),
}));

const site = getSiteConfig().siteUrl.replace(/\/$/, '');

/** The Delivery API's answer: the published entries' slugs of each content type. */
function published(slugs: Readonly<Record<string, readonly string[]>>) {
  jest.mocked(getEntries).mockImplementation(({ content_type: type }) => {
    const items = (slugs[String(type)] ?? []).map((slug, index) => ({
      sys: { id: slug, updatedAt: `2026-0${index + 1}-02T10:00:00.000Z` },
      fields: { slug },
    }));
    const collection = { items, total: items.length, skip: 0, limit: 1000 };
    return Promise.resolve(collection as unknown as RawCollection);
  });
}

describe('contentSitemap', () => {
  it('lists every content page on its Georgian and English language paths', async () => {
    published({ project: ['tbilisi-tower'], blogPost: ['fire-pumps'] });
    const xml = await contentSitemap();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      ['/projects', '/projects/tbilisi-tower', '/blog', '/blog/fire-pumps'].flatMap((route) => [
        `${site}/ka${route}`,
        `${site}/en${route}`,
      ]),
    );
    expect(xml).toContain(
      `<url><loc>${site}/en/blog/fire-pumps</loc><lastmod>2026-01-02T10:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="ka" href="${site}/ka/blog/fire-pumps"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${site}/en/blog/fire-pumps"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/blog/fire-pumps"/></url>`,
    );
    expect(xml).not.toMatch(/[?&]lang=/);
    // A list has no one date of its own: only an entry says when it last changed.
    expect(xml).toContain(`<url><loc>${site}/ka/projects</loc><xhtml:link`);
  });
});

describe("content's part of the sitemap", () => {
  it('is drawn again only after a content change, and kept while the service fails', async () => {
    let generation = 1;
    const draw = jest.fn<Promise<string>, []>().mockResolvedValue('<url>one</url>');
    const part = new SitemapPart(() => generation, draw);
    expect(await part.current()).toBe('<url>one</url>');
    expect(await part.current()).toBe('<url>one</url>');
    expect(draw).toHaveBeenCalledTimes(1);

    generation = 2;
    draw.mockRejectedValueOnce(new Error('content service down'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await part.current()).toBe('<url>one</url>');
    draw.mockResolvedValueOnce('<url>two</url>');
    expect(await part.current()).toBe('<url>two</url>');
  });

  it('lists the pages that need no content when it has never been drawn', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const part = new SitemapPart(
      () => 1,
      () => Promise.reject(new Error('down')),
    );
    const xml = await part.current();
    for (const language of ['ka', 'en']) {
      expect(xml).toContain(`/${language}/projects</loc>`);
      expect(xml).toContain(`/${language}/blog</loc>`);
    }
    expect(xml).not.toContain('/blog/');
    expect(xml).not.toMatch(/[?&]lang=/);
  });
});
