import { screen } from '@testing-library/react';
import { fetchBlogTeaser } from '../../queries';
import { post } from '../../test/fixtures';
import { renderOnLanguagePath, renderPage } from '../../test/renderPage';
import BlogTeaser from './BlogTeaser';

jest.mock('../../queries', () => ({
  ...jest.requireActual('../../queries'),
  fetchBlogTeaser: jest.fn(),
}));
const fetchMock = jest.mocked(fetchBlogTeaser);

describe('BlogTeaser', () => {
  beforeEach(() => fetchMock.mockReset());

  it('shows a loading text, then the latest posts with read-more and a view-all link', async () => {
    fetchMock.mockResolvedValue([post(1), post(2), post(3)]);
    renderPage(<BlogTeaser />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Post 1/ });
    expect(link).toHaveAttribute('href', '/blog/post-1');
    expect(screen.getAllByText(/Read more/)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View all articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    // A post without a picture gets the placeholder.
    expect(screen.getAllByTestId('image-placeholder')).toHaveLength(3);
  });

  it('shows the blog-not-found text when there are no posts', async () => {
    fetchMock.mockResolvedValue([]);
    renderPage(<BlogTeaser />, { language: 'ka' });
    expect(await screen.findByText('სტატია ვერ მოიძებნა')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('links its posts and the blog on the Georgian path of the Home page it is on', async () => {
    fetchMock.mockResolvedValue([post(1)]);
    renderOnLanguagePath(<BlogTeaser />, { language: 'ka', route: '/' });
    expect(await screen.findByRole('link', { name: /Post 1/ })).toHaveAttribute(
      'href',
      '/ka/blog/post-1',
    );
    expect(screen.getByRole('link', { name: 'ყველა სტატიის ნახვა' })).toHaveAttribute(
      'href',
      '/ka/blog',
    );
  });
});
