import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

export interface DeferUntilVisibleProps {
  children: ReactNode;
  /** Space held meanwhile (px), close to the section's height so nothing shifts. */
  minHeight?: number;
}

/**
 * Renders its children (typically a React.lazy section) only when their place comes near the
 * viewport, so code and data of sections far down a page stay off the first load.
 */
export function DeferUntilVisible({ children, minHeight }: DeferUntilVisibleProps) {
  const [placeholder, visible] = useNearViewport(true, minHeight);
  if (!visible) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
