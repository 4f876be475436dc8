import type { Page } from '@playwright/test';

/**
 * Stores the banner as dismissed before the page starts, for tests about something else: the
 * banner is an overlay over the top of the page, so it would cover the header they click.
 */
export async function dismissLanguageBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run in every frame; a frame without storage (the map's, offline here) has none.
    if (window === window.top) localStorage.setItem('languageBannerDismissed', 'true');
  });
}
