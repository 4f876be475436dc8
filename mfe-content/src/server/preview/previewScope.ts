import { AsyncLocalStorage } from 'node:async_hooks';
import { PREVIEW_VERIFIED_HEADER } from '@site/shared/addresses';

// Which renders are an editor's preview. Renders run side by side in one process; the content
// client asks this on every request, so only a preview render's requests go to the Preview API.
const scope = new AsyncLocalStorage<true>();

/**
 * What every preview answer carries: for this editor only, never stored, never indexed, and the
 * renderer's statement that it checked the credential, on which nginx decides not to keep it.
 */
export const PREVIEW_ANSWER_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  [PREVIEW_VERIFIED_HEADER]: 'verified',
} as const;

export function inPreview(): boolean {
  return scope.getStore() === true;
}

export function renderInPreview<T>(render: () => Promise<T>): Promise<T> {
  return scope.run(true, render);
}
