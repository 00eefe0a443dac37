import 'server-only';
import { config } from '../../ground/config';
import { cachedRead, orFallback, type ReadSpec } from '../cache/read';
import { CATALOG_TAG } from '../cache/tags';
import type { DisplayCurrency } from '../../ground/money/display';
import { displayOf, marketOf, parseMarketRates, type Market, type MarketRates } from '../../ground/money/market';
import type { Tenant } from '../../ground/tenant';
import { storefrontQuery } from './client';
import { readContextFor } from './context';
import { MARKET_RATES } from './documents';

async function readRates(): Promise<MarketRates | null> {
  const cfg = config();
  const data = await storefrontQuery(MARKET_RATES, { context: readContextFor(null, 'en', cfg) });
  return parseMarketRates(data.shop?.metafield?.value);
}

/**
 * The platform's rates (cached with the catalog, for every tenant alike).
 * Null when they cannot be read: each site then sells as marketOf() says.
 */
export function getMarketRates(): Promise<MarketRates | null> {
  const spec: ReadSpec = { name: 'markets.rates', tenantKey: 'all', tags: [CATALOG_TAG], context: { operation: 'MarketRates' } };
  return orFallback(spec, cachedRead(spec, readRates), null);
}

/** The market a tenant sells in: its cart's country and the display currency and factor of every price it shows. */
export async function getMarket(tenant: Pick<Tenant, 'country' | 'currency'>): Promise<Market> {
  return marketOf(tenant, config(), await getMarketRates());
}

/** The display currency of a tenant's market: what its pages and islands convert every store amount with. */
export async function getDisplayCurrency(tenant: Pick<Tenant, 'country' | 'currency'>): Promise<DisplayCurrency> {
  return displayOf(await getMarket(tenant));
}
