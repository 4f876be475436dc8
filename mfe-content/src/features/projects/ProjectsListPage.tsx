import { commonTexts, useTexts } from '@site/shared/i18n';
import { DocumentHead } from '@site/shared/head';
import { Breadcrumb } from '@site/shared/ui';
import { Pagination } from '../../components/Pagination';
import { isPastTheLastPage, PastTheLastPage } from '../../components/PastTheLastPage';
import { ProjectCard } from '../../components/ProjectCard';
import { StatusMessage } from '../../components/StatusMessage';
import layout from '../../components/PageLayout.module.scss';
import { useContentQuery } from '../../hooks/useContentQuery';
import { listAddressParams, useListParams } from '../../hooks/useListParams';
import { fetchProjectsPage, PROJECTS_PAGE_SIZE } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import { ProjectFilterButtons } from './ProjectFilterButtons';
import styles from './ProjectsListPage.module.scss';
import { withContentQueries } from '../../query-cache/withContentQueries';

// The cards of the first screen: one row of 4 on a wide screen, two rows of 2 on a phone.
const FIRST_SCREEN_CARDS = 4;
const EMPTY_PAGE = { items: [], total: 0, skip: 0, limit: PROJECTS_PAGE_SIZE, totalPages: 1 };

/** /projects: status filter, a grid of 12 a page, pagination (docs/product.md#projects-list). */
function ProjectsListPage() {
  const common = useTexts(commonTexts);
  const t = useTexts(contentTexts);
  const { page, status, addressOf } = useListParams();
  const query = useContentQuery(
    ['projectsPage', page, status],
    (language) => fetchProjectsPage(language, page, status),
    EMPTY_PAGE,
  );

  const pastTheLast = query.status === 'ready' && isPastTheLastPage(page, query.data);

  return (
    <>
      <DocumentHead
        title={common.pageTitles.projects}
        description={pastTheLast ? common.pageDescriptions.notFound : t.projectsPage.description}
        params={listAddressParams(page, status)}
        indexable={!pastTheLast}
      />
      <Breadcrumb items={[{ label: common.breadcrumb.projects }]} />
      <div className={layout.page}>
        <h1 className={layout.title}>{common.pageTitles.projects}</h1>
        <ProjectFilterButtons value={status} hrefOf={(filter) => addressOf(1, filter)} />
        {query.status === 'loading' ? (
          <StatusMessage busy>{common.common.loading}</StatusMessage>
        ) : pastTheLast ? (
          <PastTheLastPage
            message={t.project.projectsNotFound}
            back={t.project.backToProjects}
            firstPage={addressOf(1, status)}
          />
        ) : query.data.items.length === 0 ? (
          <StatusMessage>{t.project.projectsNotFound}</StatusMessage>
        ) : (
          <>
            <ul className={styles.grid}>
              {query.data.items.map((project, index) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    headingLevel={2}
                    priority={index < FIRST_SCREEN_CARDS}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              current={page}
              totalPages={query.data.totalPages}
              hrefOf={(next) => addressOf(next, status)}
            />
          </>
        )}
      </div>
    </>
  );
}

export default withContentQueries(ProjectsListPage);
