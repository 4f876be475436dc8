import type { ErrorInfo } from 'react';

/**
 * A root's `onRecoverableError` for hydration: React then draws the region afresh, which works but
 * throws away the server's page, so each one is logged with the region's name (the e2e tests fail
 * on it).
 */
export function reportHydrationErrors(region: string) {
  return (error: unknown, info: ErrorInfo) => {
    console.error(`Hydration of the ${region} region failed`, error, info.componentStack);
  };
}
