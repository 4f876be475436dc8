import type { ReactNode } from 'react';
import { useLanguage } from '@site/shared/language';
import { Spinner } from '@site/shared/ui';

/** The full-screen start-up spinner (spec §4) until the visitor's language is known. */
export function StartupGate({ children }: { children: ReactNode }) {
  const { ready } = useLanguage();
  if (!ready) return <Spinner variant="fullscreen" label="Loading..." />;
  return <>{children}</>;
}
