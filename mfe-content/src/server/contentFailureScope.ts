import { AsyncLocalStorage } from 'node:async_hooks';
import { setContentFailureListener, type ContentFailureListener } from '../queries/contentFailures';

const scope = new AsyncLocalStorage<ContentFailureListener>();
setContentFailureListener(() => scope.getStore());

/** A content request of a render failed: its page would show "nothing" instead of the content. */
export class ContentUnavailable extends Error {
  readonly requests: readonly string[];

  constructor(requests: readonly string[]) {
    super(`Content requests failed: ${requests.join(', ')}`);
    this.requests = requests;
  }
}

/**
 * Runs one render and throws `ContentUnavailable` if any content request it made failed. Renders
 * run side by side in one process; each learns only of its own requests' failures.
 */
export async function failOnContentFailure<T>(render: () => Promise<T>): Promise<T> {
  const failed: string[] = [];
  const result = await scope.run((what) => failed.push(what), render);
  if (failed.length) throw new ContentUnavailable(failed);
  return result;
}
