// The schema of the runtime variables itself: one entry per name, every field of
// window.__SITE_CONFIG__ set by one of them, and every default of its own form; and the values a
// container refuses at start (issue 52): the editors' app's origins, the preview secret and token.
import { EDITOR_APP_URLS } from '../../e2e/support/ports';
import {
  LOCAL_PREVIEW,
  PREVIEW_SECRET_MIN_LENGTH,
  previewRefusal,
  RUNTIME_VARIABLES,
  runtimeVariableProblems,
  siteConfigFieldsByPath,
  valueRefusal,
} from '../../platform/src/config/runtimeVariables';

it('defines each variable once', () => {
  const names = RUNTIME_VARIABLES.map(({ name }) => name);
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
});

it('has a variable for every field of window.__SITE_CONFIG__, named by the rule operators know', () => {
  const browser = RUNTIME_VARIABLES.filter(({ configPath }) => configPath !== undefined);
  expect(browser.map(({ configPath }) => configPath).sort()).toEqual(
    siteConfigFieldsByPath()
      .map(([configPath]) => configPath)
      .sort(),
  );
  expect(Object.fromEntries(browser.map(({ configPath, name }) => [configPath, name]))).toEqual({
    siteUrl: 'SITE_URL',
    'remotes.company': 'REMOTE_COMPANY_URL',
    'remotes.content': 'REMOTE_CONTENT_URL',
    'remotes.contact': 'REMOTE_CONTACT_URL',
    'content.host': 'CONTENT_HOST',
    'content.insecure': 'CONTENT_INSECURE',
    'content.space': 'CONTENT_SPACE',
    'content.environment': 'CONTENT_ENVIRONMENT',
    'content.accessToken': 'CONTENT_ACCESS_TOKEN',
    'mail.origin': 'MAIL_ORIGIN',
    'mail.publicKey': 'MAIL_PUBLIC_KEY',
    'mail.serviceId': 'MAIL_SERVICE_ID',
    'mail.templateId': 'MAIL_TEMPLATE_ID',
    'mail.recipient': 'MAIL_RECIPIENT',
    'geo.primaryUrl': 'GEO_PRIMARY_URL',
    'geo.fallbackUrl': 'GEO_FALLBACK_URL',
    'company.phone': 'COMPANY_PHONE',
    'company.email': 'COMPANY_EMAIL',
    'company.mapUrl': 'COMPANY_MAP_URL',
    'company.mapEmbedUrl': 'COMPANY_MAP_EMBED_URL',
    'company.linkedinUrl': 'COMPANY_LINKEDIN_URL',
    'company.facebookUrl': 'COMPANY_FACEBOOK_URL',
  });
  for (const variable of RUNTIME_VARIABLES) {
    expect({ [variable.name]: variable.readers.includes('browser') }).toEqual({
      [variable.name]: variable.configPath !== undefined,
    });
  }
});

it('gives every variable a default of its own form and a meaning', () => {
  expect(
    runtimeVariableProblems(RUNTIME_VARIABLES.map(({ name, ...rest }) => [name, rest.default])),
  ).toEqual([]);
  for (const { name, meaning } of RUNTIME_VARIABLES)
    expect({ name, meaning }).toEqual({ name, meaning: expect.stringMatching(/\S.*\.$/) });
});

it('names unknown variables and values not of their form', () => {
  expect(
    runtimeVariableProblems([
      ['SITEMAP_CONTENT_HOST', 'local-services:4000'],
      ['CONTENT_INSECURE', 'yes'],
      ['CONTENT_HOST', 'https://cdn.contentful.com'],
      ['COMPANY_UPSTREAM', 'company'],
      ['CONTENT_INTERNAL_HOST', ''],
      ['CONTENT_HOST', 'cdn.contentful.com'],
    ]),
  ).toEqual([
    'SITEMAP_CONTENT_HOST is not a runtime variable',
    'CONTENT_INSECURE=yes is not a valid value',
    'CONTENT_HOST=https://cdn.contentful.com is not a valid value',
    'COMPANY_UPSTREAM=company is not a valid value',
  ]);
});

