import { QueryClient } from '@tanstack/react-query';
import { isEditorPreview } from '../live-preview/editorPreview';
import { seedFromPage } from './pageData';

/** How long an answer counts as fresh: the same minute the server's page cache keeps it. */
export const CONTENT_STALE_MS = 60_000;

/**
 * A query cache for content answers. The queries never reject (a failed request gives an empty
 * result) and the SDK already retries, so the cache adds no retries; content does not change
 * when a tab regains focus, so that refetch is off too.
 */
export function createContentQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CONTENT_STALE_MS,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one cache, shared by every page and widget this remote exposes, starting from the
 * answers a server-rendered page carries. In an editor's preview it follows the editor's unsaved
 * changes (docs/operations.md#live-preview); that code is a chunk of its own, loaded only then.
 */
export function browserContentQueryClient(): QueryClient {
  if (!browserClient) {
    const client = createContentQueryClient();
    browserClient = client;
    seedFromPage(client);
    if (isEditorPreview()) {
      import(/* webpackChunkName: "live-preview" */ '../live-preview/followEditorChanges')
        .then(({ followEditorChanges }) => followEditorChanges(client))
        .catch((error: unknown) => console.error('Live preview could not start', error));
    }
  }
  return browserClient;
}
