import { useId, useState } from 'react';
import { useTexts } from '@site/shared/i18n';
import { CarouselArrows } from '../../components/CarouselArrows';
import { ProjectCard } from '../../components/ProjectCard';
import layout from '../../components/PageLayout.module.scss';
import { useContentQuery } from '../../hooks/useContentQuery';
import { fetchRelatedProjects, type Project } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import styles from './RelatedProjects.module.scss';

const NO_PROJECTS: Project[] = [];
const SHOWN = 4;

/**
 * Up to 4 other projects. As the spec describes (§2), the arrows only move an index: the cards
 * shown do not change. The index is kept on the list so the behaviour stays observable.
 */
export function RelatedProjects({ excludeId }: { excludeId: string }) {
  const t = useTexts(contentTexts).project;
  const headingId = useId();
  const listId = useId();
  const query = useContentQuery(
    ['relatedProjects', excludeId],
    (language) => fetchRelatedProjects(language, excludeId),
    NO_PROJECTS,
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
        {query.data.slice(0, SHOWN).map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
