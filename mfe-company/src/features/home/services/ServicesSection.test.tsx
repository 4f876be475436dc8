import { screen } from '@testing-library/react';
import { renderInSite, renderOnLanguagePath } from '@site/shared/testing';
import { homeTexts } from '../homeTexts';
import { ServicesSection } from './ServicesSection';

describe('ServicesSection', () => {
  it.each(['en', 'ka'] as const)(
    'links the three tiles and the view-all card as documented (%s)',
    (language) => {
      const t = homeTexts[language].services;
      renderInSite(<ServicesSection />, { language });
      const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
      expect(href(t.electrical.title)).toBe('/services/electrical');
      expect(href(t.heatingCooling.title)).toBe('/services/heating-cooling');
      // docs/product.md#home: water supply and drainage also opens heating-cooling.
      expect(href(t.waterSupply.title)).toBe('/services/heating-cooling');
      expect(href(t.viewAll.link)).toBe('/services');
      expect(screen.getAllByRole('link')).toHaveLength(4);
    },
  );

  it('keeps the language path of the Home page it is on', () => {
    const t = homeTexts.ka.services;
    renderOnLanguagePath(<ServicesSection />, { language: 'ka', route: '/' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(t.electrical.title)).toBe('/ka/services/electrical');
    expect(href(t.viewAll.link)).toBe('/ka/services');
  });
});
