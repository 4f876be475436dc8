import { useId, useState } from 'react';
import { useTexts } from '@site/shared/i18n';
import { BlogCard } from '../../components/BlogCard';
import { CarouselArrows } from '../../components/CarouselArrows';
import layout from '../../components/PageLayout.module.scss';
import { useContentQuery } from '../../hooks/useContentQuery';
import { fetchRelatedPosts, type BlogPost } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import styles from './RelatedArticles.module.scss';

const NO_POSTS: BlogPost[] = [];

/**
 * Up to 3 other posts (the query keeps 3 of 6) with previous/next arrows. Like the related
 * projects (spec §2), the arrows move an index without changing the cards: all of them show.
 */
export function RelatedArticles({ excludeId }: { excludeId: string }) {
  const t = useTexts(contentTexts).blog;
  const headingId = useId();
  const listId = useId();
  const query = useContentQuery(
    ['relatedPosts', excludeId],
    (language) => fetchRelatedPosts(language, excludeId),
    NO_POSTS,
  );
  const [index, setIndex] = useState(0);

  if (query.status === 'loading' || query.data.length === 0) return null;
  const count = query.data.length;
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={layout.sectionTitle}>
          {t.related}
        </h2>
        <CarouselArrows
          controls={listId}
          previousLabel={t.relatedPrevious}
          nextLabel={t.relatedNext}
          onPrevious={() => setIndex((i) => (i - 1 + count) % count)}
          onNext={() => setIndex((i) => (i + 1) % count)}
        />
      </header>
      <ul id={listId} className={styles.grid} data-index={index}>
        {query.data.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
