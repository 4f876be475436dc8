import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { onLanguageRequest, type Language } from '@site/shared/language';
import { offerLanguage, type LanguageBannerOptions } from './languageBanner';

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

/** A page the server drew in `language`: the shell's regions, its language on `<html>`. */
function drawPage(language: Language) {
  document.documentElement.lang = language;
  document.body.innerHTML =
    '<div id="shell-top"><header><a href="/">Home</a></header></div><div id="page-root"><main></main></div>';
}

/** The banner offered on a page in `language`, about one second after load, the lookup settled. */
async function offerOn(language: Language, options: LanguageBannerOptions = {}) {
  drawPage(language);
  offerLanguage(options);
  await jest.advanceTimersByTimeAsync(1000);
}

const banner = () => screen.queryByRole('region', { name: /Language suggestion|ენის შეთავაზება/ });
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('the language banner', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'language=; max-age=0; path=/';
    window.history.replaceState(null, '', '/');
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete window.siteLanguageRequest;
  });

  it('waits about a second after load before looking the country up', async () => {
    const fetchMock = stubGeo({ primary: { country_code: 'GE' } });
    drawPage('en');
    offerLanguage();
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(banner()).toBeInTheDocument();
  });

  it('counts the second from the load event of a page still loading', async () => {
    const fetchMock = stubGeo({ primary: { country_code: 'GE' } });
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    drawPage('en');
    offerLanguage();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('suggests Georgian to a visitor in Georgia reading English, after the shell top region', async () => {
    stubGeo({ primary: { country_code: 'GE' } });
    await offerOn('en');
    expect(banner()).toHaveTextContent('Would you like to read the site in Georgian?');
    expect(screen.getByRole('status')).toHaveTextContent('in Georgian?');
    const accept = screen.getByRole('button', { name: 'Switch to Georgian' });
    expect(accept).toHaveAttribute('lang', 'ka');
    expect(document.getElementById('shell-top')?.nextElementSibling).toBe(banner());
  });

  it('suggests English to a visitor outside Georgia reading Georgian', async () => {
    stubGeo({ primary: { country_code: 'US' } });
    await offerOn('ka');
    expect(banner()).toHaveTextContent('გსურთ საიტის ინგლისურად ნახვა?');
    expect(screen.getByRole('button', { name: 'ინგლისურზე გადართვა' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'შეთავაზების დახურვა' })).toBeInTheDocument();
  });

  it.each([
    ['GE', 'ka'],
    ['US', 'en'],
  ] as const)(
    'suggests nothing in %s to a visitor already reading %s',
    async (country, language) => {
      stubGeo({ primary: { country_code: country } });
      await offerOn(language);
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it('shows nothing when the country is unknown', async () => {
    stubGeo({ primary: { country_code: null }, fallback: { countryCode: '' } });
    await offerOn('en');
    expect(banner()).not.toBeInTheDocument();
  });

  it('uses the fallback service when the primary fails', async () => {
    const fetchMock = stubGeo({ primaryStatus: 503, fallback: { countryCode: 'GE' } });
    await offerOn('en');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain(
      '/geo/fallback/json/?fields=countryCode',
    );
    expect(banner()).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows nothing, and logs, when both services fail', async () => {
    stubGeo({ primaryStatus: 503 });
    await offerOn('en');
    expect(banner()).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each(['languageSetManually', 'languageBannerDismissed'])(
    'does not even look the country up when %s is stored',
    async (flag) => {
      localStorage.setItem(flag, 'true');
      const fetchMock = stubGeo({ primary: { country_code: 'GE' } });
      await offerOn('en');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(banner()).not.toBeInTheDocument();
    },
  );

  it('suggests English to a visitor with no choice who opens a Georgian link from abroad', async () => {
    // Every page is on a language path: the path is no choice of this visitor's.
    window.history.replaceState(null, '', '/ka/projects/abc');
    stubGeo({ primary: { country_code: 'US' } });
    await offerOn('ka');
    expect(screen.getByRole('button', { name: 'ინგლისურზე გადართვა' })).toBeInTheDocument();
  });

  it('leaves a visitor who chose English alone on a Georgian link: no banner', async () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('languageSetManually', 'true');
    window.history.replaceState(null, '', '/ka/projects/abc');
    const fetchMock = stubGeo({ primary: { country_code: 'US' } });
    await offerOn('ka');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the page switches to the suggested language another way', async () => {
    stubGeo({ primary: { country_code: 'GE' } });
    await offerOn('en');
    document.documentElement.lang = 'ka';
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  describe('answers', () => {
    /**
     * Georgian accepted on an English page (`/en/projects?page=2#list`), before any shell listens;
     * returns the browser's navigation it may fall back to.
     */
    async function acceptWithoutShell() {
      window.history.replaceState(null, '', '/en/projects?page=2#list');
      stubGeo({ primary: { country_code: 'GE' } });
      const navigate = jest.fn();
      await offerOn('en', { navigate });
      await user().click(screen.getByRole('button', { name: 'Switch to Georgian' }));
      return navigate;
    }

    it('accept stores the language (not as chosen by hand) and asks the shell to switch to it', async () => {
      stubGeo({ primary: { country_code: 'GE' } });
      await offerOn('en');
      const asked: Language[] = [];
      const stop = onLanguageRequest((language) => asked.push(language));
      await user().click(screen.getByRole('button', { name: 'Switch to Georgian' }));
      stop();
      expect(asked).toEqual(['ka']);
      expect(banner()).not.toBeInTheDocument();
      expect(localStorage.getItem('language')).toBe('ka');
      expect(localStorage.getItem('languageBannerDismissed')).toBe('true');
      expect(localStorage.getItem('languageSetManually')).toBeNull();
      expect(document.cookie).toContain('language=ka');
    });

    it('accept before the shell runs is taken by the shell when it starts', async () => {
      const navigate = await acceptWithoutShell();
      await jest.advanceTimersByTimeAsync(3000);
      const asked: Language[] = [];
      onLanguageRequest((language) => asked.push(language))();
      expect(asked).toEqual(['ka']);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('accept loads this page on the suggested language’s path when no shell takes it', async () => {
      const navigate = await acceptWithoutShell();
      await jest.advanceTimersByTimeAsync(9_999);
      expect(navigate).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/ka/projects?page=2#list');
    });

    it('decline keeps the language and stores it as chosen, with the dismissed flag', async () => {
      stubGeo({ primary: { country_code: 'GE' } });
      await offerOn('en');
      await user().click(screen.getByRole('button', { name: 'No, thanks' }));
      expect(banner()).not.toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      expect(localStorage.getItem('languageBannerDismissed')).toBe('true');
      expect(localStorage.getItem('languageSetManually')).toBe('true');
      expect(localStorage.getItem('language')).toBe('en');
      expect(document.cookie).toContain('language=en');
      expect(window.siteLanguageRequest).toBeUndefined();
    });

    it('decline stores the language being read over the one detected from the browser', async () => {
      // A Georgian browser in Georgia on an English link: the list gave Georgian, the visitor
      // turned it down; the addresses without a language now lead to English.
      localStorage.setItem('language', 'ka');
      stubGeo({ primary: { country_code: 'GE' } });
      await offerOn('en');
      await user().click(screen.getByRole('button', { name: 'No, thanks' }));
      expect(localStorage.getItem('language')).toBe('en');
      expect(localStorage.getItem('languageSetManually')).toBe('true');
      expect(document.cookie).toContain('language=en');
      expect(document.cookie).toContain('languageSetManually=true');
    });

    it('close stores only the dismissed flag', async () => {
      stubGeo({ primary: { country_code: 'GE' } });
      await offerOn('en');
      await user().click(screen.getByRole('button', { name: 'Close the suggestion' }));
      expect(banner()).not.toBeInTheDocument();
      expect(localStorage.getItem('languageBannerDismissed')).toBe('true');
      expect(localStorage.getItem('languageSetManually')).toBeNull();
      expect(localStorage.getItem('language')).toBeNull();
    });
  });
});
