import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useLanguage } from '@site/shared/language';
import { onSiteNavigation } from '@site/shared/router';
import { failureKindOf, reportFailure } from '@site/shared/signals';
import { Spinner } from '@site/shared/ui';
import { RemoteUnavailable } from './RemoteUnavailable';
import type { RemoteModuleId, RemoteName } from './contract';
import { reloadForContract } from './contractCheck';
import { loadRemoteComponent } from './loadRemoteComponent';
import { reloadIfRedeployed } from './redeploy';

interface BoundaryProps {
  children: ReactNode;
  /** The remote whose files fill this area; none for the shell's own. */
  owner?: RemoteName;
  /** Shown while a failure is looked into, and while the page loads again after a redeploy. */
  pending: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  /**
   * What stands for a part whose remote this page cannot run when it is not loaded in full (the
   * page that load brought, refusing again at its start): never the fallback, whose "try again"
   * could only be refused again.
   */
  refused: ReactNode;
  onRetry: () => void;
  /** The language shown: a change of it is a visit of its own. */
  language: string;
}

interface BoundaryState {
  error: Error | null;
  /** The failure is not a redeploy: the fallback shows. */
  settled: boolean;
  /** A remote this page cannot run, not loaded in full: `refused` shows. */
  refused: boolean;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  /** Ends the wait for the visitor's next move while `refused` shows. */
  declare private stopWaiting?: () => void;

  // Set here rather than as class fields, whose compiled helper would add to the first load.
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: null, settled: false, refused: false };
  }

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error, settled: false, refused: false };
  }

  /** Loads the part again: the next visit, served as the first (a full load, if still refused). */
  private tryAgain(): void {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
    this.setState({ error: null, refused: false });
    this.props.onRetry();
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.refused && previous.language !== this.props.language) this.tryAgain();
  }

  override componentWillUnmount(): void {
    this.stopWaiting?.();
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote part of the page failed', error, info.componentStack);
    // A redeploy under the open page reloads it; only a real failure shows the fallback, and is
    // reported (docs/operations.md#what-to-watch).
    // A remote this page's shell cannot run (contractCheck.ts) is drawn by its own server: the
    // address is loaded in full, on every visit (already reported when found). Where that load
    // already brought this page, `refused` stays until the visitor moves or changes language.
    if (error.name === 'IncompatibleRemoteError') {
      if (reloadForContract(this.props.language)) return;
      this.setState({ refused: true });
      this.stopWaiting?.();
      this.stopWaiting = onSiteNavigation(() => this.tryAgain());
      return;
    }
    void reloadIfRedeployed(error, this.props.owner).then((reloading) => {
      if (reloading) return;
      reportFailure(failureKindOf(error), this.props.owner ?? 'shell');
      if (this.state.error === error) this.setState({ settled: true });
    });
  }

  override render() {
    const { error, settled, refused } = this.state;
    if (!error) return this.props.children;
    if (refused) return this.props.refused;
    if (!settled) return this.props.pending;
    return this.props.fallback(() => {
      this.setState({ error: null });
      this.props.onRetry();
    });
  }
}

type Loader = () => Promise<{ default: ComponentType }>;

export interface LoadedPartProps {
  /** Loads the part's component (a remote's module, or one of the shell's own chunks). */
  load: Loader;
  owner?: RemoteName;
  /** `page` fills the main area; `section` is a widget inside another page. */
  variant?: 'page' | 'section';
  /**
   * The document head while no page is shown (loading, or the remote unavailable). The loaded
   * page renders its own, and only one may be rendered: the browser shows the first title.
   */
  fallbackHead?: ReactNode;
}

/**
 * Loads a part of the page lazily behind Suspense and an error boundary: when its files cannot be
 * fetched, only this area shows a localized message with a retry button, unless its owner was
 * redeployed under the open page (redeploy.ts), which loads the page again instead.
 */
export function LoadedPart({ load, owner, variant = 'page', fallbackHead }: LoadedPartProps) {
  const { language } = useLanguage();
  // A rejected React.lazy stays rejected: each retry gets a fresh lazy component.
  const [Part, setPart] = useState(() => lazy(load));
  const retry = () => setPart(() => lazy(load));
  const pending = (
    <>
      {fallbackHead}
      <Spinner variant={variant === 'page' ? 'page' : 'inline'} />
    </>
  );
  return (
    <RemoteErrorBoundary
      owner={owner}
      onRetry={retry}
      language={language}
      pending={pending}
      // Nothing in the part's place (a page keeps its head): docs/architecture.md#the-shared-contract.
      refused={fallbackHead ?? null}
      fallback={(reset) => (
        <>
          {fallbackHead}
          <RemoteUnavailable variant={variant} onRetry={reset} />
        </>
      )}
    >
      <Suspense fallback={pending}>
        <Part />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

export interface RemoteBoundaryProps extends Omit<LoadedPartProps, 'load' | 'owner'> {
  /** The exposed module, e.g. `company/Home`. */
  module: RemoteModuleId;
}

/** A module a remote exposes, as a part of the page of its own (LoadedPart). */
export function RemoteBoundary({ module, ...props }: RemoteBoundaryProps) {
  // A new module (another route) starts over with its own loader state.
  return (
    <LoadedPart
      key={module}
      load={() => loadRemoteComponent(module)}
      owner={module.split('/')[0] as RemoteName}
      {...props}
    />
  );
}
