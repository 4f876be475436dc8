import { createContext, useContext } from 'react';
import { listQuery } from '@site/shared/definitions';
import { useLocation } from '@site/shared/router';

/**
 * What the server's header names as the page's route address. The header is drawn once per
 * section when the entry starts (shell/src/server/render.tsx), not per address, so the server
 * draws this marker and the renderer turns it into an SSI echo of the request's route path as sent
 * and the list parameters it names (`$site_route_uri`: `/projects?page=2` for
 * `/ka/projects?page=2&utm_source=mail`): the entry writes in each page's address, which the
 * browser then draws the same way (shared/src/lists/listParameters.ts: listQuery). It stands where a
 * route path does, so what is drawn around it (a language path's `/ka` in front) stays in place.
 */
export const CURRENT_ADDRESS_MARKER = '/__current_address__';

/** The marker on the server (null: the router's address, in the browser). */
export const ServerAddress = createContext<string | null>(null);

/**
 * The page's route path and the list parameters of its query, without the language path's
 * language (the router's base): `/projects?page=2` on `/ka/projects?page=2&utm_source=mail`, `/`
 * on `/ka/`. Nothing else of the query: a tracking tag followed starts a new visit in analytics,
 * and a preview's pass is a credential.
 */
export function useCurrentAddress(): string {
  const onServer = useContext(ServerAddress);
  const { pathname, search } = useLocation();
  return onServer ?? `${pathname}${listQuery(search)}`;
}
