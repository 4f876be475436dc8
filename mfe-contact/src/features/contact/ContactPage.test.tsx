import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY, DEFAULT_SITE_CONFIG, resetSiteConfigForTests } from '@site/shared/config';
import { commonTexts, LANGUAGES } from '@site/shared/i18n';
import { everythingInView } from '@site/shared/testing';
import { renderInLanguage } from '../../test/renderInLanguage';
import ContactPage from './ContactPage';
import { contactTexts } from './contactTexts';

jest.mock('@emailjs/browser', () => ({
  __esModule: true,
  default: { init: jest.fn(), send: jest.fn() },
}));

beforeEach(() => {
  sessionStorage.clear();
  delete window.__SITE_CONFIG__;
  resetSiteConfigForTests();
});

describe.each(LANGUAGES)('the contact page in %s', (language) => {
  const t = contactTexts[language];
  const common = commonTexts[language];
  const { company } = DEFAULT_SITE_CONFIG;

  it('shows the breadcrumb, the heading and sets the localized title and description', async () => {
    renderInLanguage(<ContactPage />, language);
    const breadcrumb = screen.getByRole('navigation', { name: common.breadcrumb.label });
    expect(within(breadcrumb).getByRole('link', { name: common.breadcrumb.home })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(breadcrumb).getByText(common.breadcrumb.contact)).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(common.pageTitles.contact);
    await waitFor(() => expect(document.title).toContain(common.pageTitles.contact));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      t.page.description,
    );
  });

  it('lists phone, e-mail, working hours and the address linking to the map', () => {
    renderInLanguage(<ContactPage />, language);
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      'tel:+995322470047',
    );
    expect(screen.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(screen.getByText(t.info.weekdays)).toBeInTheDocument();
    expect(screen.getByText(t.info.sunday)).toBeInTheDocument();
    const address = screen.getByRole('link', { name: new RegExp(COMPANY.address[language]) });
    expect(address).toHaveAttribute('href', company.mapUrl);
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names each way to reach us as a term of the contact details, with no heading inside them', () => {
    renderInLanguage(<ContactPage />, language);
    const card = screen.getByRole('region', { name: t.info.title });
    const details = card.querySelector('address') ?? card;
    const terms = within(details).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      t.info.phone,
      t.info.email,
      t.info.schedule,
      t.info.address,
    ]);
    expect(within(details).getAllByRole('definition')).toHaveLength(4);
    // `address` may hold no heading (the W3C checker's error before these were terms).
    expect(within(details).queryAllByRole('heading')).toEqual([]);
  });

  it('embeds the map from the runtime config with a title once it is in view', () => {
    window.__SITE_CONFIG__ = { company: { mapEmbedUrl: 'https://maps.example.test/embed?x=1' } };
    resetSiteConfigForTests();
    const restoreObserver = everythingInView();
    try {
      renderInLanguage(<ContactPage />, language);
      expect(screen.getByTitle(t.map.title)).toHaveAttribute(
        'src',
        'https://maps.example.test/embed?x=1',
      );
    } finally {
      restoreObserver();
    }
  });

  it('contains the contact form', () => {
    renderInLanguage(<ContactPage />, language);
    expect(screen.getByRole('form', { name: t.form.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.form.send })).toBeInTheDocument();
  });
});
