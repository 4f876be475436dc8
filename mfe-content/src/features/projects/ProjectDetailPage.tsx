import { Link, useParams } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { DocumentHead, PageStatus } from '@site/shared/head';
import { Breadcrumb } from '@site/shared/ui';
import { FallbackImage } from '../../components/FallbackImage';
import { StatusMessage } from '../../components/StatusMessage';
import layout from '../../components/PageLayout.module.scss';
import { useContentQuery } from '../../hooks/useContentQuery';
import { PROJECT_HERO } from '../../components/imageLayouts';
import {
  fetchProjectBySlug,
  previewImageUrl,
  responsiveImage,
  type ImageSlot,
} from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import { ProjectAboutBox } from './ProjectAboutBox';
import { RelatedProjects } from './RelatedProjects';
import styles from './ProjectDetailPage.module.scss';
import { withContentQueries } from '../../query-cache/withContentQueries';
import { useLanguage } from '@site/shared/language';
import { inspectorTags } from '../../live-preview/inspectorTags';

const HERO_IMAGE = { width: 1200, height: 800, layout: PROJECT_HERO } satisfies ImageSlot;

/** /projects/{slug}: picture, about box and related projects (docs/product.md#project-detail). */
function ProjectDetailPage() {
  const { projectId = '' } = useParams();
  const { language } = useLanguage();
  const common = useTexts(commonTexts);
  const t = useTexts(contentTexts);
  const query = useContentQuery(
    ['project', projectId],
    (language) => fetchProjectBySlug(language, projectId),
    null,
  );
  const project = query.status === 'ready' ? query.data : null;
  const title =
    query.status === 'loading'
      ? common.pageTitles.projects
      : (project?.title ?? t.project.notFound);

  return (
    <>
      <DocumentHead
        title={title}
        description={
          project
            ? [project.title, project.client, project.area].filter(Boolean).join(' — ')
            : query.status === 'loading'
              ? t.projectsPage.description
              : // A slug nothing has: the site's not-found description, as its own 404 page's.
                common.pageDescriptions.notFound
        }
        image={previewImageUrl(project?.image)}
        type={project ? 'article' : 'website'}
        // A slug nothing has: one message for every such address, kept out of search results.
        indexable={query.status === 'loading' || project !== null}
      />
      <Breadcrumb
        items={[
          { label: common.breadcrumb.projects, to: '/projects' },
          ...(query.status === 'ready' ? [{ label: title }] : []),
        ]}
      />
      <div className={layout.page}>
        {query.status === 'loading' ? (
          <StatusMessage busy>{common.common.loading}</StatusMessage>
        ) : !project ? (
          <div className={layout.notFound}>
            <PageStatus code={404} />
            <h1 className={layout.title}>{t.project.notFound}</h1>
            <p>{t.project.notFoundText}</p>
            <Link to="/projects" className={layout.backLink}>
              {t.project.backToProjects}
            </Link>
          </div>
        ) : (
          <article>
            <h1 className={layout.title} {...inspectorTags(project.id, 'title', language)}>
              {project.title}
            </h1>
            <div className={styles.layout}>
              <div
                className={styles.media}
                {...inspectorTags(project.id, 'featuredImage', language)}
              >
                <FallbackImage
                  {...responsiveImage(project.image, HERO_IMAGE)}
                  alt={project.image?.description || project.image?.title || project.title}
                  width={HERO_IMAGE.width}
                  height={HERO_IMAGE.height}
                  className={styles.image}
                  priority
                />
              </div>
              <ProjectAboutBox project={project} />
            </div>
            <RelatedProjects excludeId={project.id} />
          </article>
        )}
      </div>
    </>
  );
}

export default withContentQueries(ProjectDetailPage);
