import type { Page } from '@playwright/test';

/** Whether React owns (has hydrated or drawn) the first element matching `selector`. */
export function reactOwns(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (css) =>
      Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__react')),
    selector,
  );
}
