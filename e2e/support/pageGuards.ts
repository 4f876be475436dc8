import type { Page } from '@playwright/test';

export interface PageProblems {
  errors: string[];
  cspViolations: string[];
}

/**
 * Records uncaught page errors and Content-Security-Policy violations from the first script on;
 * a test asserts both lists stay empty.
 */
export async function watchForProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { errors: [], cspViolations: [] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    problems.cspViolations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      problems.cspViolations.push(message.text());
    }
  });
  return problems;
}

/**
 * Console errors and page errors, hydration mismatches among them (the shell logs each); a picture
 * or file the network failed is not the page's error.
 */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
