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
