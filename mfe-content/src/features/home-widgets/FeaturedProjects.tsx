import { useId, useState } from 'react';
import { Link } from '@site/shared/router';
import { commonTexts, useTexts } from '@site/shared/i18n';
import { CarouselArrows } from '../../components/CarouselArrows';
import { FEATURED_PROJECTS } from '../../components/imageLayouts';
import { ProjectCard } from '../../components/ProjectCard';
import { StatusMessage } from '../../components/StatusMessage';
import { useContentQuery } from '../../hooks/useContentQuery';
import { fetchFeaturedProjects, type Project } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import {
  CAROUSEL_PAGE_SIZE,
  carouselPageCount,
  nextCarouselPage,
  previousCarouselPage,
} from './carouselPages';
import styles from './FeaturedProjects.module.scss';
import { withContentQueries } from '../../query-cache/withContentQueries';

const NO_PROJECTS: Project[] = [];

/**
 * Home: featured projects with a view-all link and a paged carousel of 4
 * (docs/product.md#featured-projects).
 */
function FeaturedProjects() {
  const t = useTexts(contentTexts);
  const common = useTexts(commonTexts);
  const headingId = useId();
  const gridId = useId();
  const query = useContentQuery(['featuredProjects'], fetchFeaturedProjects, NO_PROJECTS);
  const [page, setPage] = useState(0);

  const projects = query.data ?? NO_PROJECTS;
  const pages = carouselPageCount(projects.length);
  // A refetch (language change) may bring fewer pages than the one being shown.
  const current = Math.min(page, pages - 1);
  const visible = projects.slice(current * CAROUSEL_PAGE_SIZE, (current + 1) * CAROUSEL_PAGE_SIZE);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <div>
            <h2 id={headingId} className={styles.title}>
              {t.portfolio.title}
            </h2>
            {query.status === 'ready' && projects.length > 0 && (
              <p className={styles.description}>{t.portfolio.description}</p>
            )}
          </div>
          {query.status === 'ready' && projects.length > 0 && (
            <div className={styles.actions}>
              <Link to="/projects" className={styles.viewAll}>
                {t.portfolio.viewAll}
              </Link>
              <CarouselArrows
                controls={gridId}
                previousLabel={t.portfolio.previous}
                nextLabel={t.portfolio.next}
                previousDisabled={current === 0}
                nextDisabled={current === pages - 1}
                onPrevious={() => setPage(previousCarouselPage(current, pages))}
                onNext={() => setPage(nextCarouselPage(current, pages))}
              />
            </div>
          )}
        </header>
        {query.status === 'loading' ? (
          <StatusMessage busy>{common.common.loading}</StatusMessage>
        ) : projects.length === 0 ? (
          <StatusMessage>{t.project.projectsNotFound}</StatusMessage>
        ) : (
          <ul id={gridId} className={styles.grid} aria-live="polite">
            {visible.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} layout={FEATURED_PROJECTS} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default withContentQueries(FeaturedProjects);
