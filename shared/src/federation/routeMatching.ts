// Route matching, in one place: which page of the federation contract an address shows. The
// content renderer, the start-up preloader, the entry's route → owner map and the sitemap all ask
// this module (the shell's router is react-router, given the same patterns). A pattern is a path
// whose `:name` segments each stand for one path segment; an address may end with one `/`. An
// address on a language path (`/ka/projects`) is matched by its route path (`/projects`).
import { routeOfPath } from '../language/languagePath';

/** The path's segments, without empty ones (`/blog/` and `/blog` are the same page). */
const segments = (path: string) => path.split('/').filter(Boolean);

/** The params of `pathname` under `pattern` (`{ blogId: 'a-post' }`), or null if it is not one. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(routeOfPath(pathname));
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** The first of `routes` whose pattern `pathname` matches. */
export function findRoute<T extends { path: string }>(
  routes: readonly T[],
  pathname: string,
): T | undefined {
  return routes.find((route) => matchRoute(route.path, pathname) !== null);
}

/**
 * The same rule as an anchored regular expression (nginx's `map` and JavaScript read it alike):
 * `/projects/:projectId` → `^/projects/[^/]+/?$`.
 */
export function routeRegex(pattern: string): string {
  const parts = segments(pattern).map((part) =>
    part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return parts.length === 0 ? '^/$' : `^/${parts.join('/')}/?$`;
}

/**
 * Every address of a pattern, once per combination of the given param values
 * (`/services/:serviceId` → `/services/fire-alarm`, …).
 */
export function expandRoute(
  pattern: string,
  values: Readonly<Record<string, readonly string[]>>,
): string[] {
  return segments(pattern)
    .reduce<string[]>(
      (prefixes, part) => {
        const options = part.startsWith(':') ? values[part.slice(1)] : [part];
        if (!options) throw new Error(`no values for ${part} of ${pattern}`);
        return prefixes.flatMap((prefix) => options.map((option) => `${prefix}/${option}`));
      },
      [''],
    )
    .map((address) => address || '/');
}
