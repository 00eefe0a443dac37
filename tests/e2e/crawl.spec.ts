import { expect, test } from '@playwright/test';
import { ACME, CA, FR, NORTHWIND, US } from './hosts';
import { crawlTenant, type CrawlTenant } from './crawl';

const COMPANY = ['PrintCo'];
const RESELLERS = ['Acme', 'Northwind'];
const COMPANY_HOSTS = [US, CA, FR].map((o) => new URL(o).host);

// Each host's store must show only its own brand and its own content: a company
// site never lists a reseller's collections or pages nor another region's
// products; a reseller never shows the company's or another reseller's.
const TENANTS: CrawlTenant[] = [
  { name: 'US', origin: US, brand: 'PrintCo', foreignBrands: RESELLERS, foreignPrefixes: ['acme-', 'northwind-', 'ca-', 'fr-'], linkedHosts: COMPANY_HOSTS },
  { name: 'CA', origin: CA, brand: 'PrintCo Canada', foreignBrands: RESELLERS, foreignPrefixes: ['acme-', 'northwind-', 'fr-'], linkedHosts: COMPANY_HOSTS },
  { name: 'FR', origin: FR, brand: 'PrintCo France', foreignBrands: RESELLERS, foreignPrefixes: ['acme-', 'northwind-', 'ca-'], linkedHosts: COMPANY_HOSTS },
  { name: 'Acme', origin: ACME, brand: 'Acme Promo', foreignBrands: [...COMPANY, 'Northwind'], foreignPrefixes: ['northwind-', 'ca-', 'fr-'], linkedHosts: [] },
  { name: 'Northwind', origin: NORTHWIND, brand: 'Northwind Print', foreignBrands: [...COMPANY, 'Acme'], foreignPrefixes: ['acme-', 'ca-', 'fr-'], linkedHosts: [] },
];

test.describe.configure({ mode: 'parallel' });

for (const tenant of TENANTS) {
  for (const locale of ['en', 'fr'] as const) {
    test(`${tenant.name} (${locale}): every page shows only its own store and every link and sitemap URL answers`, async ({ request }) => {
      test.setTimeout(240_000);
      const { pages, problems } = await crawlTenant(request, tenant, { locale, limit: 400 });
      expect(pages.length, 'pages crawled').toBeGreaterThan(20);
      test.info().annotations.push({ type: 'pages', description: String(pages.length) });
      expect(problems.map((p) => `${p.page}: ${p.problem}`)).toEqual([]);
    });
  }
}

