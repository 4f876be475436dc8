import { entryRoute, siteRoute } from './siteLink';

const SITE = 'https://alioni.example';

describe('siteRoute', () => {
  it.each([
    ['/projects/tower', '/projects/tower'],
    ['/', '/'],
    ['/blog?page=2', '/blog?page=2'],
    // A language path names the page; the reader's own language path is the link's.
    ['/ka/blog/x', '/blog/x'],
    ['/en/', '/'],
    ['https://alioni.example/en/projects/tower#photos', '/projects/tower#photos'],
    ['https://alioni.example/contact', '/contact'],
    // An old address's language parameter is the reader's to keep, not the link's.
    ['/blog/x?lang=ka&page=2', '/blog/x?page=2'],
    // In any letter case, as the entry reads it (it would move the reader to Georgian).
    ['/blog/x?LANG=ka', '/blog/x'],
    ['/blog/x?page=2&Lang=ka#top', '/blog/x?page=2#top'],
  ])('gives %s the route address %s', (href, route) => {
    expect(siteRoute(href, SITE)).toBe(route);
  });

  it.each([
    'https://other.example/projects/tower',
    'http://alioni.example/projects',
    '//other.example/blog',
    'https://alioni.example:8443/projects',
    'mailto:office@alioni.example',
    '#part',
    '/files/guide.pdf',
    '/sitemap.xml',
    '/projects/a/b',
  ])('leaves %s to the browser: another site, or no page of the router', (href) => {
    expect(siteRoute(href, SITE)).toBeNull();
  });
});

describe('entryRoute', () => {
  const entry = (contentType: string, fields: Record<string, unknown>, id = 'entry-id') => ({
    sys: { id, type: 'Entry', contentType: { sys: { id: contentType, type: 'Link' } } },
    fields,
  });

  it('gives a post or a project the route of its page, by its slug in the page’s locale', () => {
    expect(entryRoute(entry('blogPost', { slug: 'a post' }), 'en-US')).toBe('/blog/a%20post');
    expect(entryRoute(entry('project', { slug: { 'en-US': 'tower', ka: 'koshki' } }), 'ka')).toBe(
      '/projects/koshki',
    );
    // Without a slug, the entry's id, as the cards have it.
    expect(entryRoute(entry('project', {}, 'p-1'), 'en-US')).toBe('/projects/p-1');
  });

  it('gives no route to an entry of another type, or a link the service did not resolve', () => {
    expect(entryRoute(entry('author', { slug: 'nino' }), 'en-US')).toBeNull();
    expect(entryRoute({ sys: { id: 'x', type: 'Link', linkType: 'Entry' } }, 'en-US')).toBeNull();
    expect(entryRoute(undefined, 'en-US')).toBeNull();
  });
});
