import type { APIRequestContext } from '@playwright/test';
import { viaLoopback } from './hosts';

/** One storefront host and what it must never show: the other tenants' brands and handle prefixes. */
export interface CrawlTenant {
  name: string;
  origin: string;
  /** The host's own store name: every page title ends with it. */
  brand: string;
  /** Words naming another tenant's brand (matched case-sensitively as whole words). */
  foreignBrands: string[];
  /** Handle prefixes of the other tenants ("acme-", "ca-"): no link may lead to such a page. */
  foreignPrefixes: string[];
  /** Other hosts this one may link to (the company sites' region switcher). */
  linkedHosts: string[];
}

export interface CrawlProblem {
  page: string;
  problem: string;
}

export interface CrawlResult {
  pages: string[];
  problems: CrawlProblem[];
}

const HANDLE_ROUTES = /^\/(?:products|category|collections|pages)\/([^/?#]+)/;
// Paths a visitor cannot open without side effects or a session; their answers are covered elsewhere.
const NOT_CRAWLED = /^\/(?:api|account|logout|checkout|_next)(?:\/|$)/;

function decode(html: string): string {
  return html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
}

/** Every href of an anchor, plus the canonical and alternate links a crawler follows. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) links.push(decode(m[1] ?? ''));
  return links;
}

export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1] ?? '').trim());
}

/** What a page shows a visitor and a search engine: markup without the scripts that rehydrate it. */
function visibleMarkup(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** Another tenant's brand or handle in a page: in its text, its head, its links or the data it hydrates from. */
export function leaksIn(html: string, tenant: CrawlTenant): string[] {
  const found: string[] = [];
  const visible = visibleMarkup(html);
  for (const brand of tenant.foreignBrands) {
    const re = new RegExp(`\\b${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
    if (re.test(visible)) found.push(`shows the brand "${brand}"`);
    else if (re.test(html)) found.push(`carries the brand "${brand}" in its data`);
  }
  for (const prefix of tenant.foreignPrefixes) {
    const re = new RegExp(`/(?:products|category|collections|pages)/${prefix}[a-z0-9]`);
    const m = re.exec(html);
    if (m) found.push(`links another tenant's handle ${m[0]}…`);
  }
  return found;
}

interface Fetched {
  status: number;
  finalUrl: string;
  body: string;
  type: string;
}

async function get(request: APIRequestContext, target: string, cookie: string): Promise<Fetched> {
  let current = target;
  for (let hop = 0; hop < 5; hop++) {
    const { url, headers } = viaLoopback(current);
    const res = await request.get(url, { headers: { ...headers, cookie }, maxRedirects: 0, failOnStatusCode: false });
    const location = res.headers()['location'];
    if (res.status() >= 300 && res.status() < 400 && location) {
      current = new URL(location, current).toString();
      continue;
    }
    return { status: res.status(), finalUrl: current, body: await res.text(), type: res.headers()['content-type'] ?? '' };
  }
  return { status: 310, finalUrl: current, body: '', type: '' };
}

/**
 * Opens the home page and the sitemap, then every page of the host they lead to
 * (breadth first, at most `limit` pages), and reports each leak, each link that
 * does not answer on its host and each sitemap URL that is not a 200 page.
 */
export async function crawlTenant(
  request: APIRequestContext,
  tenant: CrawlTenant,
  { locale, limit }: { locale: 'en' | 'fr'; limit: number },
): Promise<CrawlResult> {
  const cookie = `NEXT_LOCALE=${locale}`;
  const origin = new URL(tenant.origin);
  const problems: CrawlProblem[] = [];
  const seen = new Set<string>();
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: 'start' }];
  const enqueue = (path: string, from: string) => {
    if (!seen.has(path)) {
      seen.add(path);
      queue.push({ path, from });
    }
  };
  seen.add('/');

  const sitemap = await get(request, `${tenant.origin}/sitemap.xml`, cookie);
  if (sitemap.status !== 200) problems.push({ page: '/sitemap.xml', problem: `answers ${sitemap.status}` });
  const listed = new Set<string>();
  for (const loc of sitemapUrls(sitemap.body)) {
    const u = new URL(loc);
    if (u.host !== origin.host) {
      problems.push({ page: '/sitemap.xml', problem: `lists ${loc}, on another host` });
      continue;
    }
    listed.add(u.pathname);
    for (const prefix of tenant.foreignPrefixes) {
      if (HANDLE_ROUTES.exec(u.pathname)?.[1]?.startsWith(prefix)) problems.push({ page: '/sitemap.xml', problem: `lists another tenant's ${u.pathname}` });
    }
    enqueue(u.pathname, 'sitemap.xml');
  }

  const pages: string[] = [];
  while (queue.length > 0 && pages.length < limit) {
    const { path, from } = queue.shift()!;
    const res = await get(request, `${tenant.origin}${path}`, cookie);
    pages.push(path);
    const landed = new URL(res.finalUrl);
    if (landed.host !== origin.host) {
      problems.push({ page: path, problem: `redirects to another host (${res.finalUrl}), linked from ${from}` });
      continue;
    }
    if (res.status !== 200) {
      const why = listed.has(path) ? 'listed in the sitemap' : `linked from ${from}`;
      problems.push({ page: path, problem: `answers ${res.status}${landed.pathname !== path ? ` at ${landed.pathname}` : ''} (${why})` });
      continue;
    }
    if (listed.has(path) && landed.pathname !== path) problems.push({ page: path, problem: `is in the sitemap but redirects to ${landed.pathname}` });
    if (!res.type.includes('text/html')) continue;
    for (const leak of leaksIn(res.body, tenant)) problems.push({ page: path, problem: leak });
    const title = decode(/<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '');
    if (title !== tenant.brand && !title.endsWith(` | ${tenant.brand}`)) problems.push({ page: path, problem: `is titled "${title}", not after its store` });
    for (const href of linksOf(res.body)) {
      if (!href || href.startsWith('#') || /^(?:mailto|tel|javascript):/i.test(href)) continue;
      const u = new URL(href, `${tenant.origin}${path}`);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
      if (u.host !== origin.host) {
        const isLocal = u.hostname === 'localhost' || u.hostname.endsWith('.localhost') || u.hostname === '127.0.0.1';
        if (isLocal && u.port === origin.port && !tenant.linkedHosts.includes(u.host) && !u.pathname.startsWith('/_next')) {
          problems.push({ page: path, problem: `links ${u.href}, another tenant's host` });
        }
        continue;
      }
      if (NOT_CRAWLED.test(u.pathname)) continue;
      enqueue(u.pathname, path);
    }
  }
  if (queue.length > 0) problems.push({ page: '(crawl)', problem: `stopped at ${limit} pages with ${queue.length} left` });
  return { pages, problems };
}
