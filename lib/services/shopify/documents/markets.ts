import { doc } from './document';

/**
 * The platform's exchange rates by market (a JSON shop metafield, since the
 * Storefront API has no rate field): lib/ground/money/market.ts reads it.
 */
export const MARKET_RATES = doc(/* GraphQL */ `
query MarketRates {
  shop {
    metafield(namespace: "markets", key: "exchange_rates") {
      value
    }
  }
}`);
