/** A host as the Algolia client takes it (its `hosts` option). */
export interface AlgoliaHost {
  url: string;
  protocol: 'http' | 'https';
  port?: number;
  accept: 'readWrite';
}

/**
 * ALGOLIA_HOSTS (space-separated base URLs) as the client's `hosts`: host
 * name, protocol and port of each. Empty means Algolia itself: undefined, so
 * the client uses its own `{app}-dsn.algolia.net` hosts with its retry
 * strategy. The client puts its paths (`/1/indexes/…`) at the root of a
 * host, so a base URL with a path, a query or credentials cannot be served
 * and throws, naming the setting, as a bad setting does at start.
 */
export function algoliaHosts(raw: string): AlgoliaHost[] | undefined {
  const entries = raw.split(/\s+/).filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`ALGOLIA_HOSTS: "${entry}" is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ALGOLIA_HOSTS: "${entry}" is not http or https`);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) {
      throw new Error(`ALGOLIA_HOSTS: "${entry}" must be a bare origin (Algolia's paths start at the root)`);
    }
    return {
      url: url.hostname,
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      ...(url.port ? { port: Number(url.port) } : {}),
      accept: 'readWrite',
    };
  });
}
