import { loadConfig } from '../../ground/config';
import { tenantFromKey } from '../../ground/tenant';
import { cartContextFor, readContextFor } from './context';

const cfg = loadConfig({});

describe('readContextFor', () => {
  it("reads in the store's own market, in the route locale as a LanguageCode", () => {
    expect(readContextFor(tenantFromKey('ca', cfg)!, 'fr', cfg)).toEqual({ country: 'US', language: 'FR' });
    expect(readContextFor(tenantFromKey('r-acme', cfg)!, 'en', cfg)).toEqual({ country: 'US', language: 'EN' });
    expect(readContextFor(tenantFromKey('us', cfg)!, 'en', loadConfig({ STORE_COUNTRY: 'CA' }))).toEqual({ country: 'CA', language: 'EN' });
  });
  it("falls back to the tenant's language for an unknown locale", () => {
    expect(readContextFor(tenantFromKey('fr', cfg)!, 'de', cfg)).toEqual({ country: 'US', language: 'FR' });
    expect(readContextFor(null, 'de', cfg)).toEqual({ country: 'US', language: 'EN' });
  });
});

describe('cartContextFor', () => {
  it("makes the cart in the shopper's market", () => {
    expect(cartContextFor({ country: 'FR' }, tenantFromKey('fr', cfg)!, 'fr')).toEqual({ country: 'FR', language: 'FR' });
    expect(cartContextFor({ country: 'CA' }, tenantFromKey('ca', cfg)!, 'xx')).toEqual({ country: 'CA', language: 'EN' });
  });
});
