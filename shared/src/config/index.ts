export type { SiteConfig } from './siteConfig';
export {
  checkSiteConfig,
  DEFAULT_SITE_CONFIG,
  getSiteConfig,
  parseSiteConfig,
  resetSiteConfigForTests,
} from './siteConfig';
export { COMPANY } from './company';
