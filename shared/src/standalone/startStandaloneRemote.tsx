import { createRoot } from 'react-dom/client';
import type { ExposedComponents, RemoteName } from '@site/shared/federation';
import { registerSiteRemotes } from '@site/shared/federation';
import { StandaloneApp } from './StandaloneApp';
import { StandaloneRoutes } from './StandaloneRoutes';

/**
 * Starts a remote opened on its own (its dev server or container; the shell never runs this):
 * registers the other remotes, then renders the remote's pages, on their routes, into #root.
 */
export function startStandaloneRemote<R extends RemoteName>(
  name: R,
  modules: ExposedComponents<R>,
): void {
  registerSiteRemotes(name);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StandaloneApp name={name}>
      <StandaloneRoutes remote={name} modules={modules} />
    </StandaloneApp>,
  );
}
