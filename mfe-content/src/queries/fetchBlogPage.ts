import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { pageSkip, totalPages } from './pagination';
import { blogPostQuery, NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost, Paged } from './types';

export const BLOG_PAGE_SIZE = 9;

/** Blog grid page `page` (1-based) of 9, newest first. */
export function fetchBlogPage(
  language: Language,
  page: number,
): Promise<Paged<BlogPost> & { totalPages: number }> {
  const skip = pageSkip(page, BLOG_PAGE_SIZE);
  return safely(
    `blog page ${page}`,
    async () => {
      const response = await getEntries({
        ...blogPostQuery(language),
        order: NEWEST_FIRST,
        limit: BLOG_PAGE_SIZE,
        skip,
      });
      return {
        items: response.items.map((entry) => toBlogPost(entry, contentLocale(language))),
        total: response.total,
        skip: response.skip,
        limit: response.limit,
        totalPages: totalPages(response.total, BLOG_PAGE_SIZE),
      };
    },
    { items: [], total: 0, skip, limit: BLOG_PAGE_SIZE, totalPages: 1 },
  );
}
