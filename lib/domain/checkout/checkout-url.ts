/**
 * Where the shopper goes after cartCreate: the
 * platform's checkoutUrl with only its host replaced (the tenant's custom
 * checkout subdomain, else the default checkout host) and `locale` set
 * through URLSearchParams, so the required `key` and any other parameter
 * survive. Null when the platform's URL is not a URL.
 */
export function storefrontCheckoutUrl(
  checkoutUrl: string,
  opts: { tenantKey: string; locale: string; hosts: Record<string, string>; defaultHost: string },
): string | null {
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.host = opts.hosts[opts.tenantKey] ?? opts.defaultHost;
  url.searchParams.set('locale', opts.locale);
  return url.toString();
}
