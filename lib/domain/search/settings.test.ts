import { indexingKey, mainIndexSettings, titleReplicaSettings } from './settings';

describe('index settings', () => {
  it('searches titles first, the description unordered, filters on reseller and declares the title replica', () => {
    expect(mainIndexSettings('products')).toEqual({
      searchableAttributes: ['title,title_fr', 'product_type', 'vendor', 'tags', 'unordered(description)', 'unordered(description_fr)'],
      attributesForFaceting: ['filterOnly(reseller)', 'filterOnly(resellers)'],
      replicas: ['products_title_asc', 'products_title_fr_asc'],
    });
  });

  it('ranks the replica by title, A to Z, before anything else', () => {
    expect(titleReplicaSettings().ranking?.[0]).toBe('asc(title)');
    expect(titleReplicaSettings().attributesForFaceting).toEqual(['filterOnly(reseller)', 'filterOnly(resellers)']);
    expect(titleReplicaSettings('fr').ranking?.[0]).toBe('asc(title_fr)');
  });
});

describe('indexingKey', () => {
  const emulatorHosts = [{ url: '127.0.0.1' }];

  it("uses the emulator's published key against the emulator", () => {
    expect(indexingKey({}, emulatorHosts)).toBe('emulator-admin-key');
  });

  it('uses ALGOLIA_ADMIN_KEY when set', () => {
    expect(indexingKey({ ALGOLIA_ADMIN_KEY: 'real-admin' }, undefined)).toBe('real-admin');
  });

  it("refuses the published key against Algolia itself", () => {
    expect(() => indexingKey({}, undefined)).toThrow(/ALGOLIA_ADMIN_KEY/);
    expect(() => indexingKey({ ALGOLIA_ADMIN_KEY: 'emulator-admin-key' }, undefined)).toThrow(/ALGOLIA_ADMIN_KEY/);
  });
});
