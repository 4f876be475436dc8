import { PAGE_ROUTES } from '@site/shared/federation';

/** A route pattern of the contract as an anchored nginx regex (`:param` is one path segment). */
function routeRegex(pattern: string): string {
  if (pattern === '/') return '^/$';
  const body = pattern.replace(/:[^/]+/g, '[^/]+').replace(/[.]/g, '\\.');
  return `^${body}/?$`;
}

/**
 * The entry's route → owner table, from the federation contract's PAGE_ROUTES: which app's
 * container renders the page at an address. Anything else is the shell's not-found page.
 */
export function pageOwnersMap(): string {
  const lines = PAGE_ROUTES.map(({ path, module }) => {
    const owner = module.split('/')[0];
    return `  "~${routeRegex(path)}" ${owner};`;
  });
  return [
    '# Generated from the federation contract (PAGE_ROUTES) when the entry starts.',
    'map $uri $page_owner {',
    '  default shell;',
    ...lines,
    '}',
    '',
  ].join('\n');
}
