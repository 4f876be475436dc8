import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost } from './types';

export const FEATURED_POST_FETCH = 10;

/** Of 10 posts, the one marked featured, else the first (the newest: the order is explicit). */
export function fetchFeaturedPost(language: Language): Promise<BlogPost | null> {
  return safely(
    'featured post',
    async () => {
      const { items } = await getEntries({
        ...blogPostQuery(language),
        order: NEWEST_FIRST,
        limit: FEATURED_POST_FETCH,
      });
      const posts = items.map((entry) => toBlogPost(entry, contentLocale(language)));
      return posts.find((post) => post.isFeatured) ?? posts[0] ?? null;
    },
    null,
  );
}
