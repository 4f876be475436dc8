import {
  checkSiteConfig,
  DEFAULT_SITE_CONFIG,
  getSiteConfig,
  parseSiteConfig,
  resetSiteConfigForTests,
} from './siteConfig';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  delete window.__SITE_CONFIG__;
  resetSiteConfigForTests();
});

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
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('keeps the default where a variable was left empty', () => {
    const config = parseSiteConfig({ mail: { publicKey: '', serviceId: 'service_x' } });
    expect(config.mail.publicKey).toBe(DEFAULT_SITE_CONFIG.mail.publicKey);
    expect(config.mail.serviceId).toBe('service_x');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('accepts a flag given as a boolean', () => {
    expect(parseSiteConfig({ content: { insecure: false } }).content.insecure).toBe(false);
  });

  it('replaces each invalid value by its default, naming every offending variable once on the console', () => {
    const config = parseSiteConfig({
      siteUrl: 'example.ge',
      content: { host: 'https://cdn.contentful.com', insecure: 'yes', space: 'space-1' },
      company: { email: 'not an address', phone: 42 },
      remotes: { contact: 'mfe/contact/mf-manifest.json' },
    });
    expect(config).toEqual({
      ...DEFAULT_SITE_CONFIG,
      content: { ...DEFAULT_SITE_CONFIG.content, space: 'space-1' },
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    const message = String(consoleError.mock.calls[0]?.[0]);
    for (const variable of [
      'SITE_URL="example.ge"',
      'CONTENT_HOST="https://cdn.contentful.com"',
      'CONTENT_INSECURE="yes"',
      'COMPANY_EMAIL="not an address"',
      'COMPANY_PHONE=42',
      'REMOTE_CONTACT_URL="mfe/contact/mf-manifest.json"',
    ]) {
      expect(message).toContain(variable);
    }
    expect(message).not.toContain('CONTENT_SPACE');
  });

  it('survives a configuration that is not an object, or a section that is not one, and names it', () => {
    expect(parseSiteConfig('broken')).toEqual(DEFAULT_SITE_CONFIG);
    expect(consoleError).toHaveBeenLastCalledWith(
      expect.stringContaining('window.__SITE_CONFIG__="broken"'),
    );
    expect(parseSiteConfig({ company: 'broken', geo: null })).toEqual(DEFAULT_SITE_CONFIG);
    const message = String(consoleError.mock.lastCall?.[0]);
    expect(message).toContain('window.__SITE_CONFIG__.company="broken"');
    expect(message).toContain('window.__SITE_CONFIG__.geo=null');
  });
});

describe('DEFAULT_SITE_CONFIG', () => {
  it('holds no key or token: /config.js always provides them', () => {
    expect(DEFAULT_SITE_CONFIG.content.accessToken).toBe('');
    expect(DEFAULT_SITE_CONFIG.mail.publicKey).toBe('');
  });
});

describe('checkSiteConfig', () => {
  it('says on the console that /config.js did not load, and the site runs on the defaults', () => {
    checkSiteConfig();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('/config.js did not load'));
    expect(getSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('validates the configuration at start: an invalid value is named at once', () => {
    window.__SITE_CONFIG__ = { mail: { recipient: 'nobody' } };
    checkSiteConfig();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('MAIL_RECIPIENT="nobody"'));
    expect(getSiteConfig().mail.recipient).toBe(DEFAULT_SITE_CONFIG.mail.recipient);
  });

  it('is silent when every value is valid', () => {
    window.__SITE_CONFIG__ = { company: { phone: '+995 555 00 00 00' } };
    checkSiteConfig();
    expect(consoleError).not.toHaveBeenCalled();
    expect(getSiteConfig().company.phone).toBe('+995 555 00 00 00');
  });
});
