import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { cachedRead, orFallback, type ReadSpec } from '../cache/read';
import { snippetsTag } from '../cache/tags';
import { config } from '../../ground/config';
import { UpstreamError, upstream, type UpstreamFailure } from '../../ground/http/upstream';
import { log } from '../../ground/log';
import { isLocale, tenantFromKey, type Tenant } from '../../ground/tenant';
import { DEFAULT_CONTENT } from './defaults';
import { parseSnippet, type SnippetName, type SnippetValues } from './parse';
import { snippetOwner, snippetSources, snippetUrl, type SnippetSource } from './sources';
import type { ResellerContent } from './types';

/**
 * Reseller (and site) content from the snippets service.
 *
 * Caching mirrors lib/domain/catalog/storefront.ts (lib/services/cache/read.ts): each
 * (owner, snippet, locale) is its own data-cache entry tagged
 * `tenant:<key>` and `snippets:<owner>`. A found, missing (404) or malformed
 * snippet is a cacheable answer; a transient failure (network, timeout,
 * other HTTP status, unreadable reply) is logged and not cached, and the page
 * is marked degraded so it is rendered again soon.
 * getResellerContent falls back per snippet: own → US site (only when the
 * own one is missing) → defaults.
 */

export class SnippetFetchError extends UpstreamError {
  readonly owner: string;
  readonly snippet: SnippetName;

  constructor(message: string, details: { owner: string; snippet: SnippetName; kind: UpstreamFailure; status?: number | null; cause?: unknown }) {
    super(message, { service: 'snippets', kind: details.kind, status: details.status ?? null, cause: details.cause });
    this.name = 'SnippetFetchError';
    this.owner = details.owner;
    this.snippet = details.snippet;
  }
}

const Reply = z.object({
  snippet: z.object({
    name: z.string().optional(),
    owner: z.string().optional(),
    locale: z.string().optional(),
    updatedAt: z.string().optional(),
    body: z.string(),
  }),
});

type EntryResult<N extends SnippetName> =
  | { status: 'found'; value: SnippetValues[N] }
  | { status: 'missing' }
  | { status: 'invalid' };

async function download(url: string, owner: string, snippet: SnippetName): Promise<string | null> {
  const reply = await upstream('snippets', url, { headers: { Accept: 'application/json' } }, {
    timeoutMs: config().UPSTREAM_TIMEOUT_MS,
    accept: [404],
    error: ({ kind, status, reason, cause }) => new SnippetFetchError(`${snippet} for ${owner}: ${reason}`, { owner, snippet, kind, status, cause }),
  });
  if (reply.status === 404) return null;
  const parsed = Reply.safeParse(reply.json());
  if (!parsed.success) throw reply.malformed('reply has no snippet body', parsed.error);
  return parsed.data.snippet.body;
}

/** What runs on a cache miss; its arguments are the cache key. */
async function readSnippet<N extends SnippetName>(owner: string, name: N, locale: string): Promise<EntryResult<N>> {
  const body = await download(snippetUrl(config().SNIPPETS_BASE_URL, owner, name, locale), owner, name);
  if (body === null) return { status: 'missing' };
  const parsed = parseSnippet(name, body);
  if (!parsed.ok) {
    log.warn('snippets.parse.failed', { owner, snippet: name, locale, reason: parsed.reason });
    return { status: 'invalid' };
  }
  return { status: 'found', value: parsed.value };
}

/** First source that has the snippet; a malformed snippet or a failure ends the search (defaults apply). */
async function resolveSnippet<N extends SnippetName>(
  sources: readonly SnippetSource[],
  name: N,
  locale: string,
): Promise<SnippetValues[N] | undefined> {
  for (const source of sources) {
    const spec: ReadSpec = {
      name: 'snippets.fetch',
      tenantKey: source.tenantKey,
      tags: [snippetsTag(source.owner)],
      context: { owner: source.owner, snippet: name, locale },
    };
    const result = await orFallback<EntryResult<N> | null>(spec, cachedRead(spec, readSnippet<N>, source.owner, name, locale), null);
    if (result?.status === 'found') return result.value;
    if (result?.status !== 'missing') return undefined;
  }
  return undefined;
}

/**
 * Menus, footer, promo bar, home settings and messages for a tenant; never throws.
 * React's cache() shares one result per render: the layout, the metadata and
 * the page all ask for it, and a failing snippet service must be asked once.
 * It is keyed by the tenant's key, since each caller holds its own Tenant object.
 */
export function getResellerContent(tenant: Tenant, locale: string): Promise<ResellerContent> {
  return contentOf(tenant.key, locale);
}

const contentOf = cache(async function contentOf(tenantKey: string, locale: string): Promise<ResellerContent> {
  const tenant = tenantFromKey(tenantKey, config());
  if (!tenant) {
    log.error('snippets.tenant.unknown', { tenantKey });
    return DEFAULT_CONTENT;
  }
  const lang = isLocale(locale) ? locale : tenant.defaultLocale;
  const sources = snippetSources(tenant);
  const [menus, footer, promoBar, home, messages] = await Promise.all([
    resolveSnippet(sources, 'Menu', lang),
    resolveSnippet(sources, 'Footer', lang),
    resolveSnippet(sources, 'promoBar', lang),
    resolveSnippet(sources, 'homePage', lang),
    resolveSnippet(sources, 'FlexibleMessageArea', lang),
  ]);
  return {
    menus: menus ?? DEFAULT_CONTENT.menus,
    footer: footer ?? DEFAULT_CONTENT.footer,
    promoBar: promoBar ?? DEFAULT_CONTENT.promoBar,
    home: home ?? DEFAULT_CONTENT.home,
    messages: messages ?? DEFAULT_CONTENT.messages,
  };
});

/**
 * The tenant's own `delivery` snippet (never the US site's: a region or
 * reseller without one keeps its site's calendar), or an empty override.
 * The calendar does not depend on the language: it is read in the tenant's
 * default one.
 */
export function getDeliveryOverride(tenant: Tenant): Promise<SnippetValues['delivery']> {
  return deliveryOf(snippetOwner(tenant), tenant.key, tenant.defaultLocale);
}

const deliveryOf = cache(async function deliveryOf(owner: string, tenantKey: string, locale: string): Promise<SnippetValues['delivery']> {
  return (await resolveSnippet([{ tenantKey, owner }], 'delivery', locale)) ?? {};
});
