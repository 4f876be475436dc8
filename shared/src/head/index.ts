export { useDocumentHead, type DocumentHead } from './useDocumentHead';
