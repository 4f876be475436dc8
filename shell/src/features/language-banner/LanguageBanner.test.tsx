import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@site/shared/i18n';
import { renderInSite } from '@site/shared/testing';
import { LanguageBanner } from './LanguageBanner';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type GeoAnswer = { primary?: unknown; fallback?: unknown; primaryStatus?: number };

/** Stubs the two geolocation services at the runtime configuration's default URLs. */
function stubGeo({ primary, fallback, primaryStatus = 200 }: GeoAnswer) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/geo/primary/')) return json(primary ?? {}, primaryStatus);
    if (url.includes('/geo/fallback/')) {
      return fallback === undefined ? json({ status: 'fail' }, 503) : json(fallback);
    }
    throw new Error(`unexpected request ${url}`);
  });
}

async function renderBanner(language: Language) {
  renderInSite(<LanguageBanner />, { language });
  // About one second after load (docs/product.md#language-banner), then the lookup's promises
  // settle.
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

const banner = () => screen.queryByRole('region', { name: /Language suggestion|ენის შეთავაზება/ });

describe('LanguageBanner', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('waits about a second before looking the country up', async () => {
    const fetchMock = stubGeo({ primary: { country_code: 'GE' } });
    renderInSite(<LanguageBanner />, { language: 'en' });
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(banner()).toBeInTheDocument();
  });

  it('suggests Georgian to a visitor in Georgia reading English', async () => {
    stubGeo({ primary: { country_code: 'GE' } });
    await renderBanner('en');
    expect(banner()).toHaveTextContent('Would you like to read the site in Georgian?');
    expect(screen.getByRole('button', { name: 'Switch to Georgian' })).toBeInTheDocument();
  });

  it('suggests English to a visitor outside Georgia reading Georgian', async () => {
    stubGeo({ primary: { country_code: 'US' } });
    await renderBanner('ka');
    expect(banner()).toHaveTextContent('გსურთ საიტის ინგლისურად ნახვა?');
    expect(screen.getByRole('button', { name: 'ინგლისურზე გადართვა' })).toBeInTheDocument();
  });

  it.each([
    ['GE', 'ka'],
    ['US', 'en'],
  ] as const)(
    'suggests nothing in %s to a visitor already reading %s',
    async (country, language) => {
      stubGeo({ primary: { country_code: country } });
      await renderBanner(language);
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it('shows nothing when the country is unknown', async () => {
    stubGeo({ primary: { country_code: null }, fallback: { countryCode: '' } });
    await renderBanner('en');
    expect(banner()).not.toBeInTheDocument();
  });

  it('uses the fallback service when the primary fails', async () => {
    const fetchMock = stubGeo({ primaryStatus: 503, fallback: { countryCode: 'GE' } });
    await renderBanner('en');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain(
      '/geo/fallback/json/?fields=countryCode',
    );
    expect(banner()).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows nothing, and logs, when both services fail', async () => {
    stubGeo({ primaryStatus: 503 });
    await renderBanner('en');
    expect(banner()).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each(['languageSetManually', 'languageBannerDismissed'])(
    'does not even look the country up when %s is stored',
    async (flag) => {
      localStorage.setItem(flag, 'true');
      const fetchMock = stubGeo({ primary: { country_code: 'GE' } });
      await renderBanner('en');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it('counts the second from the end of start-up detection', async () => {
    const fetchMock = stubGeo({ primary: { country_code: 'GE' } });
    renderInSite(<LanguageBanner />, {
      language: 'en',
      ready: false,
      minimumLoadingMs: 600,
    });
    await act(async () => {
      jest.advanceTimersByTime(600);
    });
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('answers', () => {
    const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    it('accept switches the language and stores only the dismissed flag with it', async () => {
      stubGeo({ primary: { country_code: 'GE' } });
      await renderBanner('en');
      await user().click(screen.getByRole('button', { name: 'Switch to Georgian' }));
      expect(banner()).not.toBeInTheDocument();
      expect(document.documentElement.lang).toBe('ka');
      expect(localStorage.getItem('language')).toBe('ka');
      expect(localStorage.getItem('languageBannerDismissed')).toBe('true');
      expect(localStorage.getItem('languageSetManually')).toBeNull();
    });

    it('decline keeps the language and stores the dismissed and manually-set flags', async () => {
      stubGeo({ primary: { country_code: 'GE' } });
      await renderBanner('en');
      await user().click(screen.getByRole('button', { name: 'No, thanks' }));
      expect(banner()).not.toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(localStorage.getItem('languageBannerDismissed')).toBe('true');
      expect(localStorage.getItem('languageSetManually')).toBe('true');
      expect(localStorage.getItem('language')).toBeNull();
    });

    it('close stores only the dismissed flag', async () => {
      stubGeo({ primary: { country_code: 'GE' } });
      await renderBanner('en');
      await user().click(screen.getByRole('button', { name: 'Close the suggestion' }));
      expect(banner()).not.toBeInTheDocument();
      expect(localStorage.getItem('languageBannerDismissed')).toBe('true');
      expect(localStorage.getItem('languageSetManually')).toBeNull();
      expect(localStorage.getItem('language')).toBeNull();
    });
  });
});
