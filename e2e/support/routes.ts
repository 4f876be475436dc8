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

/** Every route of spec §2, with a real project and post. */
export async function allRoutes(): Promise<string[]> {
  return [
    '/',
    '/services',
    '/services/fire-safety',
    '/projects',
    `/projects/${await newestSlug('project')}`,
    '/about',
    '/blog',
    `/blog/${await newestSlug('blogPost')}`,
    '/contact',
    '/no-such-page',
  ];
}

export const LANGUAGES = ['ka', 'en'] as const;
