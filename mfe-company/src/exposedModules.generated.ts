// Generated from the federation table (shared/src/federation/remotes.ts) by
// `npm run generate`: do not edit. What this remote exposes, by module name, from the files
// its build exposes: type-checked against what the shell loads, and what its server renders.
import type { ExposedComponents } from '@site/shared/federation';
import Home from './features/home/HomePage';
import ServicesList from './features/services/ServicesListPage';
import ServiceDetail from './features/services/ServiceDetailPage';
import About from './features/about/AboutPage';

export const EXPOSED_MODULES = {
  Home,
  ServicesList,
  ServiceDetail,
  About,
} satisfies ExposedComponents<'company'>;
