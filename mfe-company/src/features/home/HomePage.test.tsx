import { act, screen, waitFor } from '@testing-library/react';
import { everythingInView, renderInSite } from '@site/shared/testing';
import HomePage from './HomePage';

// The content remote's widgets are regions of that remote (covered end to end); here each is a
// marker so the page's own order can be checked.
jest.mock('@site/shared/federation', () => ({
  RemoteRegion: ({ module }: { module: string }) => <section aria-label={module} />,
}));

describe('HomePage', () => {
  // Sections far down the page load as they near the viewport: here everything is near at once.
  let restoreObserver: () => void;
  beforeEach(() => {
    restoreObserver = everythingInView();
  });
  afterEach(() => restoreObserver());

  it('stacks the sections in the documented order', async () => {
    // The FAQ's code loads once it is near the viewport (here at once): act waits for that import
    // and React's retry, so what follows queries a finished page. A findBy* poll would instead
    // race its one-second limit against role queries that take most of a second on this page.
    await act(async () => {
      renderInSite(<HomePage />);
    });
    const names = screen
      .getAllByRole('region')
      .map(
        (region) =>
          region.getAttribute('aria-label') ?? region.querySelector('h1, h2')?.textContent,
      );
    expect(names).toEqual([
      'Safe, reliable engineering systems for every building',
      'What we do',
      'Your partner in fire safety since 2020',
      'Our work in numbers',
      'content/FeaturedProjects',
      'Our partners and clients',
      'content/BlogTeaser',
      'Frequently asked questions',
    ]);
  });

  it('has one h1, hero links to services and contact, and images with their sizes', () => {
    renderInSite(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Our services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
      expect(image).toHaveAttribute('alt');
    }
  });

  it('tells five years since 2020 in the about section', () => {
    renderInSite(<HomePage />, { language: 'ka' });
    expect(screen.getByRole('heading', { level: 2, name: /2020 წლიდან/ })).toBeInTheDocument();
    expect(screen.getByText(/^5 წელია/)).toBeInTheDocument();
  });

  it('shows the 15 partners in a duplicated strip, the copy hidden from assistive technology', () => {
    renderInSite(<HomePage />);
    const strip = screen.getByTestId('partners-strip');
    expect(strip.querySelectorAll('li')).toHaveLength(30);
    expect(strip.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(15);
    expect(strip.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Lazika Bank' })).toBeInTheDocument();
  });

  it('sets the localized title and description', async () => {
    renderInSite(<HomePage />, { language: 'ka' });
    await waitFor(() => expect(document.title).toMatch(/^სახანძრო უსაფრთხოება/));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^ალიონი ინჟინერინგი/),
    );
  });
});
