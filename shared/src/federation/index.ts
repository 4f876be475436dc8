export {
  PAGE_REGIONS,
  moduleNamesOf,
  PAGE_ROUTES,
  REMOTE_NAMES,
  REMOTES,
  SECTIONS,
  sectionOf,
  WIDGETS,
  widgetIdentifierPrefix,
  widgetRegionAddress,
  type ExposedComponents,
  type ModuleName,
  type PageRendering,
  type RemoteModuleId,
  type RemoteName,
  type RouteParams,
} from './contract';
export { reportHydrationErrors } from './hydrationErrors';
export { matchRoute } from './routeMatching';
export {
  INTERACTIONS,
  NEEDS_SCRIPT,
  needsScript,
  inEditorPreview,
  pageWaitsForNeed,
  rememberStartTrigger,
  takeStartTrigger,
} from './pageStart';
export { pageForPath, preloadRoute } from './routePreload';
export { loadRemoteComponent } from './loadRemoteComponent';
export { canHydrate, IncompatibleRemoteError, knownRunnable } from './contractCheck';
export { registerSiteRemotes } from './registerSiteRemotes';
export {
  LoadedPart,
  RemoteBoundary,
  type LoadedPartProps,
  type RemoteBoundaryProps,
} from './RemoteBoundary';
export { RemoteRegion, WidgetRegionMarkup } from './RemoteRegion';
