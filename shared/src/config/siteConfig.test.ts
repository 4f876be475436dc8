import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './siteConfig';

describe('parseSiteConfig', () => {
  it('uses the defaults when the page has no /config.js', () => {
    expect(parseSiteConfig(undefined)).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('takes the values the container rendered, and reads booleans from strings', () => {
    const config = parseSiteConfig({
      siteUrl: 'https://example.ge',
      content: { host: 'cdn.contentful.com', insecure: 'false', accessToken: 'token-1' },
      remotes: { company: 'https://company.example.ge/mf-manifest.json' },
    });
    expect(config.siteUrl).toBe('https://example.ge');
    expect(config.content.host).toBe('cdn.contentful.com');
    expect(config.content.insecure).toBe(false);
    expect(config.content.accessToken).toBe('token-1');
    expect(config.content.space).toBe(DEFAULT_SITE_CONFIG.content.space);
    expect(config.remotes.company).toBe('https://company.example.ge/mf-manifest.json');
    expect(config.remotes.content).toBe('/mfe/content/mf-manifest.json');
  });

  it('keeps the default where a variable was left empty', () => {
    const config = parseSiteConfig({ mail: { publicKey: '', serviceId: 'service_x' } });
    expect(config.mail.publicKey).toBe(DEFAULT_SITE_CONFIG.mail.publicKey);
    expect(config.mail.serviceId).toBe('service_x');
  });
});
