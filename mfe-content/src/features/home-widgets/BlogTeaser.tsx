import { useId } from 'react';
import { Link } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { BlogCard } from '../../components/BlogCard';
import { BLOG_TEASER } from '../../components/imageLayouts';
import { StatusMessage } from '../../components/StatusMessage';
import { useContentQuery } from '../../hooks/useContentQuery';
import { fetchBlogTeaser, type BlogPost } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import styles from './BlogTeaser.module.scss';
import { withContentQueries } from '../../query-cache/withContentQueries';

const NO_POSTS: BlogPost[] = [];

/** Home: the latest 3 posts with a view-all link to /blog (docs/product.md#home). */
function BlogTeaser() {
  const t = useTexts(contentTexts);
  const common = useTexts(commonTexts);
  const headingId = useId();
  const query = useContentQuery(['blogTeaser'], fetchBlogTeaser, NO_POSTS);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {t.blog.teaserTitle}
          </h2>
          <Link to="/blog" className={styles.viewAll}>
            {t.blog.viewAll}
          </Link>
        </header>
        {query.status === 'loading' ? (
          <StatusMessage busy>{common.common.loading}</StatusMessage>
        ) : query.data.length === 0 ? (
          <StatusMessage>{t.error.blogNotFound}</StatusMessage>
        ) : (
          <ul className={styles.grid}>
            {query.data.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} layout={BLOG_TEASER} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default withContentQueries(BlogTeaser);
