import { createContext, useContext } from 'react';

/** Where a server render learns the HTTP status its page answers with (200 unless a page says). */
export type PageStatusRecorder = (status: number) => void;

export const PageStatusContext = createContext<PageStatusRecorder | null>(null);

/**
 * Renders nothing. On the server it sets the status the page is answered with: a project, post or
 * service that does not exist is a 404 with its own localized message, so crawlers drop the
 * address and link checkers report it. In the browser there is no response to change.
 */
export function PageStatus({ code }: { code: number }) {
  const record = useContext(PageStatusContext);
  record?.(code);
  return null;
}
