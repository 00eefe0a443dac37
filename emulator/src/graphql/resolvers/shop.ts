import type { TypeResolvers } from '../context.ts';
import { gid } from '../gid.ts';

export const SHOP_NAME = 'PrintCo';
export const SHOP_URL = 'https://printco-labels.myshopify.com';

const LANGUAGES = {
  EN: { isoCode: 'EN', name: 'English', endonymName: 'English' },
  FR: { isoCode: 'FR', name: 'French', endonymName: 'français' },
} as const;

const COUNTRIES = {
  US: { isoCode: 'US', name: 'United States', currency: { isoCode: 'USD', name: 'United States Dollar', symbol: '$' }, unitSystem: 'IMPERIAL_SYSTEM', defaultLanguage: LANGUAGES.EN },
  CA: { isoCode: 'CA', name: 'Canada', currency: { isoCode: 'CAD', name: 'Canadian Dollar', symbol: '$' }, unitSystem: 'METRIC_SYSTEM', defaultLanguage: LANGUAGES.EN },
  FR: { isoCode: 'FR', name: 'France', currency: { isoCode: 'EUR', name: 'Euro', symbol: '€' }, unitSystem: 'METRIC_SYSTEM', defaultLanguage: LANGUAGES.FR },
} as const;

function country(code: string) {
  const c = COUNTRIES[code as keyof typeof COUNTRIES] ?? COUNTRIES.US;
  return { ...c, availableLanguages: Object.values(LANGUAGES), market: market(c.isoCode) };
}

function market(code: string) {
  return { __typename: 'Market', id: gid('Market', code === 'US' ? 1 : code === 'CA' ? 2 : 3), handle: code.toLowerCase() };
}

/** The single shop every request sees; prices stay in USD whatever @inContext says (the storefront converts). */
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
    metafield: null,
    metafields: (args: { identifiers?: unknown[] }) => (args.identifiers ?? []).map(() => null),
  };
}

export function paymentSettings() {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'], cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
    countryCode: 'US', currencyCode: 'USD', enabledPresentmentCurrencies: ['USD', 'CAD', 'EUR'], shopifyPaymentsAccountId: null,
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
