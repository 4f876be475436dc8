// How wide each content picture is shown, per grid: what `sizes` tells the browser, so it picks a
// file from the srcset before the stylesheet has laid anything out. Each mirrors its stylesheet's
// columns (named beside it); a card's picture fills its column, and the content is at most
// 1200 px wide.
import type { SlotLayout } from '../queries/responsiveImage';

/** ProjectsListPage.module.scss: 4 columns, 2 up to 768 px. */
export const PROJECTS_LIST: SlotLayout = {
  steps: [{ upTo: 768, viewportPercent: 50 }],
  width: 300,
};

/** FeaturedProjects.module.scss: 4 columns, 2 below 1024 px, 1 below 768 px. */
export const FEATURED_PROJECTS: SlotLayout = {
  steps: [
    { upTo: 767, viewportPercent: 100 },
    { upTo: 1023, viewportPercent: 50 },
  ],
  width: 300,
};

/** RelatedSection.module.scss (.columns4): 4 columns, 2 below 1024 px, 1 up to 480 px. */
export const RELATED_PROJECTS: SlotLayout = {
  steps: [
    { upTo: 480, viewportPercent: 100 },
    { upTo: 1023, viewportPercent: 50 },
  ],
  width: 300,
};

/**
 * BlogListPage.module.scss and RelatedSection.module.scss (.columns3): 3 columns, 2 up to 968 px,
 * 1 below 768 px.
 */
export const POSTS_GRID: SlotLayout = {
  steps: [
    { upTo: 767, viewportPercent: 100 },
    { upTo: 968, viewportPercent: 50 },
  ],
  width: 400,
};

/** BlogTeaser.module.scss: 3 columns, 2 up to 968 px, 1 up to 480 px. */
export const BLOG_TEASER: SlotLayout = {
  steps: [
    { upTo: 480, viewportPercent: 100 },
    { upTo: 968, viewportPercent: 50 },
  ],
  width: 400,
};

/** ProjectDetailPage.module.scss: the main column, the whole width up to 968 px. */
export const PROJECT_HERO: SlotLayout = {
  steps: [{ upTo: 968, viewportPercent: 100 }],
  width: 760,
};

/** FeaturedPostCard.module.scss: the blog's first column, the whole width up to 968 px. */
export const FEATURED_POST: SlotLayout = {
  steps: [{ upTo: 968, viewportPercent: 100 }],
  width: 780,
};

/** BlogPostPage.module.scss: the article column. */
export const POST_HERO: SlotLayout = { steps: [{ upTo: 860, viewportPercent: 100 }], width: 820 };

/** RichTextBody.module.scss: a picture in the article's text column. */
export const POST_BODY: SlotLayout = { steps: [{ upTo: 840, viewportPercent: 100 }], width: 760 };
