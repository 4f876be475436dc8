export { resetHeadStoreForTests } from './headStore';
export { useDocumentHead, useRouteDefaultHead, type DocumentHead } from './useDocumentHead';
