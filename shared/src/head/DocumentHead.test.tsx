import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getSiteConfig } from '@site/shared/config';
import { languageAtom, type Language } from '@site/shared/language';
import { renderInSite } from '@site/shared/testing';
import { DocumentHead } from './DocumentHead';

const renderAt = (ui: ReactNode, { path = '/', language = 'en' as Language } = {}) =>
  renderInSite(ui, { route: path, language });

const site = getSiteConfig().siteUrl.replace(/\/$/, '');
const all = (selector: string) => [...document.head.querySelectorAll(selector)];
const content = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.getAttribute('content');
const href = (selector: string) =>
  document.head.querySelector<HTMLLinkElement>(selector)?.getAttribute('href');

describe('DocumentHead', () => {
  it('puts the title, description and sharing tags into the document head', () => {
    renderAt(<DocumentHead title="Our projects" description="Projects we built" />, {
      path: '/projects',
    });
    expect(document.title).toBe('Our projects | Alioni Engineering');
    expect(all('title')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Projects we built');
    expect(href('link[rel="canonical"]')).toBe(`${site}/en/projects`);
    expect(href('link[rel="alternate"][hreflang="ka"]')).toBe(`${site}/ka/projects`);
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${site}/en/projects`);
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${site}/projects`);
    expect(content('meta[property="og:title"]')).toBe('Our projects | Alioni Engineering');
    expect(content('meta[property="og:description"]')).toBe('Projects we built');
    expect(content('meta[property="og:url"]')).toBe(`${site}/en/projects`);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:image"]')).toBe(`${site}/og-image.png`);
    expect(content('meta[property="og:locale"]')).toBe('en_US');
    expect(content('meta[property="og:site_name"]')).toBe('Alioni Engineering');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(`${site}/og-image.png`);
  });

  it('follows the language: localized site name, canonical and locale', () => {
    const { store } = renderAt(<DocumentHead title="ბლოგი" description="სტატიები" />, {
      path: '/blog',
      language: 'ka',
    });
    expect(document.title).toBe('ბლოგი | ალიონი ინჟინერინგი');
    expect(href('link[rel="canonical"]')).toBe(`${site}/ka/blog`);
    expect(content('meta[property="og:locale"]')).toBe('ka_GE');

    act(() => store.set(languageAtom, 'en'));
    expect(document.title).toBe('ბლოგი | Alioni Engineering');
    expect(href('link[rel="canonical"]')).toBe(`${site}/en/blog`);
    expect(content('meta[property="og:locale"]')).toBe('en_US');
    expect(all('link[rel="canonical"]')).toHaveLength(1);
  });

  it('takes away the head tags the server drew when the page is drawn afresh over them', () => {
    // As the server leaves them: a page React drew itself instead of hydrating (Back to the other
    // language's page while it hydrated) would show two titles and two canonicals, the server's first.
    document.head.insertAdjacentHTML(
      'afterbegin',
      `<title data-page-head="">ბლოგი | ალიონი ინჟინერინგი</title>` +
        `<link rel="canonical" href="${site}/ka/blog" data-page-head="">` +
        `<meta name="description" content="სტატიები" data-page-head="">` +
        `<link rel="stylesheet" href="/kept.css">`,
    );
    renderAt(<DocumentHead title="Blog" description="Articles" />, { path: '/blog' });
    expect(all('title').map((title) => title.textContent)).toEqual(['Blog | Alioni Engineering']);
    expect(all('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
      `${site}/en/blog`,
    ]);
    expect(all('meta[name="description"]')).toHaveLength(1);
    // What is not the page's head stays.
    expect(all('link[rel="stylesheet"]')).toHaveLength(1);
    all('link[rel="stylesheet"]').forEach((link) => link.remove());
  });

  it.each<Language>(['ka', 'en'])(
    'names Home’s %s language path, its own canonical',
    (language) => {
      renderAt(<DocumentHead title="Alioni Engineering" description="Fire safety" />, { language });
      expect(href('link[rel="canonical"]')).toBe(`${site}/${language}/`);
      expect(content('meta[property="og:url"]')).toBe(`${site}/${language}/`);
      expect(href('link[rel="alternate"][hreflang="ka"]')).toBe(`${site}/ka/`);
      expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${site}/en/`);
      expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${site}/`);
    },
  );

  it('names a list’s later page with its parameters on the language path', () => {
    renderAt(
      <DocumentHead title="პროექტები" description="ჩვენი პროექტები" params={{ page: '2' }} />,
      { path: '/projects?page=2', language: 'ka' },
    );
    expect(href('link[rel="canonical"]')).toBe(`${site}/ka/projects?page=2`);
    expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${site}/en/projects?page=2`);
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${site}/projects?page=2`);
    expect(content('meta[property="og:url"]')).toBe(`${site}/ka/projects?page=2`);
  });

  it('names the same addresses when its router gives the language path itself', () => {
    renderAt(<DocumentHead title="Blog" description="Posts" params={{ page: '2' }} />, {
      path: '/en/blog?page=2',
    });
    expect(href('link[rel="canonical"]')).toBe(`${site}/en/blog?page=2`);
    expect(href('link[rel="alternate"][hreflang="ka"]')).toBe(`${site}/ka/blog?page=2`);
    expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${site}/blog?page=2`);
  });

  it('names no address for a page that is not found, and keeps it out of search results', () => {
    renderAt(<DocumentHead title="Page Not Found" description="Gone" indexable={false} />, {
      path: '/nowhere',
      language: 'ka',
    });
    expect(all('link')).toHaveLength(0);
    expect(all('meta[property="og:url"]')).toHaveLength(0);
    expect(content('meta[name="robots"]')).toBe('noindex');
  });

  it('does not append the site name to itself', () => {
    renderAt(<DocumentHead title="Alioni Engineering" description="Fire safety" />);
    expect(document.title).toBe('Alioni Engineering');
    expect(content('meta[property="og:site_name"]')).toBe('Alioni Engineering');
  });

  it('previews an article with its own picture', () => {
    const picture = 'https://images.example/files/pump.jpg?fm=jpg';
    renderAt(
      <DocumentHead title="Pumps" description="About pumps" image={picture} type="article" />,
      { path: '/blog/pumps' },
    );
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe(picture);
    expect(content('meta[name="twitter:image"]')).toBe(picture);
  });

  it('updates its tags in place and removes them when the page leaves', () => {
    const { rerender, unmount } = renderAt(<DocumentHead title="Blog" description="Posts" />);
    rerender(<DocumentHead title="A post" description="One post" type="article" />);
    expect(document.title).toBe('A post | Alioni Engineering');
    expect(all('title')).toHaveLength(1);
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('One post');
    expect(all('meta[property="og:type"]')).toHaveLength(1);

    unmount();
    expect(document.head.querySelectorAll('title, meta, link')).toHaveLength(0);
  });
});
