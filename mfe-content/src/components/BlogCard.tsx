import { Link } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { useLanguage } from '@site/shared/language';
import { FallbackImage } from './FallbackImage';
import { POSTS_GRID } from './imageLayouts';
import { responsiveImage, type BlogPost, type SlotLayout } from '../queries';
import styles from './BlogCard.module.scss';
import { formatDate } from '../dates/formatDate';
import { inspectorTags } from '../live-preview/inspectorTags';

export const BLOG_CARD_IMAGE = { width: 640, height: 400 } as const;

export interface BlogCardProps {
  post: BlogPost;
  headingLevel?: 2 | 3;
  /** Adds the publication date and the excerpt under the title. */
  detailed?: boolean;
  /** How wide the grid it sits in shows it (imageLayouts.ts); the blog's grid unless told. */
  layout?: SlotLayout;
}

/** A post tile linking to the post: picture, title clamped to 2 lines, read-more label. */
export function BlogCard({
  post,
  headingLevel = 3,
  detailed = false,
  layout = POSTS_GRID,
}: BlogCardProps) {
  const t = useTexts(commonTexts);
  const { language } = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image } = post;
  return (
    <article className={styles.card}>
      <Link to={`/blog/${encodeURIComponent(post.slug)}`} className={styles.link}>
        <div className={styles.media} {...inspectorTags(post.id, 'featuredImage', language)}>
          <FallbackImage
            {...responsiveImage(image, { ...BLOG_CARD_IMAGE, layout })}
            alt={image?.description || image?.title || post.title}
            width={BLOG_CARD_IMAGE.width}
            height={BLOG_CARD_IMAGE.height}
            className={styles.image}
          />
        </div>
        <div className={styles.body}>
          {detailed && (
            <time className={styles.date} dateTime={post.publishedDate}>
              {formatDate(post.publishedDate, language)}
            </time>
          )}
          <Heading className={styles.title} {...inspectorTags(post.id, 'title', language)}>
            {post.title}
          </Heading>
          {detailed && post.excerpt && (
            <p className={styles.excerpt} {...inspectorTags(post.id, 'excerpt', language)}>
              {post.excerpt}
            </p>
          )}
          <span className={styles.readMore} aria-hidden="true">
            {t.common.readMore} <span className={styles.arrow}>→</span>
          </span>
        </div>
      </Link>
    </article>
  );
}
