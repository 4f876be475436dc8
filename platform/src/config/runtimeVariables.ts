// The schema of the site's runtime variables: every setting an operator gives the containers,
// written once. `npm run generate` (tooling/config/generate.ts) writes nginx/site.env,
// .env.example, nginx/config.js.template and the variable tables of README.md and
// docs/operations.md from it; tests hold docker-compose.yml and the Kubernetes manifests to it.
// Node only: the tooling and tests, and the start of the containers, where the composition and the
// content renderer refuse the few values that must not be guessed at (valueRefusal,
// previewRefusal). The browser reads its part through shared's siteConfigFields.ts, whose fields
// the browser variables here are built from (so no operator text or credential is in a browser
// bundle).
import * as z from 'zod/mini';
import {
  REMOTES,
  SITE_CONFIG_FIELDS,
  type SiteConfigField,
  VALUE_FORMS,
  variableOf,
} from '@site/shared/definitions';

const REMOTE_NAMES = Object.keys(REMOTES);

/**
 * Who reads a variable: `browser` through window.__SITE_CONFIG__ (so also the server renderers,
 * which load the same /config.js), `nginx` in the server blocks and the Content-Security-Policy
 * the composition writes, `server` straight from the environment (the content renderer, the
 * composition).
 */
export type Reader = 'browser' | 'nginx' | 'server';

export interface RuntimeVariable {
  name: string;
  /**
   * What the images, `npm start` and `npm run preview` use while the variable is unset or empty:
   * the development setup, against the local-services stand-ins.
   */
  default: string;
  /** What docker-compose.yml passes while .env leaves it unset, where that is not `default`. */
  composeDefault?: string;
  /** Fixed by each image's Dockerfile: compose and Kubernetes never pass it. */
  imageFixed?: boolean;
  /** One sentence for the operator. */
  meaning: string;
  /**
   * A credential: Kubernetes reads it from the Secret site-secrets, never from a committed file,
   * and the code never holds a value of it.
   */
  secret: boolean;
  readers: readonly Reader[];
  /** Its place in window.__SITE_CONFIG__ (browser variables), e.g. `content.host`. */
  configPath?: string;
  /** The form a value must have (an empty value means `default`). */
  value: z.ZodMiniType<string, string>;
  /**
   * That form in words, for the sentence that refuses a value not of it when a container starts
   * (valueRefusal); only the variables checked there have it.
   */
  form?: string;
}

export interface VariableGroup {
  title: string;
  variables: RuntimeVariable[];
}

/** Each field with its place in window.__SITE_CONFIG__, e.g. `content.host`. */
export function siteConfigFieldsByPath(): [string, SiteConfigField<string | boolean>][] {
  return Object.entries(SITE_CONFIG_FIELDS).flatMap(([key, value]) =>
    'form' in value
      ? [[key, value as SiteConfigField<string | boolean>]]
      : Object.entries(value).map(([name, nested]): [string, SiteConfigField<string | boolean>] => [
          `${key}.${name}`,
          nested,
        ]),
  );
}

const fieldsByPath = new Map(siteConfigFieldsByPath());

const ofForm = (form: RegExp) => z.string().check(z.regex(form));

interface BrowserOptions {
  meaning: string;
  readers?: readonly Reader[];
  secret?: boolean;
  /** The development default, where the browser's own fallback is not it (a credential). */
  default?: string;
}

/** A variable of window.__SITE_CONFIG__: its name, form and default come from its field. */
function browser(configPath: string, options: BrowserOptions): RuntimeVariable {
  const field = fieldsByPath.get(configPath);
  if (!field) throw new Error(`window.__SITE_CONFIG__ has no field ${configPath}`);
  return {
    name: variableOf(configPath),
    default: options.default ?? String(field.fallback),
    meaning: options.meaning,
    secret: options.secret ?? false,
    readers: options.readers ?? ['browser'],
    configPath,
    value: ofForm(field.form),
  };
}

