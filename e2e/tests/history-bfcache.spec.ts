import { test } from '@playwright/test';
import { E2E_CHROMIUM_ARGS, HEADLESS_SHELL_EXECUTABLE } from '../support/chromium';
import { walkTheHistory } from '../support/historyWalk';

// With the back-forward cache on (Playwright turns it off): an entry of another document is shown
// from the cache where the browser kept it (support/historyWalk.ts).
test.use({
  launchOptions: {
    executablePath: HEADLESS_SHELL_EXECUTABLE,
    args: [...E2E_CHROMIUM_ARGS],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('with the back-forward cache on, Back and Forward show each address’s own page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await walkTheHistory(page);
});
