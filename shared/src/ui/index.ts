export { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
export { Spinner, type SpinnerProps } from './Spinner';
