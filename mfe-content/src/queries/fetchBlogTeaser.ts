import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost } from './types';

export const BLOG_TEASER_SIZE = 3;

/** Home page teaser: the 3 newest posts. */
export function fetchBlogTeaser(language: Language): Promise<BlogPost[]> {
  return safely(
    'blog teaser',
    async () => {
      const { items } = await getEntries({
        ...blogPostQuery(language),
        order: NEWEST_FIRST,
        limit: BLOG_TEASER_SIZE,
        skip: 0,
      });
      return items.map((entry) => toBlogPost(entry, contentLocale(language)));
    },
    [],
  );
}
