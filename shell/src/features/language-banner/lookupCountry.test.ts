import { lookupCountry } from './lookupCountry';

const geo = {
  primaryUrl: 'https://primary.test/json/',
  fallbackUrl: 'https://fallback.test/json/',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('lookupCountry', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads country_code from the primary service, asking for JSON', async () => {
    const fetchMock = jest.fn().mockResolvedValue(json({ country_code: 'GE' }));
    await expect(lookupCountry(geo, fetchMock)).resolves.toBe('GE');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(geo.primaryUrl);
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ Accept: 'application/json' });
  });

  it('falls back to countryCode of the second service when the primary fails, and logs', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({ error: true }, 503))
      .mockResolvedValueOnce(json({ countryCode: 'us' }));
    await expect(lookupCountry(geo, fetchMock)).resolves.toBe('US');
    expect(fetchMock.mock.calls[1][0]).toBe(geo.fallbackUrl);
    expect(warn).toHaveBeenCalledWith(
      `Country lookup failed at ${geo.primaryUrl}`,
      expect.any(Error),
    );
  });

  it('falls back when the primary cannot be reached at all', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ countryCode: 'GE' }));
    await expect(lookupCountry(geo, fetchMock)).resolves.toBe('GE');
  });

  it('falls back when the primary answers without a country', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({ country_code: null }))
      .mockResolvedValueOnce(json({ countryCode: 'DE' }));
    await expect(lookupCountry(geo, fetchMock)).resolves.toBe('DE');
  });

  it('gives null, and logs both failures, when both services fail', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(json({}, 500))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(lookupCountry(geo, fetchMock)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
