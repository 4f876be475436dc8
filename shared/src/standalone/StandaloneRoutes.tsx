import { createElement, type ComponentType } from 'react';
import { Route, Routes } from '@site/shared/router';
import {
  PAGE_ROUTES,
  WIDGETS,
  type ExposedComponents,
  type RemoteModuleId,
  type RemoteName,
} from '@site/shared/federation';

/**
 * A remote's own pages on the routes the federation table gives them, for its standalone page,
 * so a page added to the table shows there too. `/`, when no page of the remote answers it,
 * shows the remote's widgets one after another; every other address shows its first page.
 */
export function StandaloneRoutes<R extends RemoteName>({
  remote,
  modules,
}: {
  remote: R;
  modules: ExposedComponents<R>;
}) {
  const components: Readonly<Record<string, ComponentType>> = modules;
  const elementOf = (module: RemoteModuleId) => {
    const component = components[module.slice(remote.length + 1)];
    return component ? createElement(component, { key: module }) : null;
  };
  const ownedBy = ({ module }: { module: RemoteModuleId }) => module.startsWith(`${remote}/`);
  const pages = PAGE_ROUTES.filter(ownedBy);
  const widgets = WIDGETS.filter(ownedBy);
  return (
    <Routes>
      {pages.map(({ path, module }) => (
        <Route key={path} path={path} element={elementOf(module)} />
      ))}
      {!pages.some(({ path }) => path === '/') && widgets.length > 0 && (
        <Route index element={widgets.map(({ module }) => elementOf(module))} />
      )}
      {pages[0] && <Route path="*" element={elementOf(pages[0].module)} />}
    </Routes>
  );
}
