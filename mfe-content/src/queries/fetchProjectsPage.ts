import type { Language } from '@site/shared/i18n';
import { getEntries, type EntryQuery } from './contentClient';
import { contentLocale } from './contentLocale';
import { pageSkip, totalPages } from './pagination';
import { NEWEST_FIRST, projectQuery, STATUS_THEN_NEWEST } from './queryParts';
import { safely } from './safely';
import { toProject } from './toProject';
import type { Paged, Project, ProjectFilter } from './types';

export const PROJECTS_PAGE_SIZE = 12;

function filterQuery(filter: ProjectFilter): EntryQuery {
  if (filter === 'all') return { order: STATUS_THEN_NEWEST };
  return { order: NEWEST_FIRST, 'fields.status': filter };
}

/** Projects list page `page` (1-based) of 12: all (ongoing first), or one status, newest first. */
export function fetchProjectsPage(
  language: Language,
  page: number,
  filter: ProjectFilter,
): Promise<Paged<Project> & { totalPages: number }> {
  const skip = pageSkip(page, PROJECTS_PAGE_SIZE);
  return safely(
    `projects page ${page} (${filter})`,
    async () => {
      const response = await getEntries({
        ...projectQuery(language),
        ...filterQuery(filter),
        limit: PROJECTS_PAGE_SIZE,
        skip,
      });
      return {
        items: response.items.map((entry) => toProject(entry, contentLocale(language))),
        total: response.total,
        skip: response.skip,
        limit: response.limit,
        totalPages: totalPages(response.total, PROJECTS_PAGE_SIZE),
      };
    },
    { items: [], total: 0, skip, limit: PROJECTS_PAGE_SIZE, totalPages: 1 },
  );
}
