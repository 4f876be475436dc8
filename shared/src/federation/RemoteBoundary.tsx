import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Spinner } from '@site/shared/ui';
import { RemoteUnavailable } from './RemoteUnavailable';
import type { RemoteModuleId } from './contract';
import { remoteComponent } from './loadRemoteComponent';

interface BoundaryProps {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
}

interface BoundaryState {
  error: Error | null;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote part of the page failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface RemoteBoundaryProps {
  /** The exposed module, e.g. `company/Home`. */
  module: RemoteModuleId;
  /** `page` fills the main area; `section` is a widget inside another page. */
  variant?: 'page' | 'section';
  /**
   * The document head while no page is shown (loading, or the remote unavailable). The loaded
   * page renders its own, and only one may be rendered: the browser shows the first title.
   */
  fallbackHead?: ReactNode;
}

/**
 * Loads a remote module lazily behind Suspense and an error boundary: when its container is down
 * or its files cannot be fetched, only this area shows a localized message with a retry button.
 */
export function RemoteBoundary(props: RemoteBoundaryProps) {
  // A new module (another route) starts over with its own loader state.
  return <RemoteLoader key={props.module} {...props} />;
}

function RemoteLoader({ module, variant = 'page', fallbackHead }: RemoteBoundaryProps) {
  // A rejected React.lazy stays rejected: each retry gets a fresh lazy component.
  const [Remote, setRemote] = useState(() => remoteComponent(module));
  const retry = () => setRemote(() => remoteComponent(module));
  return (
    <RemoteErrorBoundary
      onRetry={retry}
      fallback={(reset) => (
        <>
          {fallbackHead}
          <RemoteUnavailable variant={variant} onRetry={reset} />
        </>
      )}
    >
      <Suspense
        fallback={
          <>
            {fallbackHead}
            <Spinner variant={variant === 'page' ? 'page' : 'inline'} />
          </>
        }
      >
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
