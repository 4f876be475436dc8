import { headTags, pageHref, type HeadPlace, type HeadTags } from './headTags';

const place: HeadPlace = {
  pathname: '/blog/fire-pumps',
  language: 'en',
  siteUrl: 'https://alioni.ge/',
  siteName: 'Alioni Engineering',
};

const meta = (tags: HeadTags, key: string) =>
  tags.meta.find((tag) => tag.name === key || tag.property === key)?.content;

describe('headTags', () => {
  it('keeps a not-found page out of search results and names no address in its head', () => {
    const tags = headTags(
      { title: 'Page Not Found', description: 'Gone', indexable: false },
      place,
    );
    expect(tags.title).toBe('Page Not Found | Alioni Engineering');
    expect(tags.links).toEqual([]);
    expect(tags.meta).toEqual([
      { name: 'description', content: 'Gone' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('appends the site name to the title, but never to itself', () => {
    expect(headTags({ title: 'Blog', description: 'Posts' }, place).title).toBe(
      'Blog | Alioni Engineering',
    );
    expect(headTags({ title: 'Alioni Engineering', description: 'Home' }, place).title).toBe(
      'Alioni Engineering',
    );
    const georgian = { ...place, language: 'ka', siteName: 'ალიონი ინჟინერინგი' } as const;
    const tags = headTags({ title: 'ბლოგი', description: 'სტატიები' }, georgian);
    expect(tags.title).toBe('ბლოგი | ალიონი ინჟინერინგი');
    expect(meta(tags, 'og:site_name')).toBe('ალიონი ინჟინერინგი');
  });

  it('gives the canonical address of the language and an alternate for each language', () => {
    const tags = headTags({ title: 'Post', description: 'About pumps' }, place);
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://alioni.ge/blog/fire-pumps?lang=en' },
      { rel: 'alternate', hrefLang: 'ka', href: 'https://alioni.ge/blog/fire-pumps?lang=ka' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://alioni.ge/blog/fire-pumps?lang=en' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://alioni.ge/blog/fire-pumps' },
    ]);
    const ka = headTags(
      { title: 'Post', description: 'About pumps' },
      { ...place, language: 'ka' },
    );
    expect(ka.links[0]?.href).toBe('https://alioni.ge/blog/fire-pumps?lang=ka');
    expect(meta(ka, 'og:url')).toBe('https://alioni.ge/blog/fire-pumps?lang=ka');
    expect(meta(ka, 'og:locale')).toBe('ka_GE');
  });

  it('keeps the parameters that make the page one of its own, before the language', () => {
    const list = { ...place, pathname: '/projects' };
    const tags = headTags(
      { title: 'Projects', description: 'Ours', params: { page: '2', status: 'completed' } },
      list,
    );
    expect(tags.links).toEqual([
      {
        rel: 'canonical',
        href: 'https://alioni.ge/projects?page=2&status=completed&lang=en',
      },
      {
        rel: 'alternate',
        hrefLang: 'ka',
        href: 'https://alioni.ge/projects?page=2&status=completed&lang=ka',
      },
      {
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://alioni.ge/projects?page=2&status=completed&lang=en',
      },
      {
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://alioni.ge/projects?page=2&status=completed',
      },
    ]);
    expect(meta(tags, 'og:url')).toBe('https://alioni.ge/projects?page=2&status=completed&lang=en');
    const first = headTags({ title: 'Projects', description: 'Ours', params: {} }, list);
    expect(first.links[0]?.href).toBe('https://alioni.ge/projects?lang=en');
  });

  it('describes the page for search engines and link previews', () => {
    const tags = headTags({ title: 'Post', description: 'About pumps' }, place);
    expect(tags.meta).toEqual([
      { name: 'description', content: 'About pumps' },
      { property: 'og:title', content: 'Post | Alioni Engineering' },
      { property: 'og:description', content: 'About pumps' },
      { property: 'og:url', content: 'https://alioni.ge/blog/fire-pumps?lang=en' },
      { property: 'og:type', content: 'website' },
      { property: 'og:image', content: 'https://alioni.ge/og-image.png' },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:site_name', content: 'Alioni Engineering' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Post | Alioni Engineering' },
      { name: 'twitter:description', content: 'About pumps' },
      { name: 'twitter:image', content: 'https://alioni.ge/og-image.png' },
    ]);
  });

  it('previews an article with its own picture', () => {
    const picture = 'https://images.example/files/pump.jpg?fm=jpg';
    const tags = headTags(
      { title: 'Post', description: 'About pumps', image: picture, type: 'article' },
      place,
    );
    expect(meta(tags, 'og:type')).toBe('article');
    expect(meta(tags, 'og:image')).toBe(picture);
    expect(meta(tags, 'twitter:image')).toBe(picture);
  });
});

describe('pageHref', () => {
  it('is the path alone without parameters or language', () => {
    expect(pageHref('/blog')).toBe('/blog');
    expect(pageHref('/blog', {})).toBe('/blog');
  });

  it('puts the page’s own parameters first, in order, then the language', () => {
    expect(pageHref('/projects', { page: '2', status: 'completed' }, 'ka')).toBe(
      '/projects?page=2&status=completed&lang=ka',
    );
    expect(pageHref('/projects', { status: 'ongoing' })).toBe('/projects?status=ongoing');
    expect(pageHref('/blog', {}, 'en')).toBe('/blog?lang=en');
  });
});
