import { useTexts } from '@site/shared/i18n';
import { BlogCard } from '../../components/BlogCard';
import { RelatedSection } from '../../components/RelatedSection';
import { useContentQuery } from '../../hooks/useContentQuery';
import { fetchRelatedPosts, type BlogPost } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';

const NO_POSTS: BlogPost[] = [];

/**
 * Up to 3 other posts (the query keeps 3 of 6), with previous/next arrows
 * (docs/product.md#blog-post).
 */
export function RelatedArticles({ excludeId }: { excludeId: string }) {
  const t = useTexts(contentTexts).blog;
  const query = useContentQuery(
    ['relatedPosts', excludeId],
    (language) => fetchRelatedPosts(language, excludeId),
    NO_POSTS,
  );
  if (query.status === 'loading' || query.data.length === 0) return null;
  return (
    <RelatedSection
      title={t.related}
      previousLabel={t.relatedPrevious}
      nextLabel={t.relatedNext}
      items={query.data}
      columns={3}
      renderItem={(post) => <BlogCard post={post} />}
    />
  );
}
