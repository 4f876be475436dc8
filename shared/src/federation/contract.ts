// The federation contract between the shell and the remotes
// (docs/architecture.md#federation-contract), derived from the one table of remotes (remotes.ts):
// which modules each remote exposes and which routes its pages answer. Pages take no props: they
// read route params themselves and everything else from @site/shared.
import type { ComponentType } from 'react';
import { REGION_ADDRESS } from './internalAddresses';
import { REMOTES, type ExposedModuleDefinition, type RemoteDefinition } from './remotes';

export { REMOTES, type PageRendering, type RemoteDefinition } from './remotes';

export type RemoteName = keyof typeof REMOTES;
/** The modules one remote exposes, by name (`Home`). */
export type ModuleName<R extends RemoteName> = keyof (typeof REMOTES)[R]['modules'] & string;
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ModuleName<R>}` }[RemoteName];

// The same table with its literal types widened, to walk it.
const remoteTable: Readonly<Record<RemoteName, RemoteDefinition>> = REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

function modulesOf(remote: RemoteName): [string, ExposedModuleDefinition][] {
  return Object.entries(remoteTable[remote].modules);
}

/** The modules a remote exposes, in the table's order. */
export function moduleNamesOf<R extends RemoteName>(remote: R): readonly ModuleName<R>[] {
  return Object.keys(REMOTES[remote].modules) as ModuleName<R>[];
}

/**
 * What a remote's build must expose, by module name: the components the shell's loader accepts
 * (a default export that takes no props). Each remote's `exposedModules.generated.ts` satisfies it.
 */
export type ExposedComponents<R extends RemoteName> = {
  readonly [M in ModuleName<R>]: ComponentType;
};

/**
 * Which exposed page each route of docs/product.md#routes shows. The shell's router is built from
 * this table, and the federation runtime plugin reads it at start-up to fetch the current route's
 * remote before the shell has rendered (routePreload.ts). `*` (not found) belongs to the shell.
 */
export const PAGE_ROUTES = pageRoutesOf(REMOTES) as readonly {
  path: string;
  module: RemoteModuleId;
}[];

/** The page routes of a table (PAGE_ROUTES for this site's; tests give a table of their own). */
export function pageRoutesOf(
  table: Readonly<Record<string, RemoteDefinition>>,
): readonly { path: string; module: string }[] {
  return Object.entries(table).flatMap(([remote, { modules }]) =>
    Object.entries(modules).flatMap(([name, definition]: [string, ExposedModuleDefinition]) =>
      'routes' in definition
        ? definition.routes.map((path) => ({ path, module: `${remote}/${name}` }))
        : [],
    ),
  );
}

/** The widgets a remote exposes for other remotes' pages, each with the pages that embed it. */
export const WIDGETS: readonly { module: RemoteModuleId; embeddedIn: readonly RemoteModuleId[] }[] =
  REMOTE_NAMES.flatMap((remote) =>
    modulesOf(remote).flatMap(([name, definition]) =>
      'embeddedIn' in definition
        ? [
            {
              module: `${remote}/${name}` as RemoteModuleId,
              embeddedIn: definition.embeddedIn as readonly RemoteModuleId[],
            },
          ]
        : [],
    ),
  );

type ParamsOfPath<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOfPath<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type RoutesOf<R extends RemoteName> = {
  [M in ModuleName<R>]: (typeof REMOTES)[R]['modules'][M] extends {
    routes: readonly (infer P)[];
  }
    ? P
    : never;
}[ModuleName<R>];

/** The values to render a remote's pages with, per route param (`{ serviceId: [...] }`). */
export type RouteParams<R extends RemoteName> = {
  readonly [N in ParamsOfPath<RoutesOf<R>>]: readonly string[];
};

/**
 * The absolute address of a remote's manifest, from its runtime-config value (relative to the
 * page). The runtime registers remotes under it and the start-up fetch keys on it, so the two
 * must resolve the same way.
 */
export function manifestUrl(configured: string, pageUrl: string): string {
  return new URL(configured, pageUrl).href;
}

/**
 * The navigation section a path belongs to: the first segment of its page route (`home` for `/`),
 * or `none` for an address no page owns. A server-rendered page names it when it includes the
 * shell's header, which marks that section as current.
 */
export const SECTIONS = [
  'home',
  ...new Set(PAGE_ROUTES.map(({ path }) => path.split('/')[1]).filter(Boolean)),
  'none',
] as string[];

export function sectionOf(pathname: string): string {
  const first = pathname.split('/').find(Boolean);
  if (first === undefined) return 'home';
  return SECTIONS.includes(first) ? first : 'none';
}

/**
 * The regions of a page, each its own React root: the shell's top (skip link, language banner,
 * header), the page (its owner's module) and the shell's footer. Server and browser give a root
 * the same `identifierPrefix`, so `useId` values match on hydration and never collide.
 */
export const PAGE_REGIONS = {
  top: { id: 'shell-top', identifierPrefix: 't-' },
  page: { id: 'page-root', identifierPrefix: 'p-' },
  footer: { id: 'shell-footer', identifierPrefix: 'f-' },
} as const;

/**
 * A widget one remote embeds in another's page (the content remote's widgets on Home) is a region
 * of its own: its owner renders it (on the server and in the browser) into a root with this
 * `identifierPrefix`.
 */
export function widgetIdentifierPrefix(module: RemoteModuleId): string {
  return `w-${module.split('/')[1]?.toLowerCase()}-`;
}

/**
 * Where the entry answers a widget region rendered by its owner, for a page's SSI include:
 * `/_region/content/ka/FeaturedProjects`. The owner answers the same path without the remote's
 * name (`/_region/ka/FeaturedProjects`).
 */
export function widgetRegionAddress(module: RemoteModuleId, language: string): string {
  const [remote, expose] = module.split('/');
  return `${REGION_ADDRESS}${remote}/${language}/${expose}`;
}
