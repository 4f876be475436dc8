import { screen, waitFor, within } from '@testing-library/react';
import { renderInSite } from '@site/shared/testing';
import AboutPage from './AboutPage';

describe('AboutPage', () => {
  it('has the breadcrumb, hero, 7 certificates, 15 partners and 8 team members', async () => {
    renderInSite(<AboutPage />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('About us')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Engineers who keep buildings safe',
    );
    expect(screen.getByText(/^Since 2020 our team/)).toHaveTextContent('For 5 years');

    const list = (name: string) =>
      within(screen.getByRole('region', { name })).getAllByRole('listitem');
    expect(list('Certificates and licences')).toHaveLength(7);
    expect(list('Partners and clients')).toHaveLength(15);
    expect(list('Our team')).toHaveLength(8);
    expect(screen.getByRole('img', { name: 'ISO 9001:2015' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kavkasia Build' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^About us \| /));
  });

  it('shows the team in Georgian with the long positions clipped', () => {
    renderInSite(<AboutPage />, { language: 'ka' });
    const team = screen.getByRole('region', { name: 'ჩვენი გუნდი' });
    expect(within(team).getByRole('heading', { name: 'გიორგი მაისურაძე' })).toBeInTheDocument();
    expect(within(team).getAllByRole('button').length).toBeGreaterThan(0);
  });
});
