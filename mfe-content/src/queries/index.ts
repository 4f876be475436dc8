// The content queries the pages call (docs/product.md#content-service). Every query resolves —
// failures are logged and give empty results (docs/product.md#behaviour-on-failures) — so pages
// only tell "nothing" from "something".
export type { BlogPost, ContentImage, Paged, Project, ProjectFilter } from './types';
export { CONTENT_TYPES } from './types';
export { contentLocale, type ContentLocale } from './contentLocale';
export { imageUrl, previewImageUrl, DEFAULT_IMAGE_QUALITY, type ImageSize } from './imageUrl';
export { toContentImage, absoluteAssetUrl } from './contentImage';
export { normalizePage, totalPages } from './pagination';
export { fetchBlogTeaser, BLOG_TEASER_SIZE } from './fetchBlogTeaser';
export { fetchFeaturedPost } from './fetchFeaturedPost';
export { fetchSidebarPosts, SIDEBAR_SIZE } from './fetchSidebarPosts';
export { fetchBlogPage, BLOG_PAGE_SIZE } from './fetchBlogPage';
export { fetchRelatedPosts, RELATED_POSTS_SIZE } from './fetchRelatedPosts';
export { fetchPostBySlug } from './fetchPostBySlug';
export { fetchFeaturedProjects, FEATURED_PROJECTS_SIZE } from './fetchFeaturedProjects';
export { fetchProjectsPage, PROJECTS_PAGE_SIZE } from './fetchProjectsPage';
export { fetchProjectBySlug } from './fetchProjectBySlug';
export { fetchRelatedProjects, RELATED_PROJECTS_SIZE } from './fetchRelatedProjects';
