import { useTexts } from '@site/shared/i18n';
import { StatusBadge } from '../../components/StatusBadge';
import type { Project } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';
import { useLanguage } from '@site/shared/language';
import { inspectorTags } from '../../live-preview/inspectorTags';
import styles from './ProjectAboutBox.module.scss';

/** Client, area, status and the services dropdown of a project (docs/product.md#project-detail). */
export function ProjectAboutBox({ project }: { project: Project }) {
  const t = useTexts(contentTexts).project;
  const { language } = useLanguage();
  // docs/product.md#project-detail: the detail page says ongoing for ongoing and completed for
  // everything else.
  const shownStatus = project.status.trim().toLowerCase() === 'ongoing' ? 'ongoing' : 'completed';

  return (
    <aside className={styles.box} aria-label={t.about}>
      <h2 className={styles.heading}>{t.about}</h2>
      <dl className={styles.facts}>
        {project.client && (
          <div className={styles.fact}>
            <dt>{t.client}</dt>
            <dd {...inspectorTags(project.id, 'client', language)}>{project.client}</dd>
          </div>
        )}
        {project.area && (
          <div className={styles.fact}>
            <dt>{t.area}</dt>
            <dd {...inspectorTags(project.id, 'area', language)}>{project.area}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t.status}</dt>
          <dd>
            <StatusBadge status={shownStatus} />
          </dd>
        </div>
      </dl>
      {project.services.length > 0 && (
        // A native disclosure: it opens without scripts, and the browser owns its open state (an
        // item opened before hydration stays open; `open` is the visitor's, not a mismatch). Its
        // summary has the browser's expanded state: ARIA in HTML allows no aria-expanded there.
        <details className={styles.services} suppressHydrationWarning>
          <summary className={styles.toggle}>
            <span>{t.services}</span>
            <svg
              className={styles.chevron}
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          <ul className={styles.serviceList}>
            {project.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </details>
      )}
    </aside>
  );
}
