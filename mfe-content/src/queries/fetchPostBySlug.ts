import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { blogPostQuery } from './queryParts';
import { safely } from './safely';
import { toBlogPost } from './toBlogPost';
import type { BlogPost } from './types';

/** (improvement) The post whose slug matches, asked of the server, so it works past 100 posts. */
export function fetchPostBySlug(language: Language, slug: string): Promise<BlogPost | null> {
  if (!slug) return Promise.resolve(null);
  return safely(
    `post ${slug}`,
    async () => {
      const { items } = await getEntries({
        ...blogPostQuery(language),
        'fields.slug': slug,
        limit: 1,
      });
      const [entry] = items;
      return entry ? toBlogPost(entry, contentLocale(language)) : null;
    },
    null,
  );
}
