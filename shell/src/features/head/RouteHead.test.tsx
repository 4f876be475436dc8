import { getSiteConfig } from '@site/shared/config';
import type { Language } from '@site/shared/i18n';
import { renderInSite } from '@site/shared/testing';
import { headKeyFor, RouteHead } from './RouteHead';

const ROUTES = ['/', '/services', '/projects', '/about', '/blog', '/contact', '/missing'];

function titleOf(route: string, language: Language) {
  const { unmount } = renderInSite(<RouteHead />, { route, language });
  const title = document.title;
  const descriptions = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  expect(descriptions).toHaveLength(1);
  unmount();
  // Nothing stays behind for the page that replaces the default.
  expect(document.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(0);
  return { title, description: descriptions[0]?.content };
}

describe('RouteHead', () => {
  it.each<Language>(['en', 'ka'])(
    'gives every route its own %s title and description',
    (language) => {
      const heads = ROUTES.map((route) => titleOf(route, language));
      expect(new Set(heads.map((head) => head.title)).size).toBe(ROUTES.length);
      expect(new Set(heads.map((head) => head.description)).size).toBe(ROUTES.length);
      for (const head of heads) expect(head.description).toBeTruthy();
    },
  );

  it('titles pages in the active language', () => {
    expect(titleOf('/about', 'en').title).toBe('About us | Alioni Engineering');
    expect(titleOf('/about', 'ka').title).toBe('ჩვენ შესახებ | ალიონი ინჟინერინგი');
  });

  it('names the route’s language path as canonical, and no address for a page not found', () => {
    const site = getSiteConfig().siteUrl.replace(/\/$/, '');
    const canonical = () =>
      document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const first = renderInSite(<RouteHead />, { route: '/projects', language: 'ka' });
    expect(canonical()).toBe(`${site}/ka/projects`);
    first.unmount();
    const home = renderInSite(<RouteHead />, { route: '/', language: 'en' });
    expect(canonical()).toBe(`${site}/en/`);
    home.unmount();
    renderInSite(<RouteHead />, { route: '/missing', language: 'ka' });
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });

  it('maps nested routes to their section and unknown ones to not-found', () => {
    expect(headKeyFor('/')).toBe('home');
    expect(headKeyFor('/blog/a-post')).toBe('blog');
    expect(headKeyFor('/services/fire-safety')).toBe('services');
    expect(headKeyFor('/servicesx')).toBe('notFound');
  });
});
