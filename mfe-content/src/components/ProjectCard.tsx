import { Link } from '@site/shared/router';
import { FallbackImage } from './FallbackImage';
import { StatusBadge } from './StatusBadge';
import { PROJECTS_LIST } from './imageLayouts';
import { responsiveImage, type Project, type SlotLayout } from '../queries';
import { useLanguage } from '@site/shared/language';
import { inspectorTags } from '../live-preview/inspectorTags';
import styles from './ProjectCard.module.scss';

export const CARD_IMAGE = { width: 640, height: 480 } as const;

export interface ProjectCardProps {
  project: Project;
  /** The card title's heading level, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** The card is in the first screen of its page: its picture loads at once (it is the LCP). */
  priority?: boolean;
  /** How wide the grid it sits in shows it (imageLayouts.ts); the projects list's unless told. */
  layout?: SlotLayout;
}

/** A project tile linking to its page: picture (or placeholder), status badge and title. */
export function ProjectCard({
  project,
  headingLevel = 3,
  priority = false,
  layout = PROJECTS_LIST,
}: ProjectCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image } = project;
  const { language } = useLanguage();
  return (
    <article className={styles.card}>
      <Link to={`/projects/${encodeURIComponent(project.slug)}`} className={styles.link}>
        <div className={styles.media} {...inspectorTags(project.id, 'featuredImage', language)}>
          <FallbackImage
            {...responsiveImage(image, { ...CARD_IMAGE, layout })}
            alt={image?.description || image?.title || project.title}
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            className={styles.image}
            priority={priority}
          />
          <StatusBadge status={project.status} className={styles.badge} />
        </div>
        <Heading className={styles.title}>
          <span className={styles.titleText} {...inspectorTags(project.id, 'title', language)}>
            {project.title}
          </span>
        </Heading>
      </Link>
    </article>
  );
}
