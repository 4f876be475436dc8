import { screen, within } from '@testing-library/react';
import { renderInSite } from '@site/shared/testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows a large 404, the title, buttons to home and contact, and the section links', () => {
    renderInSite(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Contact us' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    const links = screen.getByRole('navigation', { name: 'Popular pages' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services', '/projects', '/about', '/blog', '/contact']);
    expect(document.title).toBe('Page Not Found | Alioni Engineering');
  });

  it('speaks the active language', () => {
    renderInSite(<NotFoundPage />, { route: '/nope', language: 'ka' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'მთავარზე დაბრუნება' })).toBeInTheDocument();
    expect(document.title).toBe('გვერდი ვერ მოიძებნა | ალიონი ინჟინერინგი');
  });
});
