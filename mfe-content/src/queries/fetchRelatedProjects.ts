import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { NEWEST_FIRST, projectQuery } from './queryParts';
import { safely } from './safely';
import { toProject } from './toProject';
import type { Project } from './types';

export const RELATED_PROJECTS_FETCH = 9;
export const RELATED_PROJECTS_SIZE = 4;

/** Under a project: 9 others, newest first, 4 kept. */
export function fetchRelatedProjects(language: Language, excludeId: string): Promise<Project[]> {
  return safely(
    'related projects',
    async () => {
      const { items } = await getEntries({
        ...projectQuery(language),
        order: NEWEST_FIRST,
        limit: RELATED_PROJECTS_FETCH,
        'sys.id[ne]': excludeId,
      });
      return items
        .filter((entry) => entry.sys.id !== excludeId)
        .slice(0, RELATED_PROJECTS_SIZE)
        .map((entry) => toProject(entry, contentLocale(language)));
    },
    [],
  );
}
