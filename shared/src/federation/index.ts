export {
  PAGE_REGIONS,
  PAGE_ROUTES,
  REMOTE_MODULES,
  SECTIONS,
  sectionOf,
  widgetIdentifierPrefix,
  widgetRegionAddress,
  type RemoteModuleId,
  type RemoteName,
} from './contract';
export { reportHydrationErrors } from './hydrationErrors';
export { loadRemoteComponent, remoteComponent } from './loadRemoteComponent';
export { registerSiteRemotes } from './registerSiteRemotes';
export { RemoteBoundary, type RemoteBoundaryProps } from './RemoteBoundary';
export { RemoteRegion, WidgetRegionMarkup } from './RemoteRegion';
export { StandaloneApp } from './StandaloneApp';
