// The router every app uses. Apps import it from here, never from react-router-dom: this module is
// the federation singleton (one router context for the shell and every remote), and it re-exports
// only what the site needs, so the shared copy is tree-shaken. Sharing react-router-dom itself
// ships the whole package (about 64 KB gzip against about 20 KB for this set). Tests take their
// MemoryRouter from react-router-dom itself: no browser bundle needs it.
export {
  Link,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
} from 'react-router-dom';
export { siteHistory, SiteRouter } from './siteHistory';
