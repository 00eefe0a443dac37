/** One <url> of sitemap.xml; lastModified is an ISO date-time. */
export interface SitemapEntry {
  url: string;
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemaps.org protocol allows 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, SITEMAP_MAX_URLS).map((e) => {
    const time = e.lastModified && !Number.isNaN(Date.parse(e.lastModified)) ? new Date(e.lastModified).toISOString() : null;
    return `  <url>\n    <loc>${escapeXml(e.url)}</loc>${time ? `\n    <lastmod>${time}</lastmod>` : ''}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: crawl the catalogue, not the per-customer or API routes, and
 * point at the tenant's own sitemap.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /compare',
    'Disallow: /wishlist',
    'Disallow: /order-confirmation',
    'Disallow: /search',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /forget-password',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
