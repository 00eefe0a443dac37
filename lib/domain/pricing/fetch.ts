import 'server-only';
import { cachedRead, orFallback, type ReadSpec } from '../../services/cache/read';
import { CATALOG_TAG } from '../../services/cache/tags';
import { config } from '../../ground/config';
import { upstream } from '../../ground/http/upstream';
import { checkPricingFile, type PricedVariant } from './file';
import type { PricingState } from './state';
import { hasPricingTag, isLotPriced, pricingFileName } from './tags';
import type { Tenant } from '../../ground/tenant/types';

/**
 * GET {PRICING_BASE_URL}/{name}.json, once per file and tenant
 * through the data cache, so the product page, every cart re-price and the
 * checkout share one fetch. A 404 is an answer ("missing") and is cached; a
 * failure (timeout, 5xx: an UpstreamError) is not: the page shows "missing" for 30 s
 * and tries again.
 */

export const pricingTag = (name: string) => `pricing:${name}`;

/**
 * A pricing file is a grid of quantity breaks per SKU: the emulator's largest
 * is under 500 bytes, and one covering a product's 250 variants with twenty
 * breaks each comes to about 150 KB. Past this it is not a pricing file.
 */
export const PRICING_FILE_MAX_BYTES = 1024 * 1024;

async function readPricingFile(name: string): Promise<{ found: boolean; body: unknown }> {
  const cfg = config();
  const url = `${cfg.PRICING_BASE_URL.replace(/\/$/, '')}/${encodeURIComponent(name)}.json`;
  const reply = await upstream('pricing', url, { headers: { Accept: 'application/json' } }, {
    timeoutMs: cfg.UPSTREAM_TIMEOUT_MS,
    accept: [404],
    maxBytes: PRICING_FILE_MAX_BYTES,
  });
  if (reply.status === 404) return { found: false, body: null };
  try {
    return { found: true, body: JSON.parse(reply.text()) as unknown };
  } catch (cause) {
    // A file that is not JSON is the reseller's mistake, not an outage: report it as invalid.
    return { found: true, body: { __notJson: String(cause) } };
  }
}

/** What a product's pricing state depends on: its tags and its variants' SKUs and prices. */
export interface ProductToPrice {
  tags: readonly string[];
  variants: readonly PricedVariant[];
}

/** Details of the state of a `$=` tag that names no file. */
export const BLANK_PRICING_TAG = 'the $= tag names no pricing file';

/**
 * The product's pricing state: no tag, missing file, invalid file (with
 * details) or a valid grid. A file the host could not serve (timeout, 5xx) is
 * `missing` like a 404: pages show the variant price, but the checkout and
 * reorder refuse every state except `ok` and `no-tag` (lib/domain/checkout/line-check.ts
 * pricingGate), so an outage never sells at the list price or skips the
 * quantity rules. A `$=` tag with no name is `invalid`, not `no-tag`.
 */
export async function getPricing(tenant: Tenant, product: ProductToPrice): Promise<PricingState> {
  const name = pricingFileName(product.tags);
  if (!name) return hasPricingTag(product.tags) ? { status: 'invalid', name: '', details: [BLANK_PRICING_TAG] } : { status: 'no-tag' };
  const spec: ReadSpec = { name: 'pricing.file', tenantKey: tenant.key, tags: [CATALOG_TAG, pricingTag(name)], context: { operation: 'pricing', pricingFile: name } };
  const file = await orFallback(spec, cachedRead(spec, readPricingFile, name), null);
  if (!file || !file.found) return { status: 'missing', name };
  const check = checkPricingFile(file.body, product.variants, { lot: isLotPriced(product.tags) });
  return check.ok ? { status: 'ok', name, grid: check.grid } : { status: 'invalid', name, details: check.details };
}
