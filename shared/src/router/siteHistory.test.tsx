import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { followSiteLink, onSiteNavigation, SiteRouter } from './siteHistory';

// Every region's router on the one browser history; on a language path (`/ka/projects`) the
// language is the router's base (docs/product.md#language-paths).

function Page() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <p>Route {`${pathname}${search}`}</p>
      <Link to="/projects?page=2">Projects</Link>
      <Link to="/">Home</Link>
    </main>
  );
}

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <SiteRouter>
      <Page />
    </SiteRouter>,
  );
}

const back = () =>
  act(async () => {
    const moved = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await moved;
  });

describe('SiteRouter', () => {
  it('draws the app’s links on the page’s language path (Home: `/ka/`), routes see the route path', () => {
    renderAt('/ka/blog/a-post');
    expect(screen.getByText('Route /blog/a-post')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/ka/projects?page=2',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ka/');
  });

  it('gives Home’s language path the route `/`', () => {
    renderAt('/en/');
    expect(screen.getByText('Route /')).toBeInTheDocument();
  });

  it('keeps a followed link on the language path', async () => {
    const user = userEvent.setup();
    renderAt('/en/');
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/projects?page=2');
    expect(screen.getByText('Route /projects?page=2')).toBeInTheDocument();
  });

  it('moves to the other language’s path and back with the history, its links with it', async () => {
    renderAt('/en/projects');
    const moves: string[] = [];
    const stop = onSiteNavigation(() => moves.push(window.location.pathname));
    act(() => followSiteLink('/ka/projects'));
    expect(screen.getByText('Route /projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/ka/projects?page=2',
    );
    await back();
    expect(window.location.pathname).toBe('/en/projects');
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '/en/projects?page=2',
    );
    stop();
    expect(moves).toEqual(['/ka/projects', '/en/projects']);
  });

  it('draws links without a base on an address without a language', () => {
    renderAt('/projects');
    expect(screen.getByText('Route /projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
