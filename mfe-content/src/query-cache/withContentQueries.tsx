import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { browserContentQueryClient } from './contentQueryClient';

/**
 * Gives an exposed page or widget the content query cache. The shell and the company remote
 * render these components without knowing about the cache, so each brings the browser's one
 * cache along; a caller that already provides a cache (a test, a server render) keeps its own.
 */
export function withContentQueries<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  function WithContentQueries(props: Props) {
    const provided = useContext(QueryClientContext);
    if (provided) return <Component {...props} />;
    return (
      <QueryClientProvider client={browserContentQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithContentQueries.displayName = `WithContentQueries(${Component.displayName ?? Component.name})`;
  return WithContentQueries;
}
