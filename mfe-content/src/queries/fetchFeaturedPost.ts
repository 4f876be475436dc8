import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost } from './types';

/**
 * The newest post flagged `isFeatured`, however old it is; without one, the newest post. The flag
 * is asked for directly: picking it out of the 10 newest would drop an older featured post.
 */
export function fetchFeaturedPost(language: Language): Promise<BlogPost | null> {
  return safely(
    'featured post',
    async () => {
      const query = { ...blogPostQuery(language), order: NEWEST_FIRST, limit: 1 };
      const flagged = await getEntries({ ...query, 'fields.isFeatured': true });
      const { items } = flagged.items.length ? flagged : await getEntries(query);
      const first = items[0];
      return first ? toBlogPost(first, contentLocale(language)) : null;
    },
    null,
  );
}
