export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { Spinner, type SpinnerProps } from './Spinner';
export { DeferUntilVisible, type DeferUntilVisibleProps } from './DeferUntilVisible';
export { lazyWhenVisible } from './lazyWhenVisible';
export { whenNearViewport } from './whenNearViewport';
