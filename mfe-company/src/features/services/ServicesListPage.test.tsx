import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from '@site/shared/router';
import { renderInSite, renderOnLanguagePath } from '@site/shared/testing';
import { serviceDefinitions } from './serviceDefinitions';
import ServicesListPage from './ServicesListPage';

function ShowsServiceId() {
  return <p>opened {useParams().serviceId}</p>;
}

describe('ServicesListPage', () => {
  it('has the breadcrumb, the title and six tiles linking to their services, in order', async () => {
    renderInSite(<ServicesListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our services' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Services')).toHaveAttribute('aria-current', 'page');

    const tiles = screen.getAllByRole('listitem').filter((item) => !crumbs.contains(item));
    expect(tiles).toHaveLength(6);
    const hrefs = tiles.map((tile) => within(tile).getByRole('link').getAttribute('href'));
    expect(hrefs).toEqual([
      '/services/engineering-systems',
      '/services/fire-safety',
      '/services/electrical',
      '/services/water-supply',
      '/services/heating-cooling',
      '/services/service',
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Our services \| /));
  });

  it('names the tiles in Georgian', () => {
    renderInSite(<ServicesListPage />, { language: 'ka' });
    expect(
      screen.getByRole('link', { name: serviceDefinitions.ka['fire-safety'].title }),
    ).toHaveAttribute('href', '/services/fire-safety');
  });

  it('opens the service page when a tile is clicked', async () => {
    const user = userEvent.setup();
    renderInSite(
      <Routes>
        <Route path="/services" element={<ServicesListPage />} />
        <Route path="/services/:serviceId" element={<ShowsServiceId />} />
      </Routes>,
      { route: '/services' },
    );
    await user.click(screen.getByRole('link', { name: 'Water supply and drainage' }));
    expect(screen.getByText('opened water-supply')).toBeInTheDocument();
  });

  it('links its tiles on the Georgian path it is read on, and opens them there', async () => {
    const user = userEvent.setup();
    renderOnLanguagePath(
      <Routes>
        <Route path="/services" element={<ServicesListPage />} />
        <Route path="/services/:serviceId" element={<ShowsServiceId />} />
      </Routes>,
      { language: 'ka', route: '/services' },
    );
    const tile = screen.getByRole('link', { name: serviceDefinitions.ka['water-supply'].title });
    expect(tile).toHaveAttribute('href', '/ka/services/water-supply');
    await user.click(tile);
    expect(screen.getByText('opened water-supply')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ka/services/water-supply');
  });
});
