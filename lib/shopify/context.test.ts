import { loadConfig } from '../config';
import { tenantFromKey } from '../tenant';
import { inContextFor } from './context';

const cfg = loadConfig({});

describe('inContextFor', () => {
  it("uses the tenant's country and the route locale as a LanguageCode", () => {
    expect(inContextFor(tenantFromKey('ca', cfg)!, 'fr')).toEqual({ country: 'CA', language: 'FR' });
    expect(inContextFor(tenantFromKey('r-acme', cfg)!, 'en')).toEqual({ country: 'US', language: 'EN' });
  });
  it("falls back to the tenant's language for an unknown locale", () => {
    expect(inContextFor(tenantFromKey('fr', cfg)!, 'de')).toEqual({ country: 'FR', language: 'FR' });
  });
});
