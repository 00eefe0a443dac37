import { loadConfig } from '../config';
import { tenantFromKey } from '../tenant';
import { marketOf, parseMarketRates } from './market';

const cfg = loadConfig({});
const us = tenantFromKey('us', cfg)!;
const ca = tenantFromKey('ca', cfg)!;
const fr = tenantFromKey('fr', cfg)!;
const acme = tenantFromKey('r-acme', cfg)!;
const RATES = parseMarketRates('{"US":{"currency":"USD","rate":"1"},"CA":{"currency":"CAD","rate":"1.023"},"FR":{"currency":"EUR","rate":"0.9235"}}');

describe('parseMarketRates', () => {
  it('reads the rates table, rates as decimal strings or numbers', () => {
    expect(RATES).toEqual({ US: { currency: 'USD', rate: 1 }, CA: { currency: 'CAD', rate: 1.023 }, FR: { currency: 'EUR', rate: 0.9235 } });
    expect(parseMarketRates('{"FR":{"currency":"EUR","rate":0.9}}')).toEqual({ FR: { currency: 'EUR', rate: 0.9 } });
  });
  it('is null for anything that is not a readable table', () => {
    for (const bad of [null, '', 'not json', '[]', '{"FR":{"currency":"EUR","rate":"-1"}}', '{"FR":{"currency":"EUR","rate":"x"}}', '{"FR":{"rate":"1"}}']) {
      expect(parseMarketRates(bad)).toBeNull();
    }
  });
});

describe('marketOf', () => {
  it('sells the US site and resellers in the store currency, in their country', () => {
    expect(marketOf(us, cfg, RATES)).toEqual({ country: 'US', currency: 'USD', factor: 1 });
    expect(marketOf(acme, cfg, RATES)).toEqual({ country: 'US', currency: 'USD', factor: 1 });
  });
  it("sells the Canada and France sites in their currency at the platform's rate", () => {
    expect(marketOf(ca, cfg, RATES)).toEqual({ country: 'CA', currency: 'CAD', factor: 1.023 });
    expect(marketOf(fr, cfg, RATES)).toEqual({ country: 'FR', currency: 'EUR', factor: 0.9235 });
  });
  it('keeps the fixed rate for Canada while the table cannot be read, and sells France in the store market then', () => {
    expect(marketOf(ca, cfg, null)).toEqual({ country: 'CA', currency: 'CAD', factor: 1.023 });
    expect(marketOf(fr, cfg, null)).toEqual({ country: 'US', currency: 'USD', factor: 1 });
  });
  it("sells a site whose market the table lacks, or in another currency, in the store's market: cart and checkout still agree", () => {
    expect(marketOf(fr, cfg, { CA: { currency: 'CAD', rate: 1.023 } })).toEqual({ country: 'US', currency: 'USD', factor: 1 });
    expect(marketOf(fr, cfg, { FR: { currency: 'USD', rate: 1 } })).toEqual({ country: 'US', currency: 'USD', factor: 1 });
  });
  it('sells Canada in the store currency and market when the currency setting is off', () => {
    expect(marketOf(ca, loadConfig({ CURRENCY_CONVERSION: 'off' }), RATES)).toEqual({ country: 'US', currency: 'USD', factor: 1 });
  });
});
