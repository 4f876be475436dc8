/** Receives every content request that failed (after the client's own retries). */
export type ContentFailureListener = (what: string, error: unknown) => void;

let listenerNow: () => ContentFailureListener | undefined = () => undefined;

/**
 * The server renderer's hook: it must not store a page drawn from an empty answer in its cache
 * as if it were the content, so it learns of every failed request of the render that made it
 * (`listener` names the current render's listener). The browser sets none.
 */
export function setContentFailureListener(listener: () => ContentFailureListener | undefined) {
  listenerNow = listener;
}

export function reportContentFailure(what: string, error: unknown): void {
  listenerNow()?.(what, error);
}
