// Server-side rendering helpers for the apps' server builds (Node only, never in a browser
// bundle: only an app's src/server imports @site/platform, which ESLint holds).
export { escapeAttribute } from './escape';
export {
  documentHtml,
  pageDocument,
  shellFragmentFiles,
  stylesheetLinks,
  type ShellParts,
} from './pageDocument';
export { pageAddresses } from './pageAddresses';
export {
  layoutEnd,
  layoutStart,
  pageLayout,
  PREVIEW_BAR_FILE,
  PREVIEW_ROBOTS_META,
  ssiEcho,
  ssiInclude,
} from './pageSkeleton';
export { pageRegion, prerenderPages, writeHtml, type PageToRender } from './prerenderPages';
export { prerenderRemote, type RemotePage } from './prerenderRemote';
export { renderRegion, type RenderedRegion } from './renderRegion';
export { isNormalRequestPath } from './requestTarget';
export { loadRuntimeConfigFile, remoteFilesUrl } from './runtimeConfig';
export { ServerRegion } from './ServerRegion';
export { requestLog, serverLog, type ServerLog } from './serverLog';
export { sitemapUrls } from './sitemapPart';
export { prepareServerEnvironment, type ServerEnvironment } from './serverEnvironment';
export {
  allStylesheets,
  exposeStylesheets,
  inlineExposeStylesheets,
  inlineStylesheets,
} from './stylesheets';
