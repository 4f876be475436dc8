import { commonTexts, type Language, useTexts } from '@site/shared/i18n';
import { DocumentHead } from '@site/shared/head';
import { Breadcrumb } from '@site/shared/ui';
import { Pagination } from '../../components/Pagination';
import { isPastTheLastPage, PastTheLastPage } from '../../components/PastTheLastPage';
import { BlogCard } from '../../components/BlogCard';
import { StatusMessage } from '../../components/StatusMessage';
import layout from '../../components/PageLayout.module.scss';
import { useContentQuery } from '../../hooks/useContentQuery';
import { listAddressParams, useListParams } from '../../hooks/useListParams';
import {
  BLOG_PAGE_SIZE,
  fetchBlogPage,
  fetchFeaturedPost,
  fetchSidebarPosts,
  type BlogPost,
} from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import { BlogSidebar } from './BlogSidebar';
import { FeaturedPostCard } from './FeaturedPostCard';
import styles from './BlogListPage.module.scss';
import { withContentQueries } from '../../query-cache/withContentQueries';

const EMPTY_PAGE = { items: [], total: 0, skip: 0, limit: BLOG_PAGE_SIZE, totalPages: 1 };
const NO_HEADLINES: Headlines = { featured: null, sidebar: [] };

interface Headlines {
  featured: BlogPost | null;
  sidebar: BlogPost[];
}

/** The sidebar leaves out the featured post, so it waits for it. */
async function fetchHeadlines(language: Language): Promise<Headlines> {
  const featured = await fetchFeaturedPost(language);
  const sidebar = await fetchSidebarPosts(language, featured?.id);
  return { featured, sidebar };
}

/**
 * /blog: featured post, recent posts, and the paged interesting-articles grid
 * (docs/product.md#blog-list).
 */
function BlogListPage() {
  const common = useTexts(commonTexts);
  const t = useTexts(contentTexts).blog;
  const { page, addressOf } = useListParams();
  const headlines = useContentQuery(['blogHeadlines'], fetchHeadlines, NO_HEADLINES);
  const grid = useContentQuery(
    ['blogPage', page],
    (language) => fetchBlogPage(language, page),
    EMPTY_PAGE,
  );

  const pastTheLast = grid.status === 'ready' && isPastTheLastPage(page, grid.data);

  return (
    <>
      <DocumentHead
        title={common.pageTitles.blog}
        description={pastTheLast ? common.pageDescriptions.notFound : t.description}
        params={listAddressParams(page)}
        indexable={!pastTheLast}
      />
      <Breadcrumb items={[{ label: common.breadcrumb.blog }]} />
      <div className={layout.page}>
        <h1 className={layout.title}>{common.pageTitles.blog}</h1>

        <div className={styles.top}>
          {headlines.status === 'loading' ? (
            <StatusMessage busy>{common.common.loading}</StatusMessage>
          ) : (
            <>
              {headlines.data.featured ? (
                <FeaturedPostCard post={headlines.data.featured} />
              ) : (
                <StatusMessage>{t.featuredNotFound}</StatusMessage>
              )}
              <BlogSidebar posts={headlines.data.sidebar} />
            </>
          )}
        </div>

        <section className={styles.articles} aria-labelledby="interesting-articles">
          <h2 id="interesting-articles" className={layout.sectionTitle}>
            {t.interesting}
          </h2>
          {grid.status === 'loading' ? (
            <StatusMessage busy>{common.common.loading}</StatusMessage>
          ) : pastTheLast ? (
            <PastTheLastPage message={t.noPosts} back={t.backToBlog} firstPage={addressOf(1)} />
          ) : grid.data.items.length === 0 ? (
            <StatusMessage>{t.noPosts}</StatusMessage>
          ) : (
            <>
              <ul className={styles.grid}>
                {grid.data.items.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} detailed />
                  </li>
                ))}
              </ul>
              <Pagination
                current={page}
                totalPages={grid.data.totalPages}
                hrefOf={(next) => addressOf(next)}
                arrows
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

export default withContentQueries(BlogListPage);
