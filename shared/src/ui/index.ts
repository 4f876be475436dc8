export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { Spinner, type SpinnerProps } from './Spinner';
export { FallbackImage, type FallbackImageProps } from './FallbackImage';
export { Pagination, type PaginationProps } from './Pagination';
export { paginationWindow, type PaginationSlot } from './paginationWindow';
export { StatusBadge, statusTone, type StatusBadgeProps, type StatusTone } from './StatusBadge';
export { DeferUntilVisible, type DeferUntilVisibleProps } from './DeferUntilVisible';
export { useNearViewport } from './useNearViewport';
