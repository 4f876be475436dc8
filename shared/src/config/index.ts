export type { SiteConfig } from './siteConfig';
export {
  DEFAULT_SITE_CONFIG,
  getSiteConfig,
  parseSiteConfig,
  resetSiteConfigForTests,
} from './siteConfig';
export { COMPANY } from './company';