describe('PREVIEW_FRAME_ORIGINS, refused at start unless every origin is one the browser writes', () => {
  const FORM =
    'a list of origins separated by spaces, each https://<host>[:<port>] in lowercase (http:// only for localhost, 127.0.0.1 or [::1]) with no path (not even /), wildcard, quote or $';
  const sentence = (value: string) =>
    `PREVIEW_FRAME_ORIGINS=${JSON.stringify(value)} is not ${FORM} (docs/operations.md#variables).`;

  it.each([
    ['a wildcard', 'https://*'],
    ['a wildcard host part', 'https://*.contentful.com'],
    ['a path', 'https://a.example/path'],
    [
      'a trailing slash (refused, not trimmed: the page compares origins exactly)',
      'https://a.example/',
    ],
    ['a quote, which would end the nginx value', '"'],
    ['a quote after an origin', 'https://app.contentful.com"; add_header X 1; "'],
    ['a $, which nginx would read as a variable', '$x'],
    ['a $ in a host', 'https://a$host.example'],
    ['plain http to another machine', 'http://example.com'],
    ['plain http to a machine named like localhost', 'http://localhost.example.com'],
    ['another scheme', 'ftp://a.example'],
    ['no scheme', 'app.contentful.com'],
    ['a space inside an origin (the rest is no origin)', 'https://a .example'],
    ['a space after the scheme', 'https:// a.example'],
    ['a space before the port', 'https://a.example :8443'],
    ['a tab inside an origin', 'https://a.example\t/path'],
    ['a line break between origins', 'https://a.example\nhttps://b.example'],
    ['a comma between origins', 'https://a.example,https://b.example'],
    ['an upper-case host', 'https://App.Contentful.com'],
    ['a query', 'https://a.example?x=1'],
    ['spaces only', '   '],
    ["CSP's keywords", "'self'"],
  ])('refuses %s: %j', (_, value) => {
    expect(valueRefusal('PREVIEW_FRAME_ORIGINS', value)).toBe(sentence(value));
    expect(runtimeVariableProblems([['PREVIEW_FRAME_ORIGINS', value]])).toHaveLength(1);
  });

  it.each([
    'https://app.contentful.com https://app.eu.contentful.com',
    'https://app.contentful.com',
    'https://preview.example.com:8443',
    '  https://a.example \t https://b.example  ',
    'http://localhost:3000',
    'http://127.0.0.1:18170',
    'http://[::1]:8080',
    'http://localhost',
    'https://192.0.2.7',
    // The e2e stand-ins for the editors' app (playwright.config.ts gives them with Contentful's).
    `https://app.contentful.com https://app.eu.contentful.com ${EDITOR_APP_URLS.join(' ')}`,
  ])('accepts %j', (value) => {
    expect(valueRefusal('PREVIEW_FRAME_ORIGINS', value)).toBeUndefined();
    expect(runtimeVariableProblems([['PREVIEW_FRAME_ORIGINS', value]])).toEqual([]);
  });

  it('takes empty as the default, which is of its form', () => {
    expect(valueRefusal('PREVIEW_FRAME_ORIGINS', '')).toBeUndefined();
  });

  it('leaves CONTENT_ASSET_ORIGINS its own, wider form: a CDN may serve pictures from any host of a domain', () => {
    expect(runtimeVariableProblems([['CONTENT_ASSET_ORIGINS', 'https://*.ctfassets.net']])).toEqual(
      [],
    );
  });
});

describe('the preview secret and token, refused at start where they would open the drafts to a guess', () => {
  const secret = 's'.repeat(PREVIEW_SECRET_MIN_LENGTH);

  it('lets preview be off (both empty, or a secret without a token) or on with a long secret', () => {
    expect(previewRefusal({ secret: '', token: '' })).toBeUndefined();
    expect(previewRefusal({ secret, token: '' })).toBeUndefined();
    expect(previewRefusal({ secret, token: 'a-real-token' })).toBeUndefined();
    expect(previewRefusal({ secret: 'x'.repeat(256), token: 'a-real-token' })).toBeUndefined();
    expect(previewRefusal(LOCAL_PREVIEW)).toBeUndefined();
  });

  it('refuses a token without a secret, naming both and what to do', () => {
    expect(previewRefusal({ secret: '', token: 'a-real-token' })).toBe(
      "CONTENT_PREVIEW_TOKEN is set but PREVIEW_SECRET is empty: give PREVIEW_SECRET 32 to 256 letters, digits, '.', '_', '~' or '-', or leave CONTENT_PREVIEW_TOKEN empty to turn preview off (docs/operations.md#editor-preview).",
    );
  });

  it.each([
    ['31 characters', 's'.repeat(31)],
    ['the 20 characters of the old local secret', 'local-preview-secret'],
    ['a character a URL would have to escape', `${secret}/`],
    ['257 characters', 's'.repeat(257)],
  ])('refuses a secret of %s, by its length only, with or without a token', (_, value) => {
    const sentence = `PREVIEW_SECRET (${value.length} characters) is not 32 to 256 letters, digits, '.', '_', '~' or '-' (docs/operations.md#variables).`;
    expect(previewRefusal({ secret: value, token: 'a-real-token' })).toBe(sentence);
    expect(previewRefusal({ secret: value, token: '' })).toBe(sentence);
  });

  it("refuses the local stand-ins' published secret with any token but theirs", () => {
    expect(previewRefusal({ secret: LOCAL_PREVIEW.secret, token: 'a-real-token' })).toBe(
      "PREVIEW_SECRET is the local stand-ins' published one, which only goes with CONTENT_PREVIEW_TOKEN=local-preview-token: give a secret of your own with another token (docs/operations.md#editor-preview).",
    );
  });

  it('keeps a local secret of the form it asks of everyone', () => {
    expect(LOCAL_PREVIEW.secret.length).toBeGreaterThanOrEqual(PREVIEW_SECRET_MIN_LENGTH);
    expect(runtimeVariableProblems([['PREVIEW_SECRET', LOCAL_PREVIEW.secret]])).toEqual([]);
  });

  it('gives neither a default, nor a compose default', () => {
    for (const name of ['PREVIEW_SECRET', 'CONTENT_PREVIEW_TOKEN']) {
      const variable = RUNTIME_VARIABLES.find((each) => each.name === name);
      expect({
        name,
        default: variable?.default,
        composeDefault: variable?.composeDefault,
      }).toEqual({ name, default: '', composeDefault: undefined });
    }
  });
});
