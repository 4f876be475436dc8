import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSiteConfig } from '@site/shared/config';
import { fetchProjectsPage } from '../../queries';
import { paged, project } from '../../test/fixtures';
import { contentTexts } from '../../texts/contentTexts';
import { deferred, renderOnLanguagePath, renderPage } from '../../test/renderPage';
import ProjectsListPage from './ProjectsListPage';

jest.mock('../../queries', () => ({
  ...jest.requireActual('../../queries'),
  fetchProjectsPage: jest.fn(),
}));
const fetchMock = jest.mocked(fetchProjectsPage);

const site = getSiteConfig().siteUrl.replace(/\/$/, '');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const filter = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter projects by status' })).getByRole('link', {
    name,
  });
const page = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name });

function twelve(page: number) {
  return Array.from({ length: 12 }, (_, i) => project((page - 1) * 12 + i + 1));
}

describe('ProjectsListPage', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows a loading text, then the cards with badge, title and link', async () => {
    const answer = deferred<ReturnType<typeof paged<ReturnType<typeof project>>>>();
    fetchMock.mockReturnValue(answer.promise);
    renderPage(<ProjectsListPage />, { route: '/projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our projects' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer.resolve(paged([project(1, { status: 'ongoing' }), project(2, { image: null })], 2, 12));
    const card = await screen.findByRole('link', { name: /Project 1/ });
    expect(card).toHaveAttribute('href', '/projects/project-1');
    expect(screen.getByRole('img', { name: 'Photo of project 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('fm=webp'),
    );
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByText('Ongoing')).toHaveClass('ongoing');
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(document.title).toContain('Our projects');
  });

  it('loads the pictures of the first screen at once and the rest when they come near', async () => {
    fetchMock.mockResolvedValue(paged(twelve(1), 12, 12));
    renderPage(<ProjectsListPage />, { route: '/projects' });
    await screen.findByText('Project 1');
    const loading = screen
      .getAllByRole('img', { name: /Photo of project/ })
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array(4).fill('eager'), ...Array(8).fill('lazy')]);
  });

  it('shows projects-not-found when the list is empty', async () => {
    fetchMock.mockResolvedValue(paged([], 0, 12));
    renderPage(<ProjectsListPage />, { route: '/projects', language: 'ka' });
    expect(await screen.findByText('პროექტები ვერ მოიძებნა')).toBeInTheDocument();
  });

  it('reads page and filter from the URL query', async () => {
    fetchMock.mockResolvedValue(paged(twelve(2), 30, 12, 2));
    renderPage(<ProjectsListPage />, { route: '/projects?page=2&status=completed' });
    await screen.findByText('Project 13');
    expect(fetchMock).toHaveBeenCalledWith('en', 2, 'completed');
    expect(filter('Completed')).toHaveAttribute('aria-current', 'true');
    expect(filter('All')).not.toHaveAttribute('aria-current');
    expect(page('Page 2')).toHaveAttribute('aria-current', 'page');
    // The page names itself (filter included) as canonical, not the list's first page.
    expect(canonical()).toBe(`${site}/en/projects?page=2&status=completed`);
  });

  it('links every page with its filter, and every filter at its first page', async () => {
    fetchMock.mockResolvedValue(paged(twelve(2), 30, 12, 2));
    renderPage(<ProjectsListPage />, { route: '/projects?page=2&status=completed' });
    await screen.findByText('Project 13');
    expect(page('Page 1')).toHaveAttribute('href', '/projects?status=completed');
    expect(page('Page 3')).toHaveAttribute('href', '/projects?page=3&status=completed');
    expect(filter('All')).toHaveAttribute('href', '/projects');
    expect(filter('Installation')).toHaveAttribute('href', '/projects?status=ongoing');
    expect(filter('Completed')).toHaveAttribute('href', '/projects?status=completed');
  });

  it('moves to another page through the URL and scrolls to the top', async () => {
    fetchMock.mockImplementation((_language, page) =>
      Promise.resolve(paged(twelve(page), 30, 12, page)),
    );
    const { location } = renderPage(<ProjectsListPage />, { route: '/projects' });
    await screen.findByText('Project 1');
    await userEvent.click(page('Page 3'));
    expect(await screen.findByText('Project 25')).toBeInTheDocument();
    expect(location()).toBe('/projects?page=3');
    expect(fetchMock).toHaveBeenLastCalledWith('en', 3, 'all');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('goes back to page 1 and to the top when the filter changes', async () => {
    fetchMock.mockImplementation((_language, page) =>
      Promise.resolve(paged(twelve(page), 30, 12, page)),
    );
    const { location } = renderPage(<ProjectsListPage />, { route: '/projects?page=3' });
    await screen.findByText('Project 25');
    await userEvent.click(filter('Installation'));
    await waitFor(() => expect(location()).toBe('/projects?status=ongoing'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(canonical()).toBe(`${site}/en/projects?status=ongoing`);
    expect(fetchMock).toHaveBeenLastCalledWith('en', 1, 'ongoing');
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
    expect(filter('Installation')).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the Georgian path in its cards, filters and pages, and in the address it moves to', async () => {
    const ka = contentTexts.ka.filter;
    fetchMock.mockImplementation((_language, page) =>
      Promise.resolve(paged(twelve(page), 30, 12, page)),
    );
    const { address } = renderOnLanguagePath(<ProjectsListPage />, {
      language: 'ka',
      route: '/projects?page=2&status=completed',
    });
    await screen.findByText('Project 13');
    expect(fetchMock).toHaveBeenCalledWith('ka', 2, 'completed');
    expect(screen.getByRole('link', { name: /Project 13/ })).toHaveAttribute(
      'href',
      '/ka/projects/project-13',
    );
    const filters = screen.getByRole('group', { name: ka.label });
    expect(within(filters).getByRole('link', { name: ka.all })).toHaveAttribute(
      'href',
      '/ka/projects',
    );
    expect(within(filters).getByRole('link', { name: ka.ongoing })).toHaveAttribute(
      'href',
      '/ka/projects?status=ongoing',
    );
    const pages = screen.getByRole('navigation', { name: 'გვერდების ნავიგაცია' });
    expect(within(pages).getByRole('link', { name: 'გვერდი 1' })).toHaveAttribute(
      'href',
      '/ka/projects?status=completed',
    );
    await userEvent.click(within(pages).getByRole('link', { name: 'გვერდი 3' }));
    expect(await screen.findByText('Project 25')).toBeInTheDocument();
    expect(address()).toBe('/ka/projects?page=3&status=completed');
    expect(fetchMock).toHaveBeenLastCalledWith('ka', 3, 'completed');
  });
});
