import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost } from './types';

export const RELATED_POSTS_FETCH = 6;
export const RELATED_POSTS_SIZE = 3;

/** "Related articles" under a post: 6 others fetched (newest first), 3 kept. */
export function fetchRelatedPosts(language: Language, excludeId: string): Promise<BlogPost[]> {
  return safely(
    'related posts',
    async () => {
      const { items } = await getEntries({
        ...blogPostQuery(language),
        order: NEWEST_FIRST,
        limit: RELATED_POSTS_FETCH,
        skip: 0,
        'sys.id[ne]': excludeId,
      });
      return items
        .filter((entry) => entry.sys.id !== excludeId)
        .slice(0, RELATED_POSTS_SIZE)
        .map((entry) => toBlogPost(entry, contentLocale(language)));
    },
    [],
  );
}
