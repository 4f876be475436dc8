import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSiteConfig } from '@site/shared/config';
import { fetchBlogPage, fetchFeaturedPost, fetchSidebarPosts } from '../../queries';
import { paged, post } from '../../test/fixtures';
import { renderOnLanguagePath, renderPage } from '../../test/renderPage';
import BlogListPage from './BlogListPage';

jest.mock('../../queries', () => ({
  ...jest.requireActual('../../queries'),
  fetchFeaturedPost: jest.fn(),
  fetchSidebarPosts: jest.fn(),
  fetchBlogPage: jest.fn(),
}));
const featured = jest.mocked(fetchFeaturedPost);
const sidebar = jest.mocked(fetchSidebarPosts);
const grid = jest.mocked(fetchBlogPage);

const site = getSiteConfig().siteUrl.replace(/\/$/, '');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

function nine(page: number) {
  return Array.from({ length: 9 }, (_, i) => post((page - 1) * 9 + i + 1));
}

describe('BlogListPage', () => {
  beforeEach(() => {
    featured.mockReset();
    sidebar.mockReset();
    grid.mockReset();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows loading texts first', () => {
    featured.mockReturnValue(new Promise(() => undefined));
    grid.mockReturnValue(new Promise(() => undefined));
    renderPage(<BlogListPage />, { route: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
  });

  it('shows the featured post, a sidebar without it, and the article grid', async () => {
    featured.mockResolvedValue(post(5, { title: 'Sprinkler standards', isFeatured: true }));
    sidebar.mockResolvedValue([post(1), post(2), post(3)]);
    grid.mockResolvedValue(paged(nine(1), 9, 9));
    renderPage(<BlogListPage />, { route: '/blog' });
    const lead = await screen.findByRole('link', { name: /Sprinkler standards/ });
    expect(lead).toHaveAttribute('href', '/blog/post-5');
    expect(sidebar).toHaveBeenCalledWith('en', 'post-5');
    const recent = screen.getByRole('complementary', { name: 'Recent articles' });
    expect(within(recent).getAllByRole('link')).toHaveLength(3);
    const articles = await screen.findByRole('region', { name: 'Interesting articles' });
    expect(within(articles).getAllByRole('article')).toHaveLength(9);
    // A single page has no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(document.title).toContain('Blog');
  });

  it('shows the featured-not-found, sidebar-not-found and no-posts messages', async () => {
    featured.mockResolvedValue(null);
    sidebar.mockResolvedValue([]);
    grid.mockResolvedValue(paged([], 0, 9));
    renderPage(<BlogListPage />, { route: '/blog' });
    expect(await screen.findByText('Featured article not found')).toBeInTheDocument();
    expect(sidebar).toHaveBeenCalledWith('en', undefined);
    const recent = screen.getByRole('complementary', { name: 'Recent articles' });
    expect(within(recent).getByText('Articles not found')).toBeInTheDocument();
    const articles = screen.getByRole('region', { name: 'Interesting articles' });
    expect(await within(articles).findByText('Articles not found')).toBeInTheDocument();
  });

  it('pages the grid with arrows, keeping the page in the URL', async () => {
    featured.mockResolvedValue(post(100));
    sidebar.mockResolvedValue([]);
    grid.mockImplementation((_language, page) => Promise.resolve(paged(nine(page), 25, 9, page)));
    const { location } = renderPage(<BlogListPage />, { route: '/blog?page=2' });
    expect(await screen.findByText('Post 10')).toBeInTheDocument();
    expect(grid).toHaveBeenCalledWith('en', 2);
    expect(canonical()).toBe(`${site}/en/blog?page=2`);
    // The grid shows its loading text between pages, so the bar is looked up afresh each time.
    const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
    const link = (name: string) => within(pagination()).getByRole('link', { name });
    expect(link('Previous')).toHaveAttribute('href', '/blog');
    expect(link('Next')).toHaveAttribute('href', '/blog?page=3');
    await userEvent.click(link('Next'));
    expect(await screen.findByText('Post 19')).toBeInTheDocument();
    expect(location()).toBe('/blog?page=3');
    expect(canonical()).toBe(`${site}/en/blog?page=3`);
    expect(link('Next')).not.toHaveAttribute('href');
    expect(link('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(link('Page 3')).toHaveAttribute('aria-current', 'page');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    await userEvent.click(link('Page 1'));
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(location()).toBe('/blog');
    expect(canonical()).toBe(`${site}/en/blog`);
  });

  it('links its pages, posts and filters on the Georgian path it is read on, in no other parameter', async () => {
    featured.mockResolvedValue(post(100));
    sidebar.mockResolvedValue([post(1)]);
    grid.mockImplementation((_language, page) => Promise.resolve(paged(nine(page), 25, 9, page)));
    const { address } = renderOnLanguagePath(<BlogListPage />, {
      language: 'ka',
      route: '/blog?utm_source=mail&status=completed',
    });
    const pagination = await screen.findByRole('navigation', { name: 'გვერდების ნავიგაცია' });
    expect(grid).toHaveBeenCalledWith('ka', 1);
    expect(within(pagination).getByRole('link', { name: 'გვერდი 2' })).toHaveAttribute(
      'href',
      '/ka/blog?page=2',
    );
    expect(within(pagination).getByRole('link', { name: 'გვერდი 1' })).toHaveAttribute(
      'href',
      '/ka/blog',
    );
    expect(screen.getByRole('link', { name: /Post 100/ })).toHaveAttribute(
      'href',
      '/ka/blog/post-100',
    );
    const recent = screen.getByRole('complementary', { name: 'ბოლო სტატიები' });
    expect(within(recent).getByRole('link')).toHaveAttribute('href', '/ka/blog/post-1');
    // Followed with scripts, the link moves the address on the same language path.
    await userEvent.click(within(pagination).getByRole('link', { name: 'გვერდი 2' }));
    expect(await screen.findByText('Post 10')).toBeInTheDocument();
    expect(address()).toBe('/ka/blog?page=2');
    expect(grid).toHaveBeenLastCalledWith('ka', 2);
  });
});
