import type { ReactNode } from 'react';
import { useLanguage } from '@site/shared/language';
import { Spinner } from '@site/shared/ui';

interface StartupGateProps {
  children: ReactNode;
  /** Shown until the language is known; the page region shows the full-screen spinner. */
  fallback?: ReactNode;
}

/**
 * Holds a region back until the visitor's language is known (docs/product.md#start-up). A
 * server-rendered page knows it from the start, so only the client-rendered fallback ever shows the
 * spinner.
 */
export function StartupGate({
  children,
  fallback = <Spinner variant="fullscreen" label="Loading..." />,
}: StartupGateProps) {
  const { ready } = useLanguage();
  if (!ready) return <>{fallback}</>;
  return <>{children}</>;
}
