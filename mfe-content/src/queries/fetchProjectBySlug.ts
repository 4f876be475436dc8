import type { Language } from '@site/shared/i18n';
import { getEntries } from './contentClient';
import { contentLocale } from './contentLocale';
import { projectQuery } from './queryParts';
import { safely } from './safely';
import { toProject } from './toProject';
import type { Project } from './types';

/** (improvement) The project whose slug matches, asked of the server, so it works past 100. */
export function fetchProjectBySlug(language: Language, slug: string): Promise<Project | null> {
  if (!slug) return Promise.resolve(null);
  return safely(
    `project ${slug}`,
    async () => {
      const { items } = await getEntries({
        ...projectQuery(language),
        'fields.slug': slug,
        limit: 1,
      });
      const [entry] = items;
      return entry ? toProject(entry, contentLocale(language)) : null;
    },
    null,
  );
}
