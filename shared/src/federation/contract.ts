// The federation contract between the shell and the remotes (DESIGN §3): which modules each
// remote exposes. Pages take no props: they read route params themselves and everything
// else from @site/shared.
export const REMOTE_MODULES = {
  company: ['Home', 'ServicesList', 'ServiceDetail', 'About'],
  content: [
    'ProjectsList',
    'ProjectDetail',
    'BlogList',
    'BlogPost',
    'FeaturedProjects',
    'BlogTeaser',
  ],
  contact: ['Contact'],
} as const;

export type RemoteName = keyof typeof REMOTE_MODULES;
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_MODULES)[R][number]}`;
}[RemoteName];

/**
 * Which exposed page each route of spec §2 shows. The shell's router is built from this table,
 * and the federation runtime plugin reads it at start-up to fetch the current route's remote
 * before the shell has rendered (routePreload.ts). `*` (not found) belongs to the shell.
 */
export const PAGE_ROUTES: readonly { path: string; module: RemoteModuleId }[] = [
  { path: '/', module: 'company/Home' },
  { path: '/services', module: 'company/ServicesList' },
  { path: '/services/:serviceId', module: 'company/ServiceDetail' },
  { path: '/about', module: 'company/About' },
  { path: '/projects', module: 'content/ProjectsList' },
  { path: '/projects/:projectId', module: 'content/ProjectDetail' },
  { path: '/blog', module: 'content/BlogList' },
  { path: '/blog/:blogId', module: 'content/BlogPost' },
  { path: '/contact', module: 'contact/Contact' },
];

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
  return `/_region/${remote}/${language}/${expose}`;
}
