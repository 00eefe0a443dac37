import { expect, test, type Page } from '@playwright/test';
import { FR, US } from './hosts';

/**
 * The product page's related sections and breadcrumb are as rich in French as
 * in English: 5 related products (never the product itself), the category
 * named after the product type, and Home › category › product.
 */
const SITES = [
  {
    name: 'US site in English',
    host: US,
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    relatedProducts: 'Related products',
    relatedCategories: 'Related categories',
    product: 'Custom Roll Labels',
    category: 'Roll Labels',
  },
  {
    name: 'FR site in French',
    host: FR,
    home: 'Accueil',
    breadcrumb: "Fil d'Ariane",
    relatedProducts: 'Produits associés',
    relatedCategories: 'Catégories associées',
    product: 'Étiquettes en rouleau personnalisées',
    category: 'Étiquettes en rouleau',
  },
];

async function openRollLabels(page: Page, host: string) {
  await page.goto(`${host}/products/custom-roll-labels`);
}

for (const site of SITES) {
  test.describe(`product page related sections — ${site.name}`, () => {
    test('shows 5 related products, none of them the product itself', async ({ page }) => {
      await openRollLabels(page, site.host);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.product);
      const related = page.getByRole('region', { name: site.relatedProducts });
      await expect(related.getByRole('listitem')).toHaveCount(5);
      await expect(related.locator('a[href="/products/custom-roll-labels"]')).toHaveCount(0);
    });

    test('links the category named after the product type', async ({ page }) => {
      await openRollLabels(page, site.host);
      const categories = page.getByRole('navigation', { name: site.relatedCategories });
      await expect(categories.getByRole('link', { name: site.category })).toHaveAttribute('href', '/category/roll-labels');
    });

    test('has a breadcrumb Home › category › product', async ({ page }) => {
      await openRollLabels(page, site.host);
      const crumbs = page.getByRole('navigation', { name: site.breadcrumb }).getByRole('listitem');
      await expect(crumbs).toHaveText([site.home, site.category, site.product]);
      await expect(crumbs.nth(1).getByRole('link', { name: site.category })).toHaveAttribute('href', '/category/roll-labels');
      await expect(crumbs.nth(2).locator('[aria-current="page"]')).toHaveText(site.product);
    });
  });
}
