import type { ComponentType } from 'react';
import { PAGE_ROUTES, WIDGETS } from '@site/shared/federation';
import { EXPOSED_MODULES } from '../exposedModules.generated';

/** What this remote exposes, by exposed name: the same components the browser loads. */
const EXPOSED: Readonly<Record<string, ComponentType>> = EXPOSED_MODULES;

export interface ContentPage {
  /** The route pattern of the federation contract, e.g. `/projects/:projectId`. */
  route: string;
  expose: string;
  Page: ComponentType;
}

function exposed(name: string): ComponentType {
  const component = EXPOSED[name];
  if (!component) throw new Error(`content exposes no ${name}`);
  return component;
}

const exposeName = (module: string) => module.slice('content/'.length);

/** The routes the contract gives this remote, each with its page. */
export const CONTENT_PAGES: readonly ContentPage[] = PAGE_ROUTES.filter(({ module }) =>
  module.startsWith('content/'),
).map(({ path, module }) => ({
  route: path,
  expose: exposeName(module),
  Page: exposed(exposeName(module)),
}));

/**
 * The widgets other remotes' pages embed (on Home), each rendered as a region of its own.
 */
export const CONTENT_WIDGETS: ReadonlyMap<string, ComponentType> = new Map(
  WIDGETS.filter(({ module }) => module.startsWith('content/')).map(({ module }) => [
    exposeName(module),
    exposed(exposeName(module)),
  ]),
);
