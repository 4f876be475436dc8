export { DocumentHead } from './DocumentHead';
export type { DocumentHeadProps } from './headTags';
export { PageStatus, PageStatusContext, type PageStatusRecorder } from './PageStatus';
