import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchProjectBySlug, fetchRelatedProjects } from '../../queries';
import { project } from '../../test/fixtures';
import { deferred, renderOnLanguagePath, renderPage } from '../../test/renderPage';
import ProjectDetailPage from './ProjectDetailPage';

jest.mock('../../queries', () => ({
  ...jest.requireActual('../../queries'),
  fetchProjectBySlug: jest.fn(),
  fetchRelatedProjects: jest.fn(),
}));
const bySlug = jest.mocked(fetchProjectBySlug);
const related = jest.mocked(fetchRelatedProjects);

const open = (slug: string, language: 'en' | 'ka' = 'en') =>
  renderPage(<ProjectDetailPage />, {
    route: `/projects/${slug}`,
    path: '/projects/:projectId',
    language,
  });

describe('ProjectDetailPage', () => {
  beforeEach(() => {
    bySlug.mockReset();
    related.mockReset();
    related.mockResolvedValue([]);
  });

  it('shows a loading text, then the project with its about box', async () => {
    const answer = deferred<ReturnType<typeof project> | null>();
    bySlug.mockReturnValue(answer.promise);
    open('tower');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer.resolve(
      project(7, {
        title: 'Tbilisi Tower',
        client: 'City Hall',
        area: '12 000 m²',
        status: 'ongoing',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tbilisi Tower' }),
    ).toBeInTheDocument();
    expect(bySlug).toHaveBeenCalledWith('en', 'tower');
    const about = screen.getByRole('complementary', { name: 'About the project' });
    expect(within(about).getByText('City Hall')).toBeInTheDocument();
    expect(within(about).getByText('12 000 m²')).toBeInTheDocument();
    expect(within(about).getByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of project 7' })).toHaveAttribute(
      'loading',
      'eager',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(within(breadcrumb).getByText('Tbilisi Tower')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toContain('Tbilisi Tower');
  });

  it('leaves out client and area when absent and calls any non-ongoing status completed', async () => {
    bySlug.mockResolvedValue(project(8, { status: 'on hold' }));
    open('p8', 'ka');
    const about = await screen.findByRole('complementary', { name: 'პროექტის შესახებ' });
    expect(within(about).queryByText('დამკვეთი')).not.toBeInTheDocument();
    expect(within(about).queryByText('ფართობი')).not.toBeInTheDocument();
    expect(within(about).getByText('დასრულებული')).toBeInTheDocument();
    expect(within(about).queryByText('სერვისები')).not.toBeInTheDocument();
  });

  it('toggles the services dropdown', async () => {
    bySlug.mockResolvedValue(project(9, { services: ['Sprinklers', 'Fire alarm'] }));
    open('p9');
    const about = await screen.findByRole('complementary', { name: 'About the project' });
    // A native disclosure (its summary has no ARIA role to query): ProjectAboutBox.test.tsx.
    const toggle = within(about).getByText('Services', { exact: true });
    expect(within(about).getByRole('group')).not.toHaveAttribute('open');
    expect(screen.queryByText('Sprinklers')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(within(about).getByRole('group')).toHaveAttribute('open');
    expect(screen.getByText('Sprinklers')).toBeVisible();
    await userEvent.click(toggle);
    expect(screen.queryByText('Sprinklers')).not.toBeVisible();
  });

  it('shows 4 related projects whose arrows change nothing visible', async () => {
    bySlug.mockResolvedValue(project(1));
    related.mockResolvedValue([2, 3, 4, 5, 6, 7].map((n) => project(n)));
    open('p1');
    const section = await screen.findByRole('region', { name: 'Related projects' });
    expect(related).toHaveBeenCalledWith('en', 'project-1');
    const titles = () =>
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Project 2', 'Project 3', 'Project 4', 'Project 5']);
    await userEvent.click(within(section).getByRole('button', { name: 'Next related projects' }));
    await userEvent.click(
      within(section).getByRole('button', { name: 'Previous related projects' }),
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Previous related projects' }),
    );
    expect(titles()).toEqual(['Project 2', 'Project 3', 'Project 4', 'Project 5']);
  });

  it('shows project-not-found for an unknown slug', async () => {
    bySlug.mockResolvedValue(null);
    open('nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(related).not.toHaveBeenCalled();
  });

  it('keeps the Georgian path in the breadcrumb, the related projects and the not-found link', async () => {
    bySlug.mockResolvedValueOnce(project(1));
    related.mockResolvedValue([project(2)]);
    const at = { language: 'ka', path: '/projects/:projectId' } as const;
    const { unmount } = renderOnLanguagePath(<ProjectDetailPage />, {
      ...at,
      route: '/projects/p1',
    });
    const section = await screen.findByRole('region', { name: 'მსგავსი პროექტები' });
    expect(within(section).getByRole('link', { name: /Project 2/ })).toHaveAttribute(
      'href',
      '/ka/projects/project-2',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'ნავიგაციის ბილიკი' });
    expect(within(breadcrumb).getByRole('link', { name: 'პროექტები' })).toHaveAttribute(
      'href',
      '/ka/projects',
    );
    unmount();

    bySlug.mockResolvedValueOnce(null);
    renderOnLanguagePath(<ProjectDetailPage />, { ...at, route: '/projects/missing' });
    await screen.findByRole('heading', { level: 1, name: 'პროექტი ვერ მოიძებნა' });
    expect(screen.getByRole('link', { name: 'ყველა პროექტზე დაბრუნება' })).toHaveAttribute(
      'href',
      '/ka/projects',
    );
  });
});
