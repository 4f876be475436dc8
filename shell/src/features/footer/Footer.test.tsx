import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONFIG, resetSiteConfigForTests } from '@site/shared/config';
import { renderInSite } from '@site/shared/testing';
import { Footer, telHref } from './Footer';

describe('Footer', () => {
  beforeEach(() => {
    window.__SITE_CONFIG__ = {
      company: {
        phone: '+995 555 12 34 56',
        email: 'hello@example.ge',
        mapUrl: 'https://maps.example/?q=office',
        linkedinUrl: 'https://linkedin.example/company/x',
        facebookUrl: 'https://facebook.example/x',
      },
    };
    resetSiteConfigForTests();
  });
  afterEach(() => {
    delete window.__SITE_CONFIG__;
    resetSiteConfigForTests();
  });

  it('has the call to action with the extinguisher image and a phone link', () => {
    renderInSite(<Footer />);
    const cta = screen.getByRole('region', { name: /Protect your building/ });
    expect(within(cta).getByRole('img', { name: 'A red fire extinguisher' })).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: '+995 555 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+995555123456',
    );
  });

  it('has the about text and the useful links', () => {
    renderInSite(<Footer />);
    expect(screen.getByText(/Since 2020 we have designed/)).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Useful links' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services', '/services'],
      ['About us', '/about'],
      ['Projects', '/projects'],
      ['Blog', '/blog'],
    ]);
  });

  it('has the contact details from the runtime configuration', () => {
    renderInSite(<Footer />);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '+995 555 12 34 56' })).toHaveAttribute(
      'href',
      'tel:+995555123456',
    );
    expect(within(contact).getByText('Monday – Saturday: 9:00–18:00')).toBeInTheDocument();
    expect(within(contact).getByText('Sunday: closed')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'hello@example.ge' })).toHaveAttribute(
      'href',
      'mailto:hello@example.ge',
    );
    const address = within(contact).getByRole('link', {
      name: /Khosharauli Street N27a, Tbilisi, Georgia/,
    });
    expect(address).toHaveAttribute('href', 'https://maps.example/?q=office');
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the social links in a new tab without an opener', () => {
    renderInSite(<Footer />);
    const linkedin = screen.getByRole('link', { name: /LinkedIn/ });
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    expect(linkedin).toHaveAttribute('href', 'https://linkedin.example/company/x');
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/x');
    for (const link of [linkedin, facebook]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the copyright year 2025', () => {
    renderInSite(<Footer />);
    expect(screen.getByText(/© 2025 Alioni Engineering/)).toBeInTheDocument();
  });

  it('scrolls smoothly back to the top, or at once with reduced motion', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderInSite(<Footer />);
    const backToTop = screen.getByRole('link', { name: 'Back to top' });
    // Without scripts, the browser takes the link to the top of the page.
    expect(backToTop).toHaveAttribute('href', '#top');
    await user.click(backToTop);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('speaks Georgian in Georgian', () => {
    renderInSite(<Footer />, { language: 'ka' });
    expect(screen.getByRole('navigation', { name: 'სასარგებლო ბმულები' })).toBeInTheDocument();
    expect(screen.getByText('კვირა: დასვენება')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ზემოთ დაბრუნება' })).toBeInTheDocument();
  });

  it('falls back to the default company details without a runtime configuration', () => {
    delete window.__SITE_CONFIG__;
    resetSiteConfigForTests();
    renderInSite(<Footer />);
    expect(screen.getAllByRole('link', { name: DEFAULT_SITE_CONFIG.company.phone })).toHaveLength(
      2,
    );
  });
});

describe('telHref', () => {
  it('keeps only the plus sign and digits', () => {
    expect(telHref('+995 (32) 247-00-47')).toBe('tel:+995322470047');
  });
});
