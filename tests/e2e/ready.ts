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

/**
 * Opens a page with its scripts held back, as a slow connection would, until
 * the returned function lets them through: whatever is done on the page in
 * between is surely done before the app is ready, however busy the machine.
 * The stylesheets and images load, so the page paints as it would on a slow phone.
 */
export async function openBeforeReady(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((u) => u.pathname.startsWith('/_next/static/chunks/') && u.pathname.endsWith('.js'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}
