import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { projectQuery, STATUS_THEN_NEWEST } from './queryParts';
import { safely } from './safely';
import { toProject } from './toProject';
import type { Project } from './types';

export const FEATURED_PROJECTS_FETCH = 20;
export const FEATURED_PROJECTS_SIZE = 4;

/** Home page: of 20 (ongoing first, newest first), the featured ones, filled up to 4. */
export function fetchFeaturedProjects(language: Language): Promise<Project[]> {
  return safely(
    'featured projects',
    async () => {
      const { items } = await getEntries({
        ...projectQuery(language),
        order: STATUS_THEN_NEWEST,
        limit: FEATURED_PROJECTS_FETCH,
      });
      const projects = items.map((entry) => toProject(entry, contentLocale(language)));
      const featured = projects.filter((project) => project.isFeatured);
      const others = projects.filter((project) => !project.isFeatured);
      return [...featured, ...others].slice(0, FEATURED_PROJECTS_SIZE);
    },
    [],
  );
}
