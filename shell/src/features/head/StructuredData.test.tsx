import { act, render } from '@testing-library/react';
import { Provider as StoreProvider } from 'jotai';
import { getSiteConfig } from '@site/shared/config';
import { LanguageDetector } from '@site/shared/language';
import { StructuredData } from './StructuredData';

function readJsonLd() {
  const element = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(element?.textContent ?? 'null') as Record<string, unknown> & {
    address: Record<string, string>;
    openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    sameAs: string[];
  };
}

describe('StructuredData', () => {
  it('describes the company as a LocalBusiness with address, phone, hours and profiles', async () => {
    render(
      <StoreProvider>
        <LanguageDetector detect={() => 'en'} minimumLoadingMs={0}>
          <StructuredData />
        </LanguageDetector>
      </StoreProvider>,
    );
    // Detection settles on a timer; its updates are the ones the page's head is written from.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const data = readJsonLd();
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe('Alioni Engineering');
    // On every page: the site's root, not a page's address.
    expect(data.url).toBe(getSiteConfig().siteUrl.replace(/\/$/, ''));
    expect(data.telephone).toBe('+995 322 47 00 47');
    expect(data.address.streetAddress).toBe('Khosharauli Street N27a');
    expect(data.address.addressCountry).toBe('GE');
    expect(data.openingHoursSpecification[0]?.dayOfWeek).toHaveLength(6);
    expect(data.openingHoursSpecification[0]?.opens).toBe('09:00');
    expect(data.sameAs).toHaveLength(2);
  });
});
