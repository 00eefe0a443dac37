import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have run and the app has taken it over
 * (components/ui/AppReady.tsx marks <html>): pages are painted first and
 * hydrated after, so what only the running app shows (a first-visit hint, a
 * toast) appears from then on.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
