import { ID_BASE } from '../../../seed/ids.ts';
import { exchangeRatesJson, marketOf, markets, SHOP_CURRENCY } from '../../markets.ts';
import type { MetafieldRec } from '../../store/types.ts';
import type { TypeResolvers } from '../context.ts';
import { gid } from '../gid.ts';

export const SHOP_NAME = 'PrintCo';
export const SHOP_URL = 'https://printco-labels.myshopify.com';

const LANGUAGES = {
  EN: { isoCode: 'EN', name: 'English', endonymName: 'English' },
  FR: { isoCode: 'FR', name: 'French', endonymName: 'français' },
} as const;

const CURRENCIES: Record<string, { isoCode: string; name: string; symbol: string }> = {
  USD: { isoCode: 'USD', name: 'United States Dollar', symbol: '$' },
  CAD: { isoCode: 'CAD', name: 'Canadian Dollar', symbol: '$' },
  EUR: { isoCode: 'EUR', name: 'Euro', symbol: '€' },
};

const COUNTRIES = {
  US: { isoCode: 'US', name: 'United States', unitSystem: 'IMPERIAL_SYSTEM', defaultLanguage: LANGUAGES.EN },
  CA: { isoCode: 'CA', name: 'Canada', unitSystem: 'METRIC_SYSTEM', defaultLanguage: LANGUAGES.EN },
  FR: { isoCode: 'FR', name: 'France', unitSystem: 'METRIC_SYSTEM', defaultLanguage: LANGUAGES.FR },
} as const;

/** The currency comes from the market table, so localization never disagrees with the amounts. */
function country(code: string) {
  const c = COUNTRIES[code as keyof typeof COUNTRIES] ?? COUNTRIES.US;
  const currency = CURRENCIES[marketOf(c.isoCode).currency]!;
  return { ...c, currency, availableLanguages: Object.values(LANGUAGES), market: market(c.isoCode) };
}

function market(code: string) {
  return { __typename: 'Market', id: gid('Market', code === 'US' ? 1 : code === 'CA' ? 2 : 3), handle: code.toLowerCase() };
}

/**
 * The exchange rates, published the only way the Storefront API can carry them (it has no rate field), so a
 * storefront converts its own prices exactly as the checkout does. The seed numbers its metafields from the
 * base + 1, so the base itself is free.
 */
const EXCHANGE_RATES: MetafieldRec = {
  id: ID_BASE.metafield, ownerType: 'Shop', ownerId: 1, namespace: 'markets', key: 'exchange_rates', type: 'json',
  value: exchangeRatesJson(), description: null,
};

function shopMetafield(namespace: string | null | undefined, key: string): MetafieldRec | null {
  return namespace === EXCHANGE_RATES.namespace && key === EXCHANGE_RATES.key ? EXCHANGE_RATES : null;
}

/**
 * The single shop every request sees. Catalog and cart amounts are in the @inContext (or cart) market's currency;
 * the shop currency stays USD, and the rates between them are the `markets.exchange_rates` metafield.
 */
export function shop() {
  return {
    id: gid('Shop', 1),
    name: SHOP_NAME,
    description: 'Custom labels, stickers and tags, printed fast.',
    moneyFormat: '${{amount}}',
    primaryDomain: { host: new URL(SHOP_URL).host, sslEnabled: true, url: SHOP_URL },
    shipsToCountries: Object.keys(COUNTRIES),
    brand: null,
    customerAccountUrl: null,
    paymentSettings: paymentSettings(),
    privacyPolicy: null, refundPolicy: null, shippingPolicy: null, termsOfService: null, subscriptionPolicy: null,
    shopPayInstallmentsPricing: null,
    metafield: (args: { namespace?: string | null; key: string }) => shopMetafield(args.namespace, args.key),
    metafields: (args: { identifiers?: { namespace?: string | null; key: string }[] }) =>
      (args.identifiers ?? []).map((i) => shopMetafield(i.namespace, i.key)),
  };
}

export function paymentSettings() {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'], cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
    countryCode: 'US', currencyCode: SHOP_CURRENCY, enabledPresentmentCurrencies: markets().map((m) => m.currency), shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}

export const Localization: TypeResolvers<{ country: string; language: string }> = {
  availableCountries: () => Object.keys(COUNTRIES).map(country),
  availableLanguages: () => Object.values(LANGUAGES),
  country: (l) => country(l.country),
  language: (l) => LANGUAGES[l.language as keyof typeof LANGUAGES] ?? { isoCode: l.language, name: l.language, endonymName: l.language },
  market: (l) => market(l.country),
};
