import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useLanguage } from '@site/shared/language';
import { SiteRouter } from '@site/shared/router';
import { whenNearViewport } from '@site/shared/ui';
import { widgetIdentifierPrefix, type RemoteModuleId, type RemoteName } from './contract';
import { canHydrate, knownRunnable } from './contractCheck';
import { inEditorPreview } from './pageStart';
import { reportHydrationErrors } from './hydrationErrors';
import { RemoteBoundary } from './RemoteBoundary';
import styles from './RemoteRegion.module.scss';

/**
 * On the server: the markup that stands for a widget region in the embedding page, an SSI include
 * the entry fills in with the region its owner rendered. Unset in the browser.
 */
export const WidgetRegionMarkup = createContext<((module: RemoteModuleId) => string) | null>(null);

/** Markup the widget's owner rendered on the server in `language`, kept in `host`, if any. */
/** Starts at once (`whenNearViewport`'s signature). */
function startNow(_element: Element, start: () => void): () => void {
  start();
  return () => undefined;
}

function serverMarkupIn(host: HTMLElement, language: string): HTMLElement | undefined {
  const rendered = host.querySelector<HTMLElement>(':scope > [data-region]');
  return rendered?.dataset.language === language && rendered.hasChildNodes() ? rendered : undefined;
}

/**
 * Starts the widget's own root in `host`. Markup its owner rendered on the server, in the language
 * shown now, is hydrated (kept and made interactive); otherwise the widget is drawn afresh.
 */
function startWidgetRoot(host: HTMLElement, module: RemoteModuleId, language: string): Root {
  const tree = (
    <SiteRouter>
      <RemoteBoundary module={module} variant="section" />
    </SiteRouter>
  );
  const identifierPrefix = widgetIdentifierPrefix(module);
  const rendered = serverMarkupIn(host, language);
  if (rendered) {
    // In a transition, so the hydration is time-sliced (no long task), as the page's regions.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(rendered, tree, {
        identifierPrefix,
        onRecoverableError: reportHydrationErrors(module),
      });
    });
    return root as Root;
  }
  const container = document.createElement('div');
  container.dataset.region = module;
  host.replaceChildren(container);
  const root = createRoot(container, { identifierPrefix });
  root.render(tree);
  return root;
}

/**
 * A widget another remote owns, embedded in this page as a region of its own (one root per owned
 * region: docs/architecture.md#server-rendering). The embedding page never runs the widget's code
 * on the server: the entry includes what the owner rendered. In the browser this element's content
 * is left to the widget's root, started when it comes near the viewport, so the widget's code and
 * data cost nothing on the first load; until then the server's markup is what the visitor reads.
 */
export function RemoteRegion({ module }: { module: RemoteModuleId }) {
  const serverMarkup = useContext(WidgetRegionMarkup);
  const hostRef = useRef<HTMLDivElement>(null);
  // Starts the widget whose server markup was kept because this page cannot run its remote.
  const startKept = useRef<(() => void) | null>(null);
  const { language } = useLanguage();
  // The language shown when the widget starts, not a reason to start it again.
  const start = useEffectEvent((host: HTMLElement) => startWidgetRoot(host, module, language));
  const hasServerMarkup = useEffectEvent((host: HTMLElement) => !!serverMarkupIn(host, language));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let root: Root | undefined;
    let stopped = false;
    const begin = () => {
      if (!stopped) root = start(host);
    };
    const owner = module.split('/')[0] as RemoteName;
    // An editor's preview starts every widget at once, to follow the editor's changes
    // (docs/operations.md#live-preview); a visitor's when it comes near.
    const whenToStart = inEditorPreview() ? startNow : whenNearViewport;
    const keep = () => {
      if (!stopped) startKept.current = begin;
    };
    const stop = whenToStart(host, () => {
      // Server markup of a remote this page cannot run stays as it is, as HTML
      // (docs/architecture.md#the-shared-contract); drawn here, its boundary says what to do (a
      // full page load, which brings that markup: never the "try again" box).
      if (!hasServerMarkup(host)) return begin();
      const known = knownRunnable(owner);
      if (known !== undefined) return void (known ? begin() : keep());
      void canHydrate(owner).then((runnable) => (runnable ? begin() : keep()));
    });
    return () => {
      stopped = true;
      startKept.current = null;
      stop();
      // Unmounting a root while this one commits is not allowed: right after it instead.
      const started = root;
      if (started) setTimeout(() => started.unmount());
    };
  }, [module]);

  // Kept markup is in the language it was drawn in. Another language is a visit of its own, served
  // as the first in that language would be: the widget is started, its boundary finds the remote
  // refused and loads the page in full, drawn by the servers in the new language.
  useEffect(() => {
    const host = hostRef.current;
    const startWidget = startKept.current;
    if (!host || !startWidget || serverMarkupIn(host, language)) return;
    startKept.current = null;
    startWidget();
  }, [language]);

  // React leaves the content of an element with inner HTML alone (the server's markup while this
  // page hydrates, the widget's own root afterwards): the two sides differ on purpose.
  return (
    <div
      ref={hostRef}
      className={styles.region}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serverMarkup?.(module) ?? '' }}
    />
  );
}
