import { useTexts } from '@site/shared/i18n';
import { ProjectCard } from '../../components/ProjectCard';
import { RelatedSection } from '../../components/RelatedSection';
import { useContentQuery } from '../../hooks/useContentQuery';
import { fetchRelatedProjects, type Project } from '../../queries';
import { contentTexts } from '../../texts/contentTexts';

const NO_PROJECTS: Project[] = [];
const SHOWN = 4;

/**
 * Up to 4 other projects (9 fetched), with previous/next arrows (docs/product.md#project-detail).
 */
export function RelatedProjects({ excludeId }: { excludeId: string }) {
  const t = useTexts(contentTexts).project;
  const query = useContentQuery(
    ['relatedProjects', excludeId],
    (language) => fetchRelatedProjects(language, excludeId),
    NO_PROJECTS,
  );
  if (query.status === 'loading' || query.data.length === 0) return null;
  return (
    <RelatedSection
      title={t.related}
      previousLabel={t.relatedPrevious}
      nextLabel={t.relatedNext}
      items={query.data.slice(0, SHOWN)}
      columns={4}
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
