import { loadConfig } from '../../ground/config';
import { tenantFromKey } from '../../ground/tenant';
import { candidateHandles, isForeignHandle, pageCandidates, servesCollection, servesPage } from './handles';
import { forSaleHere, isShopperCollection, sellsHere } from './for-sale';
import { categoryPath, collectionPath, pagePath, productPath } from './links';

const cfg = loadConfig({});
const us = tenantFromKey('us', cfg)!;
const ca = tenantFromKey('ca', cfg)!;
const acme = tenantFromKey('r-acme', cfg)!;

describe('entity paths', () => {
  it('drop the tenant prefix from the handle', () => {
    expect(productPath(acme, 'acme-roll-labels')).toBe('/products/roll-labels');
    expect(productPath(us, 'roll-labels')).toBe('/products/roll-labels');
    expect(collectionPath(ca, 'ca-labels')).toBe('/collections/labels');
    expect(categoryPath(acme, 'acme-stickers')).toBe('/category/stickers');
    expect(pagePath(acme, 'acme-faq')).toBe('/pages/faq');
  });
  it('keep a handle that merely resembles another prefix', () => {
    expect(productPath(us, 'ca-labels')).toBe('/products/ca-labels');
  });
});

describe('candidateHandles', () => {
  it('tries the prefixed handle first, then the bare one', () => {
    const known = ['', 'ca-', 'fr-', 'acme-', 'northwind-'];
    expect(candidateHandles(acme, 'labels', known)).toEqual(['acme-labels', 'labels']);
    expect(candidateHandles(acme, 'acme-labels', known)).toEqual(['acme-labels', 'labels']);
    expect(candidateHandles(us, 'labels', known)).toEqual(['labels']);
    // Another tenant's handle is never a fallback: acme does not serve northwind's about page, nor the US site a reseller's.
    expect(candidateHandles(acme, 'northwind-about-us', known)).toEqual([]);
    expect(candidateHandles(acme, 'ca-bilingual-product-labels', known)).toEqual([]);
    expect(candidateHandles(us, 'northwind-about-us', known)).toEqual([]);
    expect(candidateHandles(us, 'ca-labels', known)).toEqual([]);
  });
});

describe('isForeignHandle', () => {
  const prefixes = ['', 'ca-', 'fr-'];
  it('flags handles that carry another site prefix', () => {
    expect(isForeignHandle(us, 'ca-labels', prefixes)).toBe(true);
    expect(isForeignHandle(ca, 'fr-labels', prefixes)).toBe(true);
    expect(isForeignHandle(ca, 'ca-labels', prefixes)).toBe(false);
    expect(isForeignHandle(us, 'labels', prefixes)).toBe(false);
    expect(isForeignHandle(acme, 'acme-ca-x', prefixes)).toBe(false);
  });
});

describe('servesCollection', () => {
  const prefixes = ['', 'ca-', 'fr-'];
  it('limits prefixed tenants to their own collections', () => {
    expect(servesCollection(acme, 'acme-labels', prefixes)).toBe(true);
    expect(servesCollection(acme, 'labels', prefixes)).toBe(false);
    expect(servesCollection(ca, 'ca-labels', prefixes)).toBe(true);
    expect(servesCollection(ca, 'fr-labels', prefixes)).toBe(false);
  });
  it('lets the unprefixed site serve everything but other sites\' collections', () => {
    expect(servesCollection(us, 'labels', prefixes)).toBe(true);
    expect(servesCollection(us, 'ca-labels', prefixes)).toBe(false);
  });
});

describe('content pages', () => {
  const known = ['', 'ca-', 'fr-', 'acme-', 'northwind-'];
  it('serve a reseller only its own prefixed pages, never the company\'s', () => {
    expect(pageCandidates(acme, 'contact-us', known)).toEqual(['acme-contact-us']);
    expect(pageCandidates(acme, 'acme-contact-us', known)).toEqual(['acme-contact-us']);
    expect(servesPage(acme, 'contact-us', known)).toBe(false);
    expect(servesPage(acme, 'acme-contact-us', known)).toBe(true);
  });
  it('let a company site show its own and the company\'s shared pages', () => {
    expect(pageCandidates(ca, 'shipping-policy', known)).toEqual(['ca-shipping-policy', 'shipping-policy']);
    expect(servesPage(us, 'shipping-policy', known)).toBe(true);
    expect(servesPage(us, 'acme-about-us', known)).toBe(false);
    expect(servesPage(ca, 'fr-about', known)).toBe(false);
  });
});

describe('products for sale on a tenant', () => {
  const known = ['', 'ca-', 'fr-', 'acme-', 'northwind-'];
  const extra = { handle: 'white-halo', productType: '', tags: ['Optional Extra'] };
  it('leave out Optional Extras and other sites\' region products', () => {
    expect(sellsHere(us, { handle: 'labels' }, known)).toBe(true);
    expect(sellsHere(us, { handle: 'ca-maple' }, known)).toBe(false);
    expect(sellsHere(ca, { handle: 'ca-maple' }, known)).toBe(true);
    expect(sellsHere(acme, { handle: 'fr-vin' }, known)).toBe(false);
    expect(sellsHere(us, extra, known)).toBe(false);
    expect(forSaleHere(ca, [{ handle: 'a' }, { handle: 'fr-vin' }, extra, { handle: 'ca-maple' }], known).map((p) => p.handle)).toEqual(['a', 'ca-maple']);
  });
  it('make a collection of extras only no shopper collection, while an empty one stays', () => {
    expect(isShopperCollection(us, [extra], known)).toBe(false);
    expect(isShopperCollection(us, [{ handle: 'ca-maple' }], known)).toBe(false);
    expect(isShopperCollection(us, [extra, { handle: 'labels' }], known)).toBe(true);
    expect(isShopperCollection(us, [], known)).toBe(true);
  });
});
