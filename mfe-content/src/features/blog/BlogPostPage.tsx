import { Link, useParams } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { DocumentHead, PageStatus } from '@site/shared/head';
import { useLanguage } from '@site/shared/language';
import { Breadcrumb } from '@site/shared/ui';
import { FallbackImage } from '../../components/FallbackImage';
import { StatusMessage } from '../../components/StatusMessage';
import layout from '../../components/PageLayout.module.scss';
import { useContentQuery } from '../../hooks/useContentQuery';
import { POST_HERO } from '../../components/imageLayouts';
import { fetchPostBySlug, previewImageUrl, responsiveImage, type ImageSlot } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import { RelatedArticles } from './RelatedArticles';
import { RichTextBody } from './rich-text/RichTextBody';
import styles from './BlogPostPage.module.scss';
import { withContentQueries } from '../../query-cache/withContentQueries';
import { formatDate } from '../../dates/formatDate';
import { inspectorTags } from '../../live-preview/inspectorTags';

const HERO_IMAGE = { width: 1200, height: 630, layout: POST_HERO } satisfies ImageSlot;

/**
 * /blog/{slug}: picture, title, date, rich-text body and related articles
 * (docs/product.md#blog-post).
 */
function BlogPostPage() {
  const { blogId = '' } = useParams();
  const { language } = useLanguage();
  const common = useTexts(commonTexts);
  const t = useTexts(contentTexts).blog;
  const query = useContentQuery(
    ['post', blogId],
    (active) => fetchPostBySlug(active, blogId),
    null,
  );
  const post = query.status === 'ready' ? query.data : null;
  const title = query.status === 'loading' ? common.pageTitles.blog : (post?.title ?? t.notFound);

  return (
    <>
      <DocumentHead
        title={title}
        description={
          post
            ? post.excerpt || post.title || t.description
            : query.status === 'loading'
              ? t.description
              : // A slug nothing has: the site's not-found description, as its own 404 page's.
                common.pageDescriptions.notFound
        }
        image={previewImageUrl(post?.image)}
        type={post ? 'article' : 'website'}
        // A slug nothing has: one message for every such address, kept out of search results.
        indexable={query.status === 'loading' || post !== null}
      />
      <Breadcrumb
        items={[
          { label: common.breadcrumb.blog, to: '/blog' },
          ...(query.status === 'ready' ? [{ label: title }] : []),
        ]}
      />
      <div className={layout.page}>
        {query.status === 'loading' ? (
          <StatusMessage busy>{common.common.loading}</StatusMessage>
        ) : !post ? (
          <div className={layout.notFound}>
            <PageStatus code={404} />
            <h1 className={layout.title}>{t.notFound}</h1>
            <p>{t.notFoundText}</p>
            <Link to="/blog" className={layout.backLink}>
              {t.backToBlog}
            </Link>
          </div>
        ) : (
          <>
            <article className={styles.article}>
              <div className={styles.hero} {...inspectorTags(post.id, 'featuredImage', language)}>
                <FallbackImage
                  {...responsiveImage(post.image, HERO_IMAGE)}
                  alt={post.image?.description || post.image?.title || post.title}
                  width={HERO_IMAGE.width}
                  height={HERO_IMAGE.height}
                  className={styles.heroImage}
                  priority
                />
              </div>
              <header className={styles.header}>
                <h1 className={styles.title} {...inspectorTags(post.id, 'title', language)}>
                  {post.title}
                </h1>
                <p className={styles.date}>
                  {t.publishedOn}{' '}
                  <time dateTime={post.publishedDate}>
                    {formatDate(post.publishedDate, language)}
                  </time>
                </p>
              </header>
              {post.content && (
                <RichTextBody
                  document={post.content}
                  tags={inspectorTags(post.id, 'content', language)}
                />
              )}
            </article>
            <RelatedArticles excludeId={post.id} />
          </>
        )}
      </div>
    </>
  );
}

export default withContentQueries(BlogPostPage);
