import { Link } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { FallbackImage } from '../../components/FallbackImage';
import { FEATURED_POST } from '../../components/imageLayouts';
import { responsiveImage, type BlogPost, type ImageSlot } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import styles from './FeaturedPostCard.module.scss';
import { formatDate } from '../../dates/formatDate';
import { inspectorTags } from '../../live-preview/inspectorTags';

const FEATURED_IMAGE = { width: 1200, height: 750, layout: FEATURED_POST } satisfies ImageSlot;

/**
 * The blog's lead story: a large picture card with the title over it (docs/product.md#blog-list).
 */
export function FeaturedPostCard({ post }: { post: BlogPost }) {
  const t = useTexts(contentTexts).blog;
  const common = useTexts(commonTexts).common;
  const { language } = useLanguage();
  return (
    <article className={styles.card}>
      <Link to={`/blog/${encodeURIComponent(post.slug)}`} className={styles.link}>
        <FallbackImage
          {...responsiveImage(post.image, FEATURED_IMAGE)}
          alt={post.image?.description || post.image?.title || post.title}
          width={FEATURED_IMAGE.width}
          height={FEATURED_IMAGE.height}
          className={styles.image}
          priority
        />
        <div className={styles.overlay}>
          <span className={styles.label}>{t.featured}</span>
          <h2 className={styles.title} {...inspectorTags(post.id, 'title', language)}>
            {post.title}
          </h2>
          {post.excerpt && (
            <p className={styles.excerpt} {...inspectorTags(post.id, 'excerpt', language)}>
              {post.excerpt}
            </p>
          )}
          <div className={styles.meta}>
            <time dateTime={post.publishedDate}>{formatDate(post.publishedDate, language)}</time>
            <span className={styles.readMore} aria-hidden="true">
              {common.readMore} →
            </span>
          </div>
        </div>
      </Link>
    </article>
  );
}
