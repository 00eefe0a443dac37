import { algoliaHosts } from './hosts';

describe('algoliaHosts', () => {
  it('turns base URLs into the client hosts, with protocol and port', () => {
    expect(algoliaHosts('http://127.0.0.1:4000 https://search.example.com')).toEqual([
      { url: '127.0.0.1', protocol: 'http', port: 4000, accept: 'readWrite' },
      { url: 'search.example.com', protocol: 'https', accept: 'readWrite' },
    ]);
  });

  it("leaves the hosts to the client (Algolia's own) when empty", () => {
    expect(algoliaHosts('')).toBeUndefined();
    expect(algoliaHosts('   ')).toBeUndefined();
  });

  it('refuses what the client cannot reach, naming the setting', () => {
    expect(() => algoliaHosts('127.0.0.1:4000')).toThrow(/ALGOLIA_HOSTS/);
    expect(() => algoliaHosts('http://127.0.0.1:4000/algolia')).toThrow(/ALGOLIA_HOSTS: .*bare origin/);
    expect(() => algoliaHosts('ftp://example.com')).toThrow(/ALGOLIA_HOSTS/);
  });
});
