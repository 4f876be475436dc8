import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost, Paged } from './types';

export const BLOG_DEFAULT_LIMIT = 100;

/** The blog default helper: newest first, `items, total, skip, limit`. */
export function fetchBlogPosts(
  language: Language,
  { limit = BLOG_DEFAULT_LIMIT, skip = 0 }: { limit?: number; skip?: number } = {},
): Promise<Paged<BlogPost>> {
  return safely(
    'blog posts',
    async () => {
      const response = await getEntries({
        ...blogPostQuery(language),
        order: NEWEST_FIRST,
        limit,
        skip,
      });
      return {
        items: response.items.map((entry) => toBlogPost(entry, contentLocale(language))),
        total: response.total,
        skip: response.skip,
        limit: response.limit,
      };
    },
    { items: [], total: 0, skip, limit },
  );
}
