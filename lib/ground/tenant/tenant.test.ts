import { loadConfig } from '../config';
import { resolveTenant, tenantFromKey, withHandlePrefix, stripHandlePrefix, tenantOrigin } from './';

const cfg = loadConfig({});

describe('resolveTenant', () => {
  it('maps the three company hosts to their sites', () => {
    expect(resolveTenant('localhost:3000', cfg)).toMatchObject({ kind: 'site', id: 'us', defaultLocale: 'en', currency: 'USD' });
    expect(resolveTenant('ca.localhost:3000', cfg)).toMatchObject({ kind: 'site', id: 'ca', handlePrefix: 'ca-', currency: 'CAD' });
    expect(resolveTenant('FR.localhost:3000', cfg)).toMatchObject({ kind: 'site', id: 'fr', defaultLocale: 'fr' });
  });

  it('reads the reseller id from its subdomain of the reseller base domain', () => {
    const t = resolveTenant('acme.resellers.localhost:3000', cfg);
    expect(t).toMatchObject({ kind: 'reseller', resellerId: 'acme', key: 'r-acme', handlePrefix: 'acme-' });
  });

  it('serves unknown hosts and malformed reseller labels as the US site', () => {
    expect(resolveTenant('127.0.0.1:3000', cfg)).toMatchObject({ kind: 'site', id: 'us' });
    expect(resolveTenant('a.b.resellers.localhost:3000', cfg)).toMatchObject({ kind: 'site', id: 'us' });
    expect(resolveTenant(undefined, cfg)).toMatchObject({ kind: 'site', id: 'us' });
  });

  it('lets a configured reseller id win over the host', () => {
    const fixed = loadConfig({ RESELLER_ID: 'printco' });
    expect(resolveTenant('localhost:3000', fixed)).toMatchObject({ kind: 'reseller', resellerId: 'printco' });
  });
});

describe('tenant keys', () => {
  it('round-trips sites and resellers and rejects anything else', () => {
    expect(tenantFromKey('ca', cfg)).toMatchObject({ id: 'ca' });
    expect(tenantFromKey('r-acme', cfg)).toMatchObject({ resellerId: 'acme', host: 'acme.resellers.localhost:3000' });
    expect(tenantFromKey('products', cfg)).toBeNull();
    expect(tenantFromKey('r-', cfg)).toBeNull();
  });

  it('builds the canonical origin from the tenant host', () => {
    expect(tenantOrigin(tenantFromKey('fr', cfg)!, cfg)).toBe('http://fr.localhost:3000');
  });
});

describe('handle prefixes', () => {
  const acme = tenantFromKey('r-acme', cfg)!;
  const us = tenantFromKey('us', cfg)!;
  it('adds the prefix once', () => {
    expect(withHandlePrefix(acme, 'labels')).toBe('acme-labels');
    expect(withHandlePrefix(acme, 'acme-labels')).toBe('acme-labels');
    expect(withHandlePrefix(us, 'labels')).toBe('labels');
  });
  it('strips the prefix but never to an empty handle', () => {
    expect(stripHandlePrefix(acme, 'acme-labels')).toBe('labels');
    expect(stripHandlePrefix(acme, 'labels')).toBe('labels');
    expect(stripHandlePrefix(acme, 'acme-')).toBe('acme-');
  });
});

describe('loadConfig', () => {
  it('names the variable that is malformed', () => {
    expect(() => loadConfig({ SHOPIFY_STORE_URL: 'not a url' })).toThrow(/SHOPIFY_STORE_URL/);
    expect(() => loadConfig({ RESELLER_ID: 'Bad Id' })).toThrow(/RESELLER_ID/);
  });
});
