import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACME, FR, US } from './hosts';

/**
 * The one modal is a native <dialog> (components/ui/Dialog.tsx): what the
 * browser does for it (inert page behind, Escape, the top layer) is only
 * visible in a browser, so these flows check it where shoppers meet it.
 */

/** Tabs forward `count` times and returns whether focus ever left the dialog (the browser's own UI aside). */
async function focusLeaves(page: Page, dialog: Locator, count: number): Promise<boolean> {
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((el) => {
      const active = document.activeElement;
      return active === null || active === document.body || el.contains(active);
    });
    if (!inside) return true;
  }
  return false;
}

/** The brightness (0–255) the screen shows at a point: a dimmed one is under the backdrop. */
async function brightnessAt(page: Page, x: number, y: number): Promise<number> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return (r! + g! + b!) / 3;
  }, png.toString('base64'));
}

const pageScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { site, name, open, close } of [
    { site: US, name: 'English', open: 'Open menu', close: 'Close menu' },
    { site: FR, name: 'French', open: 'Ouvrir le menu', close: 'Fermer le menu' },
  ]) {
    test(`hamburger drawer (${name}): focus moves in and stays in, the page holds still, Escape closes and focus returns`, async ({ page }) => {
      await page.goto(site);
      const toggle = page.getByRole('button', { name: open });
      await toggle.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: close })).toBeFocused();
      expect(await pageScrollLocked(page)).toBe(true);
      expect(await focusLeaves(page, drawer, 12)).toBe(false);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await pageScrollLocked(page)).toBe(false);
    });
  }
});

test('search overlay on a reseller host: the field has focus, a click on the backdrop closes it', async ({ page }) => {
  await page.goto(ACME);
  const toggle = page.getByRole('button', { name: 'Open search' });
  await toggle.click();
  const overlay = page.getByRole('dialog', { name: 'Search products' });
  // A searchbox until its live matches load, then a combobox: found by its label either way.
  await expect(overlay.getByLabel('Search products')).toBeFocused();
  await page.mouse.click(640, 650); // below the overlay, on the dimmed page
  await expect(overlay).toBeHidden();
  await expect(toggle).toBeFocused();
});

for (const { site, name, quickView, wishlist, toast } of [
  { site: US, name: 'English', quickView: 'Quick view of Custom Roll Labels', wishlist: 'Add Custom Roll Labels to wishlist', toast: 'Item Added to Wishlist' },
  {
    site: FR,
    name: 'French',
    quickView: 'Aperçu rapide de Étiquettes en rouleau personnalisées',
    wishlist: 'Ajouter Étiquettes en rouleau personnalisées à la liste de souhaits',
    toast: 'Produit ajouté à la liste de souhaits',
  },
]) {
  test(`quick view (${name}): a toast raised from the dialog shows above it, undimmed`, async ({ page }) => {
    await page.goto(`${site}/collections/roll-labels`);
    const trigger = page.getByRole('button', { name: quickView });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: wishlist }).click();
    const message = page.getByText(toast);
    await expect(message).toBeVisible();
    const shown = page.locator('[data-sonner-toast]').filter({ hasText: toast });
    // Measured once its entrance (a fade and slide) has finished.
    await expect(shown).toHaveAttribute('data-mounted', 'true');
    await shown.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const toastBox = (await shown.boundingBox())!;
    // Inside the toast's padding, left of its icon: the light toast, not the backdrop's shade over it.
    expect(await brightnessAt(page, toastBox.x + 4, toastBox.y + toastBox.height / 2)).toBeGreaterThan(200);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
}
