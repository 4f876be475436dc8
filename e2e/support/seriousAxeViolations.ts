import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Issue 9: axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, each with
 * up to three of its elements; a test expects none.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only the violations are read: axe then skips collecting every passing element, a good part
    // of each run on a full page.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
