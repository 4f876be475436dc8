// The content queries the pages call (docs/product.md#content-service). Every query resolves —
// failures are logged and give empty results (docs/product.md#behaviour-on-failures) — so pages
// only tell "nothing" from "something".
export type { BlogPost, ContentImage, Paged, Project, ProjectFilter } from './types';
export { CONTENT_TYPES } from './types';
export { contentLocale, type ContentLocale } from './contentLocale';
export { imageUrl, previewImageUrl, DEFAULT_IMAGE_QUALITY, type ImageSize } from './imageUrl';
export {
  IMAGE_WIDTHS,
  responsiveImage,
  slotSizes,
  slotWidths,
  type ImageSlot,
  type ResponsiveImage,
  type SlotLayout,
} from './responsiveImage';
export { toContentImage, absoluteAssetUrl } from './contentImage';
export { normalizePage, totalPages } from './pagination';
export {
  fetchBlogPage,
  fetchBlogTeaser,
  fetchFeaturedPost,
  fetchPostBySlug,
  fetchRelatedPosts,
  fetchSidebarPosts,
  BLOG_PAGE_SIZE,
  BLOG_TEASER_SIZE,
  RELATED_POSTS_SIZE,
  SIDEBAR_SIZE,
} from './posts';
export {
  fetchFeaturedProjects,
  fetchProjectBySlug,
  fetchProjectsPage,
  fetchRelatedProjects,
  FEATURED_PROJECTS_SIZE,
  PROJECTS_PAGE_SIZE,
  RELATED_PROJECTS_SIZE,
} from './projects';
