import { commonTexts } from '@site/shared/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { renderInSite, renderOnLanguagePath } from '@site/shared/testing';
import { SERVICE_IDS, serviceDefinitions } from './serviceDefinitions';
import ServiceDetailPage from './ServiceDetailPage';
import { servicesTexts } from './servicesTexts';

const renderAt = (id: string, language: 'en' | 'ka' = 'en') =>
  renderInSite(<ServiceDetailPage />, {
    language,
    route: `/services/${id}`,
    path: '/services/:serviceId',
  });

describe('ServiceDetailPage', () => {
  describe.each(['en', 'ka'] as const)('in %s', (language) => {
    it.each(SERVICE_IDS)('shows the fixed content of %s', async (id) => {
      const service = serviceDefinitions[language][id];
      const generic = servicesTexts[language].serviceDetail;
      renderAt(id, language);

      expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
      expect(screen.getByText(service.description)).toBeInTheDocument();

      const crumbs = screen.getByRole('navigation');
      const links = within(crumbs).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/services']);
      expect(within(crumbs).getByText(service.title)).toHaveAttribute('aria-current', 'page');

      const offered = screen.getByRole('region', { name: generic.offeredTitle });
      expect(
        within(offered)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(service.services);
      const areas = screen.getByRole('complementary', { name: generic.areasTitle });
      expect(areas).toHaveTextContent(service.areas);

      const benefits = screen.getByRole('region', { name: generic.title });
      expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(3);

      await waitFor(() => expect(document.title).toContain(service.title));
    });

    it('shows the Georgian service-not-found message and a link back for an unknown id', async () => {
      renderAt('nope', language);
      expect(
        screen.getByRole('heading', { level: 1, name: 'სერვისი ვერ მოიძებნა' }),
      ).toHaveAttribute('lang', 'ka');
      const back = screen.getByRole('link', {
        name: servicesTexts[language].serviceDetail.notFoundBack,
      });
      expect(back).toHaveAttribute('href', '/services');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      // The head in the page's language, as the site's own 404 page's.
      await waitFor(() =>
        expect(document.title).toContain(commonTexts[language].pageTitles.notFound),
      );
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        commonTexts[language].pageDescriptions.notFound,
      );
    });
  });

  describe('on the Georgian path', () => {
    const openOnPath = (id: string) =>
      renderOnLanguagePath(<ServiceDetailPage />, {
        language: 'ka',
        route: `/services/${id}`,
        path: '/services/:serviceId',
      });

    it('keeps it in the breadcrumb and the call to contact us', () => {
      openOnPath('fire-safety');
      const crumbs = screen.getByRole('navigation');
      expect(within(crumbs).getByRole('link', { name: 'სერვისები' })).toHaveAttribute(
        'href',
        '/ka/services',
      );
      expect(
        screen.getByRole('link', { name: servicesTexts.ka.serviceDetail.contactButton }),
      ).toHaveAttribute('href', '/ka/contact');
    });

    it('keeps it in the link back from an unknown service', () => {
      openOnPath('nope');
      expect(
        screen.getByRole('link', { name: servicesTexts.ka.serviceDetail.notFoundBack }),
      ).toHaveAttribute('href', '/ka/services');
    });
  });
});
