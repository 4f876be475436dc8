import { PAGE_ROUTES } from '../../shared/src/federation/contract';
import { SERVICES_URL, SITE_URL } from './ports';

/** A slug of the newest entry of a content type, read from the local content API. */
export async function newestSlug(contentType: 'project' | 'blogPost'): Promise<string> {
  const response = await fetch(
    `${SERVICES_URL}/spaces/local-space/environments/master/entries?content_type=${contentType}&limit=1&order=-sys.createdAt`,
    { headers: { Authorization: 'Bearer local-delivery-token' } },
  );
  const body = (await response.json()) as { items: { fields: { slug: string } }[] };
  const slug = body.items[0]?.fields.slug;
  if (!slug) throw new Error(`No ${contentType} in the local content`);
  return slug;
}

/**
 * Every route of docs/product.md#routes, as the federation contract gives them, and an address no
 * page owns. A `:param` stands for a real value, so a test can be declared per route before the
 * site is asked (resolveRoute does that inside the test).
 */
export const ROUTE_PATTERNS: readonly string[] = [
  ...PAGE_ROUTES.map(({ path }) => path),
  '/no-such-page',
];

/**
 * A real value for a route's `:param`: the first its list page (the route up to the param,
 * rendered on the server) links to. The content renderer may be cold and miss the entry's time
 * limit once (the client document has no links): ask again for a while.
 */
export async function linkedParam(pattern: string): Promise<string> {
  const list = pattern.slice(0, pattern.indexOf('/:'));
  const link = new RegExp(`href="/en${list}/([^"/?#]+)"`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const html = await (await fetch(`${SITE_URL}/en${list}`)).text();
    const value = link.exec(html)?.[1];
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${list} links to no ${pattern}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The address to visit for a pattern: `:project` and `:post` are the newest real entry; a route's
 * own `:param` (the contract's) is a value its list page links to.
 */
export async function resolveRoute(pattern: string): Promise<string> {
  if (pattern.endsWith('/:project')) return `/projects/${await newestSlug('project')}`;
  if (pattern.endsWith('/:post')) return `/blog/${await newestSlug('blogPost')}`;
  if (!pattern.includes('/:')) return pattern;
  return pattern.replace(/:[^/]+/, await linkedParam(pattern));
}

/** Every route of docs/product.md#routes, each `:param` a real value. */
export async function allRoutes(): Promise<string[]> {
  return Promise.all(ROUTE_PATTERNS.map(resolveRoute));
}

export const LANGUAGES = ['ka', 'en'] as const;

/** The pages content is drawn on (a list, a filtered list, an entry), by their route patterns. */
export const CONTENT_PAGES = [
  '/projects',
  '/projects?status=completed',
  '/projects/:project',
  '/blog',
  '/blog/:post',
] as const;

/** The six tiles of /services, in the order of docs/product.md#services-list. */
export const SERVICE_IDS = [
  'engineering-systems',
  'fire-safety',
  'electrical',
  'water-supply',
  'heating-cooling',
  'service',
] as const;
