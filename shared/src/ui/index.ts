export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { Spinner, type SpinnerProps } from './Spinner';
export { DeferUntilVisible, type DeferUntilVisibleProps } from './DeferUntilVisible';
export { lazyWhenVisible } from './lazyWhenVisible';
export { scrollToTop, usePrefersReducedMotion } from './reducedMotion';
export { useSeenOnce } from './useSeenOnce';
export { whenNearViewport, whenVisible } from './whenVisible';
export { useHydrated } from './useHydrated';
export {
  frameFallback,
  frameSource,
  frameWhenNear,
  loadFrameWhenNear,
  loadFramesWhenNear,
} from './frameWhenNear';
