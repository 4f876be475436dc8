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

  it('names the language path of its language as canonical and one alternate per language', () => {
    const tags = headTags({ title: 'Post', description: 'About pumps' }, place);
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://alioni.ge/en/blog/fire-pumps' },
      { rel: 'alternate', hrefLang: 'ka', href: 'https://alioni.ge/ka/blog/fire-pumps' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://alioni.ge/en/blog/fire-pumps' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://alioni.ge/blog/fire-pumps' },
    ]);
    const ka = headTags(
      { title: 'Post', description: 'About pumps' },
      { ...place, language: 'ka' },
    );
    // The same alternates: only the canonical is the page's own language.
    expect(ka.links).toEqual([
      { rel: 'canonical', href: 'https://alioni.ge/ka/blog/fire-pumps' },
      ...tags.links.slice(1),
    ]);
    expect(meta(ka, 'og:url')).toBe('https://alioni.ge/ka/blog/fire-pumps');
    expect(meta(ka, 'og:locale')).toBe('ka_GE');
  });

  it.each(['ka', 'en'] as const)('gives Home its %s language path, slash kept', (language) => {
    const tags = headTags(
      { title: 'Alioni Engineering', description: 'Fire safety' },
      { ...place, pathname: '/', language },
    );
    expect(tags.links).toEqual([
      { rel: 'canonical', href: `https://alioni.ge/${language}/` },
      { rel: 'alternate', hrefLang: 'ka', href: 'https://alioni.ge/ka/' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://alioni.ge/en/' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://alioni.ge/' },
    ]);
    expect(meta(tags, 'og:url')).toBe(`https://alioni.ge/${language}/`);
  });

  it('names the same addresses whether it is given the route path or the language path', () => {
    const props = { title: 'Post', description: 'About pumps' };
    const fromRoute = headTags(props, { ...place, language: 'ka' });
    for (const pathname of ['/ka/blog/fire-pumps', '/en/blog/fire-pumps']) {
      expect(headTags(props, { ...place, pathname, language: 'ka' })).toEqual(fromRoute);
    }
    const home = headTags(props, { ...place, pathname: '/en/', language: 'en' });
    expect(home.links[0]?.href).toBe('https://alioni.ge/en/');
    expect(home.links[3]?.href).toBe('https://alioni.ge/');
  });

  it('keeps the parameters that make the page one of its own, in every address', () => {
    const list = { ...place, pathname: '/projects' };
    const tags = headTags(
      { title: 'Projects', description: 'Ours', params: { page: '2', status: 'completed' } },
      list,
    );
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://alioni.ge/en/projects?page=2&status=completed' },
      {
        rel: 'alternate',
        hrefLang: 'ka',
        href: 'https://alioni.ge/ka/projects?page=2&status=completed',
      },
      {
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://alioni.ge/en/projects?page=2&status=completed',
      },
      {
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://alioni.ge/projects?page=2&status=completed',
      },
    ]);
    expect(meta(tags, 'og:url')).toBe('https://alioni.ge/en/projects?page=2&status=completed');
    const second = headTags(
      { title: 'პროექტები', description: 'ჩვენი', params: { page: '2' } },
      { ...list, language: 'ka' },
    );
    expect(second.links[0]?.href).toBe('https://alioni.ge/ka/projects?page=2');
    expect(meta(second, 'og:url')).toBe('https://alioni.ge/ka/projects?page=2');
    const first = headTags({ title: 'Projects', description: 'Ours', params: {} }, list);
    expect(first.links[0]?.href).toBe('https://alioni.ge/en/projects');
  });

  it('never names a language by a parameter', () => {
    const tags = headTags(
      { title: 'Projects', description: 'Ours', params: { page: '3' } },
      { ...place, pathname: '/projects', language: 'ka' },
    );
    const addresses = [
      ...tags.links.map((link) => link.href),
      ...tags.meta.filter(({ property }) => property === 'og:url').map(({ content }) => content),
    ];
    expect(addresses).toHaveLength(5);
    for (const address of addresses) expect(address).not.toMatch(/[?&]lang=/);
  });

  it('describes the page for search engines and link previews', () => {
    const tags = headTags({ title: 'Post', description: 'About pumps' }, place);
    expect(tags.meta).toEqual([
      { name: 'description', content: 'About pumps' },
      { property: 'og:title', content: 'Post | Alioni Engineering' },
      { property: 'og:description', content: 'About pumps' },
      { property: 'og:url', content: 'https://alioni.ge/en/blog/fire-pumps' },
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
  it('is the spec’s unprefixed address without a language', () => {
    expect(pageHref('/blog')).toBe('/blog');
    expect(pageHref('/blog', {})).toBe('/blog');
    expect(pageHref('/')).toBe('/');
    expect(pageHref('/projects', { status: 'ongoing' })).toBe('/projects?status=ongoing');
  });

  it('is the language path with a language, the page’s own parameters after it in order', () => {
    expect(pageHref('/projects', { page: '2', status: 'completed' }, 'ka')).toBe(
      '/ka/projects?page=2&status=completed',
    );
    expect(pageHref('/blog', {}, 'en')).toBe('/en/blog');
    expect(pageHref('/', undefined, 'ka')).toBe('/ka/');
    expect(pageHref('/', { page: '2' }, 'en')).toBe('/en/?page=2');
  });

  it('takes a language path too: its language is replaced, or dropped for the unprefixed address', () => {
    expect(pageHref('/ka/projects', { page: '2' }, 'en')).toBe('/en/projects?page=2');
    expect(pageHref('/ka/projects', { page: '2' })).toBe('/projects?page=2');
    expect(pageHref('/en/', {}, 'ka')).toBe('/ka/');
    expect(pageHref('/en')).toBe('/');
  });
});
