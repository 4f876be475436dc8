export { DocumentHead, removeServerPageHead } from './DocumentHead';
export { pageHref, type DocumentHeadProps } from './headTags';
export { PageStatus, PageStatusContext, type PageStatusRecorder } from './PageStatus';
