/** docs/product.md#featured-projects: the featured projects carousel shows 4 cards a page. */
export const CAROUSEL_PAGE_SIZE = 4;

/** pages = ceil(count / 4), at least one so an empty grid still has a first page. */
export function carouselPageCount(count: number, pageSize = CAROUSEL_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The handlers are cyclic (docs/product.md#featured-projects): next wraps from the last page to the
 * first…
 */
export function nextCarouselPage(page: number, pages: number): number {
  return (page + 1) % pages;
}

/** …and previous from the first to the last. */
export function previousCarouselPage(page: number, pages: number): number {
  return (page - 1 + pages) % pages;
}
