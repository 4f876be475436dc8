import { useTexts } from '@site/shared/i18n';
import { RELATED_PROJECTS } from '../../components/imageLayouts';
import { ProjectCard } from '../../components/ProjectCard';
import { RelatedEntries } from '../../components/RelatedEntries';
import { fetchRelatedProjects, RELATED_PROJECTS_SIZE } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';

/**
 * Up to 4 other projects (the query keeps 4 of 9), with previous/next arrows
 * (docs/product.md#project-detail).
 */
export function RelatedProjects({ excludeId }: { excludeId: string }) {
  return (
    <RelatedEntries
      queryName="relatedProjects"
      excludeId={excludeId}
      fetch={fetchRelatedProjects}
      texts={useTexts(contentTexts).project}
      shown={RELATED_PROJECTS_SIZE}
      columns={4}
      renderItem={(project) => <ProjectCard project={project} layout={RELATED_PROJECTS} />}
    />
  );
}
