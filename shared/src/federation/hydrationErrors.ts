import type { ErrorInfo } from 'react';
import { reportFailure, type FailureOwner } from '@site/shared/signals';
import { PAGE_REGIONS, PAGE_ROUTES, REMOTE_NAMES, type RemoteName } from './contract';
import { findRoute } from './routeMatching';

/**
 * Whose code a region is: a widget's remote (`content/FeaturedProjects`), the owner of the page
 * shown (the page region), or the shell (its top and footer, and the not-found page).
 */
function ownerOf(region: string): FailureOwner {
  const remote = region.split('/')[0] as RemoteName;
  if (region.includes('/') && REMOTE_NAMES.includes(remote)) return remote;
  if (region !== PAGE_REGIONS.page.id) return 'shell';
  const page = findRoute(PAGE_ROUTES, window.location.pathname);
  return page ? (page.module.split('/')[0] as RemoteName) : 'shell';
}

/**
 * A root's `onRecoverableError` for hydration: React then draws the region afresh, which works but
 * throws away the server's page, so each one is logged with the region's name (the e2e tests fail
 * on it) and reported as a real-user signal (docs/operations.md#what-to-watch).
 */
export function reportHydrationErrors(region: string) {
  return (error: unknown, info: ErrorInfo) => {
    console.error(`Hydration of the ${region} region failed`, error, info.componentStack);
    reportFailure('hydration_error', ownerOf(region));
  };
}
