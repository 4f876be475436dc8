// Projects (docs/product.md#projects-list, #project-detail, #home): the kind, and every query the
// pages make of it.
import type { Language } from '@site/shared/i18n';
import type { EntryQuery } from './contentClient';
import {
  type ContentKind,
  fetchBySlug,
  fetchItems,
  fetchListPage,
  fetchOthers,
} from './contentStack';
import { NEWEST_FIRST, STATUS_THEN_NEWEST } from './queryParts';
import { toProject } from './toProject';
import { CONTENT_TYPES, type Project, type ProjectFilter } from './types';

export const PROJECTS: ContentKind<Project> = {
  contentType: CONTENT_TYPES.project,
  noun: 'project',
  toItem: toProject,
};

export const PROJECTS_PAGE_SIZE = 12;
export const FEATURED_PROJECTS_FETCH = 20;
export const FEATURED_PROJECTS_SIZE = 4;
export const RELATED_PROJECTS_FETCH = 9;
export const RELATED_PROJECTS_SIZE = 4;

export function fetchProjectBySlug(language: Language, slug: string): Promise<Project | null> {
  return fetchBySlug(PROJECTS, language, slug);
}

function filterQuery(filter: ProjectFilter): EntryQuery {
  if (filter === 'all') return { order: STATUS_THEN_NEWEST };
  return { order: NEWEST_FIRST, 'fields.status': filter };
}

/** Projects list page `page` (1-based) of 12: all (ongoing first), or one status, newest first. */
export function fetchProjectsPage(language: Language, page: number, filter: ProjectFilter) {
  return fetchListPage(PROJECTS, language, {
    page,
    size: PROJECTS_PAGE_SIZE,
    query: filterQuery(filter),
    what: `projects page ${page} (${filter})`,
  });
}

/** Under a project: 9 others, newest first, 4 kept. */
export function fetchRelatedProjects(language: Language, excludeId: string): Promise<Project[]> {
  return fetchOthers(PROJECTS, language, excludeId, {
    fetch: RELATED_PROJECTS_FETCH,
    keep: RELATED_PROJECTS_SIZE,
    order: NEWEST_FIRST,
    what: 'related projects',
  });
}

/** Home page: of 20 (ongoing first, newest first), the featured ones, filled up to 4. */
export async function fetchFeaturedProjects(language: Language): Promise<Project[]> {
  const projects = await fetchItems(
    PROJECTS,
    language,
    { order: STATUS_THEN_NEWEST, limit: FEATURED_PROJECTS_FETCH },
    'featured projects',
  );
  const featured = projects.filter((project) => project.isFeatured);
  const others = projects.filter((project) => !project.isFeatured);
  return [...featured, ...others].slice(0, FEATURED_PROJECTS_SIZE);
}