function outside(
  name: string,
  options: Omit<RuntimeVariable, 'name' | 'secret'> & { secret?: boolean },
): RuntimeVariable {
  return { name, secret: false, ...options };
}

const UPSTREAM = ofForm(/^[A-Za-z0-9.-]+:\d{1,5}$/);
// CONTENT_ASSET_ORIGINS: any http(s) origin, wildcards included (a CDN's *.example.net may serve
// pictures). PREVIEW_FRAME_ORIGINS has a stricter form of its own, below.
const ORIGINS = ofForm(/^https?:\/\/[^\s/?#]+(?: https?:\/\/[^\s/?#]+)*$/);
// An IPv4 or IPv6 address or range; the composition checks each one properly (net.isIP).
const TRUSTED_PROXY = String.raw`[0-9A-Fa-f.:]+(?:/\d{1,3})?`;
const TRUSTED_PROXY_LIST = new RegExp(`^${TRUSTED_PROXY}(?:, ?${TRUSTED_PROXY})*$`);
const HOST_OR_EMPTY = z.union([z.literal(''), ofForm(VALUE_FORMS.host)]);

/**
 * The shortest PREVIEW_SECRET: whoever knows the secret sees every draft, and it travels in an
 * address (…?preview=), so it must be long enough that nobody guesses it.
 */
export const PREVIEW_SECRET_MIN_LENGTH = 32;
const PREVIEW_SECRET_FORM = `${PREVIEW_SECRET_MIN_LENGTH} to 256 letters, digits, '.', '_', '~' or '-'`;

/**
 * The preview pair of the development setup, against local-services, whose Preview API answers
 * this token: `npm start` and `npm run preview` turn preview on with it, `npm run test:containers`
 * gives it to compose. Never a default of compose or Kubernetes: a real token given there alone
 * would serve drafts behind a secret printed in the README.
 */
export const LOCAL_PREVIEW = {
  secret: 'local-preview-secret-for-the-offline-stand-ins',
  token: 'local-preview-token',
} as const;

// An origin of the editors' app, in lowercase as the browser writes one, because the page compares
// it with each live-preview message's `event.origin`: https, or http on this machine only (the
// tests' stand-in for the app), a port at most. No path, wildcard, quote or `$`:
// the list is written into a quoted nginx value (the preview's Content-Security-Policy), where a
// quote or a `$` would change nginx's configuration, and a wildcard or plain http would let other
// sites frame a draft.
const DNS_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const FRAME_ORIGIN = String.raw`(?:https://(?:${DNS_LABEL}(?:\.${DNS_LABEL})*|\[[0-9a-f:.]+\])|http://(?:localhost|127\.0\.0\.1|\[::1\]))(?::\d{1,5})?`;
const FRAME_ORIGINS_FORM =
  'a list of origins separated by spaces, each https://<host>[:<port>] in lowercase (http:// only for localhost, 127.0.0.1 or [::1]) with no path (not even /), wildcard, quote or $';
const FRAME_ORIGINS = new RegExp(
  String.raw`^[ \t]*${FRAME_ORIGIN}(?:[ \t]+${FRAME_ORIGIN})*[ \t]*$`,
);

const upstream = (remote: string, host: string): RuntimeVariable =>
  outside(`${remote.toUpperCase()}_UPSTREAM`, {
    default: `${host}:8080`,
    meaning: `<host>:<port> at which the entry reaches the ${remote} remote's container, looked up on every request through NGINX_RESOLVER.`,
    readers: ['nginx'],
    value: UPSTREAM,
  });

export const VARIABLE_GROUPS: VariableGroup[] = [
  {
    title: 'The site',
    variables: [
      browser('siteUrl', {
        meaning: 'Public address of the site: canonical URLs, sitemap.xml and Open Graph.',
        readers: ['browser', 'server'],
      }),
    ],
  },
  {
    title: 'Remotes',
    variables: [
      ...REMOTE_NAMES.map((remote) =>
        browser(`remotes.${remote}`, {
          meaning: `Where the shell finds the ${remote} remote's manifest: a path on the site (through the entry's nginx), or an absolute URL, which the Content-Security-Policy then admits.`,
          readers: ['browser', 'nginx'],
        }),
      ),
      outside('SHELL_INTERNAL_URL', {
        default: '',
        composeDefault: 'http://shell:8080',
        meaning:
          "Where a remote's container asks the shell it is composed with for the live contracts until it is first ready: a new build that shell cannot run, while the build serving now can, waits (docs/operations.md#shared-contract-changes); afterwards only the container's own servers count. Empty: no such gate.",
        readers: ['server'],
        value: z.union([z.literal(''), ofForm(/^https?:\/\/[^\s/?#]+\/?$/)]),
      }),
    ],
  },
  {
    title: 'Content (Contentful Delivery API)',
    variables: [
      browser('content.host', {
        meaning:
          'Host[:port] of the Contentful Delivery API as the browser calls it, without scheme (Contentful: cdn.contentful.com).',
        readers: ['browser', 'nginx', 'server'],
      }),
      browser('content.insecure', {
        meaning: 'true: the content API is called over plain http (local-services only).',
        readers: ['browser', 'nginx', 'server'],
      }),
      browser('content.space', {
        meaning: 'Contentful space id.',
        readers: ['browser', 'server'],
      }),
      browser('content.environment', {
        meaning: 'Contentful environment.',
        readers: ['browser', 'server'],
      }),
      browser('content.accessToken', {
        meaning:
          'Content Delivery API token: read-only and public in /config.js, never a management token.',
        readers: ['browser', 'server'],
        secret: true,
        default: 'local-delivery-token',
      }),
      outside('CONTENT_ASSET_ORIGINS', {
        default: 'http://localhost:4000',
        meaning:
          'Origins the content images come from, space separated, for the Content-Security-Policy (Contentful: https://images.ctfassets.net).',
        readers: ['nginx'],
        value: ORIGINS,
      }),
      outside('CONTENT_INTERNAL_HOST', {
        default: '',
        composeDefault: 'local-services:4000',
        meaning:
          'Host[:port] at which the content renderer (pages, widgets, its part of sitemap.xml) reaches the content service, where that differs from CONTENT_HOST (a container name); empty: CONTENT_HOST.',
        readers: ['server'],
        value: HOST_OR_EMPTY,
      }),
    ],
  },
  {
    title: 'Content freshness (the content renderer)',
    variables: [
      outside('CONTENT_SYNC_SECONDS', {
        default: '30',
        meaning:
          "How often, in seconds, each content renderer asks the content service's Sync API what changed: the longest a published change takes to show when no webhook arrives.",
        readers: ['server'],
        value: ofForm(/^[1-9]\d{0,4}$/),
      }),
      outside('CONTENT_WEBHOOK_SECRET', {
        default: '',
        // local-services signs with it too (compose, npm start): a secret of nothing real.
        composeDefault: 'local-webhook-signing-secret-for-the-offline-stand-ins-only-0001',
        meaning:
          'Signing secret of the Contentful webhook that calls /hooks/contentful (64 characters, as Contentful makes them); a request not signed with it is refused (401). Empty: every webhook is refused, and changes show within CONTENT_SYNC_SECONDS.',
        readers: ['server'],
        secret: true,
        value: z.union([z.literal(''), ofForm(/^[A-Za-z0-9_-]{64}$/)]),
      }),
      outside('CONTENT_PEERS', {
        default: '',
        meaning:
          "<host>:<port>[,…] of every content container's nginx, to which a verified webhook is passed on so every replica refreshes at once; a name may stand for several addresses (Kubernetes: the headless Service content-peers). Empty: this container alone.",
        readers: ['server'],
        value: z.union([
          z.literal(''),
          ofForm(/^[A-Za-z0-9.-]+:\d{1,5}(,[A-Za-z0-9.-]+:\d{1,5})*$/),
        ]),
      }),
    ],
  },
  {
    title: "Editor preview (Contentful's Preview API)",
    variables: [
      // No default anywhere but `npm start` and `npm run preview` (LOCAL_PREVIEW): a token given
      // alone stops the content container rather than serve drafts behind a known secret.
      outside('PREVIEW_SECRET', {
        default: '',
        meaning: `The secret of Contentful's content preview URL (…?preview=<secret>), ${PREVIEW_SECRET_FORM}. The content container does not start with a CONTENT_PREVIEW_TOKEN and no such secret, nor with a secret of another form. Without a token: preview is off and ?preview is ignored.`,
        readers: ['server'],
        secret: true,
        value: z.union([
          z.literal(''),
          ofForm(new RegExp(`^[A-Za-z0-9._~-]{${PREVIEW_SECRET_MIN_LENGTH},256}$`)),
        ]),
        form: PREVIEW_SECRET_FORM,
      }),
      outside('CONTENT_PREVIEW_TOKEN', {
        default: '',
        meaning:
          'Content Preview API token, which needs a PREVIEW_SECRET. Only the content renderer holds it: the browser in preview asks the site for content (/_preview/content/), which adds it. Empty: preview is off.',
        readers: ['server'],
        secret: true,
        value: z.string(),
      }),
      outside('CONTENT_PREVIEW_HOST', {
        default: 'preview.contentful.com',
        composeDefault: 'local-services:4000',
        meaning:
          'Host[:port] of the Content Preview API as the content renderer reaches it, without scheme (CONTENT_INSECURE applies).',
        readers: ['server'],
        value: ofForm(VALUE_FORMS.host),
      }),
      outside('PREVIEW_FRAME_ORIGINS', {
        default: 'https://app.contentful.com https://app.eu.contentful.com',
        meaning: `The origins of the editors' app, which may show a preview page in a frame (Contentful's Live preview): ${FRAME_ORIGINS_FORM}; the entry does not start with another value. A visitor's page is never framed.`,
        readers: ['nginx'],
        value: ofForm(FRAME_ORIGINS),
        form: FRAME_ORIGINS_FORM,
      }),
    ],
  },
  {
    title: 'Mail (EmailJS)',
    variables: [
      browser('mail.origin', {
        meaning: 'Origin of the EmailJS API (EmailJS: https://api.emailjs.com).',
        readers: ['browser', 'nginx'],
      }),
      browser('mail.publicKey', {
        meaning: 'EmailJS public key.',
        secret: true,
        default: 'local-public-key',
      }),
      browser('mail.serviceId', { meaning: 'EmailJS service id.', secret: true }),
      browser('mail.templateId', { meaning: 'EmailJS template id.', secret: true }),
      browser('mail.recipient', { meaning: 'Address the contact form sends to.' }),
      outside('MAIL_PRIVATE_KEY', {
        default: '',
        // local-services checks it when it is given: a key of nothing real.
        composeDefault: 'local-private-key',
        meaning:
          "EmailJS private key (Account → Security), with which the contact container's form server sends a message that was submitted before the page's scripts ran. Only that server holds it. Empty: no key is sent, and EmailJS refuses a server's sends unless the account allows them without one.",
        readers: ['server'],
        secret: true,
        value: z.string(),
      }),
      outside('MAIL_INTERNAL_ORIGIN', {
        default: '',
        composeDefault: 'http://local-services:4000',
        meaning:
          "Origin at which the contact container's form server reaches the EmailJS API, where that differs from MAIL_ORIGIN (a container name); empty: MAIL_ORIGIN.",
        readers: ['server'],
        value: z.union([z.literal(''), ofForm(/^https?:\/\/[^\s/?#]+$/)]),
      }),
    ],
  },
  {
    title: 'IP geolocation (language detection)',
    variables: [
      browser('geo.primaryUrl', {
        meaning:
          'Primary lookup, answering {"country_code": …} (for example https://ipapi.co/json/).',
        readers: ['browser', 'nginx'],
      }),
      browser('geo.fallbackUrl', {
        meaning:
          'Fallback lookup, answering {"countryCode": …} (for example http://ip-api.com/json/?fields=countryCode).',
        readers: ['browser', 'nginx'],
      }),
    ],
  },
  {
    title: 'Company details (header, footer, contact page)',
    variables: [
      browser('company.phone', { meaning: 'Phone number.' }),
      browser('company.email', { meaning: 'E-mail address.' }),
      browser('company.mapUrl', { meaning: 'Link to the office on a map.' }),
      browser('company.mapEmbedUrl', {
        meaning:
          'Map shown on the contact page (an iframe, admitted by the Content-Security-Policy).',
        readers: ['browser', 'nginx'],
      }),
      browser('company.linkedinUrl', { meaning: 'LinkedIn page.' }),
      browser('company.facebookUrl', { meaning: 'Facebook page.' }),
    ],
  },
  {
    title: "The entry's nginx",
    variables: [
      outside('PORT', {
        default: '8080',
        imageFixed: true,
        meaning:
          'Port nginx listens on inside every image (compose publishes SITE_PORT onto it); `npm run preview` sets it.',
        readers: ['nginx'],
        value: ofForm(/^\d{1,5}$/),
      }),
      outside('NGINX_RESOLVER', {
        default: '127.0.0.11',
        meaning:
          "DNS server the entry asks for the remotes' addresses (Docker's embedded DNS; in Kubernetes the cluster DNS by its full name).",
        readers: ['nginx'],
        value: ofForm(/^\S+$/),
      }),
      ...REMOTE_NAMES.map((remote) => upstream(remote, remote)),
      outside('TRUSTED_PROXIES', {
        default: '',
        meaning:
          "Addresses or CIDR ranges (comma-separated) of the proxies in front of the entry (an ingress controller, a load balancer, a CDN) whose X-Forwarded-For the entry believes: the visitor's address (which paces the contact form, the browsers' beacons and the entry's limits) is the nearest address in it that is not one of them. Empty: nobody's; every visitor is the address that connects.",
        readers: ['nginx'],
        value: z.union([z.literal(''), ofForm(TRUSTED_PROXY_LIST)]),
      }),
    ],
  },
];

export const RUNTIME_VARIABLES: RuntimeVariable[] = VARIABLE_GROUPS.flatMap(
  ({ variables }) => variables,
);

/** Variables compose reads for itself (images, ports, the stand-ins): none reaches the site. */
export interface ComposeSetting {
  name: string;
  default: string;
  meaning: string;
}

export const COMPOSE_SETTINGS: ComposeSetting[] = [
  {
    name: 'NODE_IMAGE',
    default: 'node:24-bookworm-slim',
    meaning:
      'Base image of the build stage (Node 24); its node binary also runs in the runtime stage.',
  },
  {
    name: 'NGINX_IMAGE',
    default: 'nginxinc/nginx-unprivileged:1.27-bookworm',
    meaning:
      "Base image of the runtime stage: an nginx on glibc with /bin/sh (the build stage's node binary runs there); the build adds prometheus-nginx-exporter with apt-get if it lacks it.",
  },
  {
    name: 'NPM_CONFIG_REGISTRY',
    default: 'https://registry.npmjs.org/',
    meaning: 'npm registry the build stage installs from (a company mirror or a caching proxy).',
  },
  {
    name: 'APP_BUILD',
    default: 'source',
    meaning:
      "Where an app image's bundle comes from: source (npm ci and the app's build inside the image, for every deploy) or prebuilt (the app's dist/ and dist-server/ from a context's prebuilt/<app>/ folder, as npm run test:containers hands in the builds npm test made).",
  },
  {
    name: 'IMAGE_PREFIX',
    default: 'site',
    meaning:
      'Image names: <IMAGE_PREFIX>/<shell|company|content|contact|local-services>:<IMAGE_TAG>.',
  },
  { name: 'IMAGE_TAG', default: 'latest', meaning: 'Tag of every image compose builds.' },
  { name: 'SITE_PORT', default: '8080', meaning: 'Port of the site on the host.' },
  {
    name: 'SERVICES_PORT',
    default: '4000',
    meaning: 'Port of local-services on the host (the browser calls the stand-ins directly).',
  },
  {
    name: 'GEO_COUNTRY',
    default: 'GE',
    meaning:
      'Country the local geolocation stand-in answers (ISO code; GE shows the site in Georgian).',
  },
  {
    name: 'CONTENT_EXPORT_COPY_DIR',
    default: '/tmp/local-services/content',
    meaning:
      'Writable folder where the local content stand-in keeps the copy of its export it serves: editing that file (docker exec) is a publish.',
  },
  {
    name: 'LOCAL_WEBHOOK_URL',
    default: 'http://shell:8080/hooks/contentful',
    meaning:
      "Where the local content stand-in sends Contentful's webhook, signed with CONTENT_WEBHOOK_SECRET, on every change of its content (empty: nowhere).",
  },
];

/**
 * What is wrong with a set of variables (an env file, a compose default): each name the schema
 * does not know and each non-empty value not of its variable's form.
 */
export function runtimeVariableProblems(values: Iterable<[string, string]>): string[] {
  const known = new Map(RUNTIME_VARIABLES.map((variable) => [variable.name, variable]));
  const problems: string[] = [];
  for (const [name, value] of values) {
    const variable = known.get(name);
    if (!variable) problems.push(`${name} is not a runtime variable`);
    else if (value !== '' && !variable.value.safeParse(value).success) {
      problems.push(`${name}=${value} is not a valid value`);
    }
  }
  return problems;
}

const byName = new Map(RUNTIME_VARIABLES.map((variable) => [variable.name, variable]));

/**
 * The sentence that refuses `value` of the variable `name` when a container starts, where the
 * value is not of its form; undefined when it is (or is empty: the default). It names the variable
 * and the value, a secret's by its length only (the log must not hold it).
 */
export function valueRefusal(name: string, value: string): string | undefined {
  const variable = byName.get(name);
  if (!variable) throw new Error(`${name} is not a runtime variable`);
  if (value === '' || variable.value.safeParse(value).success) return undefined;
  const given = variable.secret
    ? `${name} (${value.length} characters)`
    : `${name}=${JSON.stringify(value)}`;
  return `${given} is not ${variable.form ?? 'a value of its form'} (docs/operations.md#variables).`;
}

/**
 * The sentence that refuses the content renderer's preview settings; undefined when they may run.
 * A token opens the drafts to whoever knows the secret, so it needs a secret of PREVIEW_SECRET's
 * form, and only the operator gives one (no default: a default would be known to all). Both empty
 * is preview off, as is a secret without a token.
 */
export function previewRefusal({
  secret,
  token,
}: {
  secret: string;
  token: string;
}): string | undefined {
  const malformed = valueRefusal('PREVIEW_SECRET', secret);
  if (malformed) return malformed;
  if (token !== '' && secret === '') {
    return `CONTENT_PREVIEW_TOKEN is set but PREVIEW_SECRET is empty: give PREVIEW_SECRET ${PREVIEW_SECRET_FORM}, or leave CONTENT_PREVIEW_TOKEN empty to turn preview off (docs/operations.md#editor-preview).`;
  }
  // The local secret is printed in the README: with any token but the stand-ins' own it would
  // open real drafts to every reader.
  if (secret === LOCAL_PREVIEW.secret && token !== '' && token !== LOCAL_PREVIEW.token) {
    return `PREVIEW_SECRET is the local stand-ins' published one, which only goes with CONTENT_PREVIEW_TOKEN=${LOCAL_PREVIEW.token}: give a secret of your own with another token (docs/operations.md#editor-preview).`;
  }
  return undefined;
}
