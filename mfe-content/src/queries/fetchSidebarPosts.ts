import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost } from './types';

export const SIDEBAR_SIZE = 3;
/** Enough to still have 3 after dropping the excluded post. */
export const SIDEBAR_FETCH_WHEN_EXCLUDING = 10;

/** Blog sidebar: the newest posts, without `excludeId`, first 3 kept. */
export function fetchSidebarPosts(language: Language, excludeId?: string): Promise<BlogPost[]> {
  return safely(
    'sidebar posts',
    async () => {
      const { items } = await getEntries({
        ...blogPostQuery(language),
        order: NEWEST_FIRST,
        limit: excludeId ? SIDEBAR_FETCH_WHEN_EXCLUDING : SIDEBAR_SIZE,
      });
      return items
        .filter((entry) => entry.sys.id !== excludeId)
        .slice(0, SIDEBAR_SIZE)
        .map((entry) => toBlogPost(entry, contentLocale(language)));
    },
    [],
  );
}
