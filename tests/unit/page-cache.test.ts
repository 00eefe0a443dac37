/**
 * Every page under app/[tenant]/[locale] is cached per tenant and language:
 * the locale layout sets the hour and answers for the tenant and locale, and
 * a page with a dynamic segment of its own must answer for it too, or Next
 * renders it on every request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { renderOnDemand } from '@/app/[tenant]/[locale]/route-params';

const LOCALE_DIR = resolve(__dirname, '../../app/[tenant]/[locale]');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name === 'page.tsx' ? [join(dir, entry.name)] : [],
  );
}

test('the locale layout caches its pages for an hour and prerenders nothing at build', async () => {
  const layout = readFileSync(join(LOCALE_DIR, 'layout.tsx'), 'utf8');
  expect(layout).toMatch(/^export const revalidate = 3600;$/m);
  expect(layout).toMatch(/^export \{ renderOnDemand as generateStaticParams \}/m);
  await expect(renderOnDemand()).resolves.toEqual([]);
});

test.each(pages(LOCALE_DIR).map((file) => relative(LOCALE_DIR, file)))('%s is cached like the others', (page) => {
  const source = readFileSync(join(LOCALE_DIR, page), 'utf8');
  // A catch-all answers 404 for anything unknown, per request by design.
  if (page.includes('[...rest]')) return;
  // A page of one visitor's own (a shared proof's link) is rendered per request, never cached.
  if (/^export const dynamic = 'force-dynamic';$/m.test(source)) return;
  const ownSegment = /\[(?!\.\.\.)[^\]]+\]/.test(page.replace(/\([^)]+\)/g, ''));
  expect(/export const revalidate/.test(source)).toBe(false);
  expect(/generateStaticParams/.test(source)).toBe(ownSegment);
});
