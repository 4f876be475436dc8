// The schema of the runtime variables itself: one entry per name, every field of
// window.__SITE_CONFIG__ set by one of them, and every default of its own form.
import {
  RUNTIME_VARIABLES,
  runtimeVariableProblems,
  siteConfigFieldsByPath,
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
