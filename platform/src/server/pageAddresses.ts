import {
  expandRoute,
  PAGE_ROUTES,
  type ModuleName,
  type RemoteName,
  type RouteParams,
} from '@site/shared/definitions';

// Server only (the remotes' renderers and sitemap parts): the browser never lists addresses.

/**
 * Every address a remote's pages answer, with the module that shows it: each of its routes, once
 * per combination of the given param values (`/services/:serviceId` → `/services/fire-alarm`…).
 * These are route addresses, without a language: each is drawn in every language, and listed in
 * the sitemap on every language path (`sitemapUrls`: `/ka/services/fire-alarm`…).
 */
export function pageAddresses<R extends RemoteName>(
  remote: R,
  params: RouteParams<R>,
): { url: string; expose: ModuleName<R> }[] {
  const values: Readonly<Record<string, readonly string[]>> = params;
  return PAGE_ROUTES.filter(({ module }) => module.startsWith(`${remote}/`)).flatMap(
    ({ path, module }) => {
      const expose = module.slice(remote.length + 1) as ModuleName<R>;
      try {
        return expandRoute(path, values).map((url) => ({ url, expose }));
      } catch (error) {
        throw new Error(`${remote}: ${(error as Error).message}`);
      }
    },
  );
}
