import { sitemapUrls } from './sitemapPart';

const XHTML = 'http://www.w3.org/1999/xhtml';

/** The part inside the `<urlset>` the entry wraps around it (platform/src/composition/sitemapDocument.ts), as a crawler reads it. */
function crawl(part: string) {
  const xml = new DOMParser().parseFromString(
    '<?xml version="1.0" encoding="UTF-8"?>' +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML}">` +
      `${part}</urlset>`,
    'application/xml',
  );
  expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...xml.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

describe('sitemapUrls', () => {
  it('lists each page on its language paths, each naming both languages and the x-default', () => {
    const urls = crawl(sitemapUrls('https://alioni.ge/', ['/', '/projects', '/blog/fire-pumps']));
    const pumps = {
      ka: 'https://alioni.ge/ka/blog/fire-pumps',
      en: 'https://alioni.ge/en/blog/fire-pumps',
      'x-default': 'https://alioni.ge/blog/fire-pumps',
    };
    expect(urls).toEqual([
      {
        loc: 'https://alioni.ge/ka/',
        alternates: {
          ka: 'https://alioni.ge/ka/',
          en: 'https://alioni.ge/en/',
          'x-default': 'https://alioni.ge/',
        },
      },
      {
        loc: 'https://alioni.ge/en/',
        alternates: {
          ka: 'https://alioni.ge/ka/',
          en: 'https://alioni.ge/en/',
          'x-default': 'https://alioni.ge/',
        },
      },
      {
        loc: 'https://alioni.ge/ka/projects',
        alternates: {
          ka: 'https://alioni.ge/ka/projects',
          en: 'https://alioni.ge/en/projects',
          'x-default': 'https://alioni.ge/projects',
        },
      },
      {
        loc: 'https://alioni.ge/en/projects',
        alternates: {
          ka: 'https://alioni.ge/ka/projects',
          en: 'https://alioni.ge/en/projects',
          'x-default': 'https://alioni.ge/projects',
        },
      },
      { loc: pumps.ka, alternates: pumps },
      { loc: pumps.en, alternates: pumps },
    ]);
  });

  it('names no address by a language parameter', () => {
    const part = sitemapUrls('https://alioni.ge', ['/', '/contact']);
    expect(part).not.toMatch(/[?&]lang=/);
    expect(crawl(part).map(({ loc }) => loc)).toEqual([
      'https://alioni.ge/ka/',
      'https://alioni.ge/en/',
      'https://alioni.ge/ka/contact',
      'https://alioni.ge/en/contact',
    ]);
  });

  it('escapes what XML reserves, so an odd address keeps the document valid', () => {
    const part = sitemapUrls('https://alioni.ge', ["/blog/a&b'<c>"]);
    expect(part).toContain('<loc>https://alioni.ge/ka/blog/a&amp;b&#39;&lt;c&gt;</loc>');
    const [georgian] = crawl(part);
    expect(georgian?.loc).toBe("https://alioni.ge/ka/blog/a&b'<c>");
    expect(georgian?.alternates['x-default']).toBe("https://alioni.ge/blog/a&b'<c>");
  });

  it('lists nothing for no addresses', () => {
    expect(sitemapUrls('https://alioni.ge', [])).toBe('');
  });
});
