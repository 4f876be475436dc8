// Blog posts (docs/product.md#blog-list, #blog-post, #home): the kind, and every query the pages
// make of it.
import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import {
  type ContentKind,
  fetchBySlug,
  fetchItems,
  fetchListPage,
  fetchOthers,
  kindQuery,
} from './contentStack';
import { NEWEST_FIRST } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import { type BlogPost, CONTENT_TYPES } from './types';

export const POSTS: ContentKind<BlogPost> = {
  contentType: CONTENT_TYPES.blogPost,
  noun: 'post',
  toItem: toBlogPost,
};

export const BLOG_PAGE_SIZE = 9;
export const BLOG_TEASER_SIZE = 3;
export const SIDEBAR_SIZE = 3;
/** Enough to still have 3 after dropping the excluded post. */
export const SIDEBAR_FETCH_WHEN_EXCLUDING = 10;
export const RELATED_POSTS_FETCH = 6;
export const RELATED_POSTS_SIZE = 3;

export function fetchPostBySlug(language: Language, slug: string): Promise<BlogPost | null> {
  return fetchBySlug(POSTS, language, slug);
}

/** Blog grid page `page` (1-based) of 9, newest first. */
export function fetchBlogPage(language: Language, page: number) {
  return fetchListPage(POSTS, language, {
    page,
    size: BLOG_PAGE_SIZE,
    query: { order: NEWEST_FIRST },
    what: `blog page ${page}`,
  });
}

/** "Related articles" under a post: 6 others fetched (newest first), 3 kept. */
export function fetchRelatedPosts(language: Language, excludeId: string): Promise<BlogPost[]> {
  return fetchOthers(POSTS, language, excludeId, {
    fetch: RELATED_POSTS_FETCH,
    keep: RELATED_POSTS_SIZE,
    order: NEWEST_FIRST,
    what: 'related posts',
  });
}

/** Home page teaser: the 3 newest posts. */
export function fetchBlogTeaser(language: Language): Promise<BlogPost[]> {
  const query = { order: NEWEST_FIRST, limit: BLOG_TEASER_SIZE, skip: 0 };
  return fetchItems(POSTS, language, query, 'blog teaser');
}

/** Blog sidebar: the newest posts, without `excludeId`, first 3 kept. */
export async function fetchSidebarPosts(
  language: Language,
  excludeId?: string,
): Promise<BlogPost[]> {
  const limit = excludeId ? SIDEBAR_FETCH_WHEN_EXCLUDING : SIDEBAR_SIZE;
  const posts = await fetchItems(POSTS, language, { order: NEWEST_FIRST, limit }, 'sidebar posts');
  return posts.filter((post) => post.id !== excludeId).slice(0, SIDEBAR_SIZE);
}

/**
 * The newest post flagged `isFeatured`, however old it is; without one, the newest post. The flag
 * is asked for directly: picking it out of the 10 newest would drop an older featured post.
 */
export function fetchFeaturedPost(language: Language): Promise<BlogPost | null> {
  return safely(
    'featured post',
    async () => {
      const query = { ...kindQuery(POSTS, language), order: NEWEST_FIRST, limit: 1 };
      const flagged = await getEntries({ ...query, 'fields.isFeatured': true });
      const { items } = flagged.items.length ? flagged : await getEntries(query);
      const first = items[0];
      return first ? POSTS.toItem(first, contentLocale(language)) : null;
    },
    null,
  );
}
