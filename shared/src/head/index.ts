export { DocumentHead } from './DocumentHead';
export type { DocumentHeadProps } from './headTags';
