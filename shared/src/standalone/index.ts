// A remote opened on its own (its dev server or container), never loaded by the shell: kept out of
// @site/shared/federation, which the shell loads whole as a federation singleton on every first
// visit.
export { StandaloneApp } from './StandaloneApp';
export { StandaloneRoutes } from './StandaloneRoutes';
export { startStandaloneRemote } from './startStandaloneRemote';
