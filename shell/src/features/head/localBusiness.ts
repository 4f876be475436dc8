import type { SiteConfig } from '@site/shared/config';
import { COMPANY } from '@site/shared/config';
import type { Language } from '@site/shared/i18n';

/**
 * schema.org LocalBusiness of the company (address, phone, opening hours, social profiles). It is
 * in every page's head (the shell's head part, one per language), so it names no page: its `url`
 * is the site's root, which leads each visitor to their language's Home, and its `@id` is the
 * same in both languages (one company, described in two). Addresses of a page are its own head's
 * (canonical, og:url: shared/src/head/headTags.ts), on its language path.
 */
export function localBusiness(config: SiteConfig, language: Language) {
  const site = config.siteUrl.replace(/\/$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site}/#business`,
    name: COMPANY.name[language],
    url: site,
    logo: `${site}/favicon.svg`,
    image: `${site}/og-image.png`,
    telephone: config.company.phone,
    email: config.company.email,
    foundingDate: String(COMPANY.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: language === 'ka' ? 'ხოშარაულის ქუჩა N27ა' : 'Khosharauli Street N27a',
      addressLocality: language === 'ka' ? 'თბილისი' : 'Tbilisi',
      addressCountry: 'GE',
    },
    hasMap: config.company.mapUrl,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '09:00',
        closes: '18:00',
      },
    ],
    sameAs: [config.company.linkedinUrl, config.company.facebookUrl],
  };
}
