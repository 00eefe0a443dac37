import { expect, test } from '@playwright/test';
import { FR, US } from './hosts';

/** What the header shows at the widths the spec names, in both languages (French strings are the longest). */

for (const { site, nav, last } of [
  { site: FR, nav: 'Principal', last: 'À propos' },
  { site: US, nav: 'Main', last: 'About' },
]) {
  for (const width of [1199, 1280, 1400]) {
    test(`the primary menu shows every entry whole at ${width} px (${nav})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(site);
      const menu = page.getByRole('navigation', { name: nav, exact: true });
      const entry = menu.getByRole('link', { name: last, exact: true });
      await expect(entry).toBeVisible();
      // The menu clips what overflows it: the last entry must end inside it.
      const [menuBox, entryBox] = [(await menu.boundingBox())!, (await entry.boundingBox())!];
      expect(entryBox.x + entryBox.width).toBeLessThanOrEqual(menuBox.x + menuBox.width + 0.5);
    });
  }
}

for (const width of [1280, 1024, 768, 390]) {
  test(`French product names stay inside their cards beside the filters at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${FR}/right-sidebar/collection`);
    const names = page.getByRole('listitem').getByRole('heading');
    await expect(names.first()).toBeVisible();
    // A word wider than its card overflows the name's box (and the card clips it).
    const overflowing = await names.evaluateAll((headings) =>
      headings.filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent),
    );
    expect(overflowing).toEqual([]);
  });
}

for (const { site, compare, toast } of [
  { site: US, compare: 'Add to compare', toast: 'Item Added to Compare' },
  { site: FR, compare: 'Ajouter au comparateur', toast: 'Produit ajouté au comparateur' },
]) {
  for (const width of [1280, 390]) {
    test(`a toast never covers the header's controls at ${width} px (${toast})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site}/products/kraft-paper-roll-labels`);
      await page.getByRole('button', { name: compare, exact: true }).click();
      await expect(page.getByText(toast)).toBeVisible();
      // What a tap on the logo or the cart would reach while the toast shows.
      for (const control of [page.getByRole('banner').getByRole('link').first(), page.getByRole('banner').getByRole('link').last()]) {
        const box = (await control.boundingBox())!;
        const reached = await control.evaluate(
          (el, point) => el.contains(document.elementFromPoint(point.x, point.y)),
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(reached).toBe(true);
      }
    });
  }
}

// French strings are the longest: no page of the French site may scroll sideways at any width the spec names.
const FRENCH_PAGES = ['/', '/collections/roll-labels', '/right-sidebar/collection', '/products/custom-roll-labels', '/category/labels', '/cart', '/register'];
for (const width of [1280, 1024, 768, 390]) {
  test(`no French page is wider than a ${width} px window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of FRENCH_PAGES) {
      await page.goto(`${FR}${path}`);
      await page.waitForLoadState('networkidle');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}
