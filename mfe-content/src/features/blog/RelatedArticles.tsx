import { useTexts } from '@site/shared/i18n';
import { BlogCard } from '../../components/BlogCard';
import { RelatedEntries } from '../../components/RelatedEntries';
import { fetchRelatedPosts, RELATED_POSTS_SIZE } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';

/**
 * Up to 3 other posts (the query keeps 3 of 6), with previous/next arrows
 * (docs/product.md#blog-post).
 */
export function RelatedArticles({ excludeId }: { excludeId: string }) {
  return (
    <RelatedEntries
      queryName="relatedPosts"
      excludeId={excludeId}
      fetch={fetchRelatedPosts}
      texts={useTexts(contentTexts).blog}
      shown={RELATED_POSTS_SIZE}
      columns={3}
      renderItem={(post) => <BlogCard post={post} />}
    />
  );
}
