import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchFeaturedProjects } from '../../queries';
import { project } from '../../test/fixtures';
import { deferred, renderOnLanguagePath, renderPage } from '../../test/renderPage';
import { carouselPageCount, nextCarouselPage, previousCarouselPage } from './carouselPages';
import FeaturedProjects from './FeaturedProjects';

jest.mock('../../queries', () => ({
  ...jest.requireActual('../../queries'),
  fetchFeaturedProjects: jest.fn(),
}));
const fetchMock = jest.mocked(fetchFeaturedProjects);

const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('carousel page handlers', () => {
  it('counts ceil(count / 4) pages, at least one', () => {
    expect(carouselPageCount(0)).toBe(1);
    expect(carouselPageCount(4)).toBe(1);
    expect(carouselPageCount(5)).toBe(2);
    expect(carouselPageCount(12)).toBe(3);
  });

  it('wraps next from the last page to the first, and previous from the first to the last', () => {
    expect(nextCarouselPage(0, 3)).toBe(1);
    expect(nextCarouselPage(2, 3)).toBe(0);
    expect(previousCarouselPage(1, 3)).toBe(0);
    expect(previousCarouselPage(0, 3)).toBe(2);
    expect(nextCarouselPage(0, 1)).toBe(0);
  });
});

describe('FeaturedProjects', () => {
  beforeEach(() => fetchMock.mockReset());

  it('shows the portfolio title and a loading text, then the cards', async () => {
    const answer = deferred<ReturnType<typeof project>[]>();
    fetchMock.mockReturnValue(answer.promise);
    renderPage(<FeaturedProjects />);
    expect(screen.getByRole('heading', { name: 'Our portfolio' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer.resolve([project(1), project(2)]);
    expect(await screen.findByRole('link', { name: /Project 1/ })).toHaveAttribute(
      'href',
      '/projects/project-1',
    );
    expect(screen.getByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(screen.getByText('Ongoing')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('shows the title and projects-not-found when there are none', async () => {
    fetchMock.mockResolvedValue([]);
    renderPage(<FeaturedProjects />, { language: 'ka' });
    expect(await screen.findByText('პროექტები ვერ მოიძებნა')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ჩვენი პორტფოლიო' })).toBeInTheDocument();
  });

  it('pages 4 at a time, greying out previous on the first page and next on the last', async () => {
    fetchMock.mockResolvedValue([1, 2, 3, 4, 5, 6].map((n) => project(n)));
    renderPage(<FeaturedProjects />);
    await screen.findByText('Project 1');
    const previous = screen.getByRole('button', { name: 'Previous projects' });
    const next = screen.getByRole('button', { name: 'Next projects' });
    expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(cardTitles()).toEqual(['Project 5', 'Project 6']);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(cardTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
  });

  it('disables both arrows when everything fits on one page', async () => {
    fetchMock.mockResolvedValue([project(1), project(2), project(3), project(4)]);
    renderPage(<FeaturedProjects />);
    await screen.findByText('Project 4');
    expect(screen.getByRole('button', { name: 'Previous projects' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next projects' })).toBeDisabled();
  });

  it('refetches in the other language when the language changes', async () => {
    fetchMock.mockImplementation((language) =>
      Promise.resolve([project(1, { title: language === 'ka' ? 'კოშკი' : 'Tower' })]),
    );
    const { setLanguage } = renderPage(<FeaturedProjects />);
    expect(await screen.findByText('Tower')).toBeInTheDocument();
    setLanguage('ka');
    expect(await screen.findByText('კოშკი')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([language]) => language)).toEqual(['en', 'ka']);
  });

  it('links its cards and the whole list on the Georgian path of the Home page it is on', async () => {
    fetchMock.mockResolvedValue([project(1)]);
    renderOnLanguagePath(<FeaturedProjects />, { language: 'ka', route: '/' });
    expect(await screen.findByRole('link', { name: /Project 1/ })).toHaveAttribute(
      'href',
      '/ka/projects/project-1',
    );
    expect(screen.getByRole('link', { name: 'ყველა პროექტის ნახვა' })).toHaveAttribute(
      'href',
      '/ka/projects',
    );
  });
});
