import { useId } from 'react';
import { Link } from '@site/shared/router';
import { useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { FallbackImage } from '../../components/FallbackImage';
import { imageUrl, type BlogPost } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import styles from './BlogSidebar.module.scss';
import { formatDate } from '../../dates/formatDate';

const THUMBNAIL = { width: 192, height: 144 } as const;

/** Up to 3 recent posts beside the featured one (docs/product.md#blog-list). */
export function BlogSidebar({ posts }: { posts: readonly BlogPost[] }) {
  const t = useTexts(contentTexts).blog;
  const { language } = useLanguage();
  const headingId = useId();
  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t.recent}
      </h2>
      {posts.length === 0 ? (
        <p className={styles.empty} role="status">
          {t.sidebarNotFound}
        </p>
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={`/blog/${encodeURIComponent(post.slug)}`} className={styles.item}>
                <FallbackImage
                  src={post.image ? imageUrl(post.image, THUMBNAIL) : null}
                  alt=""
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  className={styles.thumbnail}
                />
                <span className={styles.text}>
                  <span className={styles.title}>{post.title}</span>
                  <time className={styles.date} dateTime={post.publishedDate}>
                    {formatDate(post.publishedDate, language)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
