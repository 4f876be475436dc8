import { SERVICES_URL } from './ports';

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
 * Every route of spec §2. `:project` and `:post` stand for the newest real entry, so a test can be
 * declared per route before the content API is asked (resolveRoute does that inside the test).
 */
export const ROUTE_PATTERNS = [
  '/',
  '/services',
  '/services/fire-safety',
  '/projects',
  '/projects/:project',
  '/about',
  '/blog',
  '/blog/:post',
  '/contact',
  '/no-such-page',
] as const;

export async function resolveRoute(pattern: string): Promise<string> {
  if (pattern.endsWith('/:project')) return `/projects/${await newestSlug('project')}`;
  if (pattern.endsWith('/:post')) return `/blog/${await newestSlug('blogPost')}`;
  return pattern;
}

/** Every route of spec §2, with a real project and post. */
export async function allRoutes(): Promise<string[]> {
  return Promise.all(ROUTE_PATTERNS.map(resolveRoute));
}

export const LANGUAGES = ['ka', 'en'] as const;
