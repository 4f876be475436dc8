import { test } from '@playwright/test';
import { walkTheHistory } from '../support/historyWalk';

// With the back-forward cache off, as Playwright runs Chromium: an entry of another document is
// loaded anew, and the moves between the entries it made in place are popstates in that new page
// (support/historyWalk.ts).
test('Back and Forward across page loads, a reload and a language switch in place show each address’s own page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await walkTheHistory(page);
});
