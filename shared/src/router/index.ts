// The router every app uses. Apps import it from here, never from react-router-dom: this module is
// the federation singleton (one router context for the shell and every remote), and it re-exports
// only what the site needs, so the shared copy is tree-shaken. Sharing react-router-dom itself
// ships the whole package (about 64 KB gzip against about 20 KB for this set). Tests take their
// MemoryRouter through @site/shared/testing and server renderers their StaticRouter in
// @site/platform/server: no browser bundle needs either. (A lint rule keeps it that way.)
export {
  Link,
  matchPath,
  NavLink,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export { isPlainClick } from './plainClick';
export { followSiteLink, onSiteNavigation, SiteRouter } from './siteHistory';
