/**
 * The procurement systems a punchout cart may go to (PUNCHOUT_RETURN_HOSTS).
 * The return_url a buyer arrives with and the redirect_url the procurement
 * system answers both come from outside: the first is where our server
 * POSTs (a server-side request forgery surface), the second where the
 * buyer's browser is sent (an open redirect). Neither is used unless it
 * passes checkProcurementUrl.
 *
 * An entry is either
 *   - an explicit origin, `https://host[:port]`: that scheme, host and port
 *     only. `http://` only for a loopback host (the local emulator). May be
 *     an IP literal: it was written down on purpose;
 *   - a host pattern, `example.com` or `*.example.com` (any subdomain, not
 *     the domain itself): https on the default port only, never an IP.
 *
 * Candidates are parsed with the WHATWG URL parser first, the one browsers
 * and Node use, so case, a trailing dot, backslashes, percent-encoding,
 * IPv4 in hex or octal and IPv6 forms are normalised before any rule looks
 * at them: what is checked is what would be requested. Free of Node APIs,
 * so the configuration can check the setting where it is loaded.
 */

export const MAX_PROCUREMENT_URL_LENGTH = 2048;

export type AllowlistEntry =
  | {
      kind: 'origin';
      protocol: 'https:' | 'http:';
      /** As the URL parser writes it: lower case, IPv6 in brackets. */
      hostname: string;
      /** '' for the scheme's default port. */
      port: string;
      /** As configured, for logs and messages. */
      text: string;
    }
  | {
      kind: 'pattern';
      /** The domain, lower case, without `*.`. */
      hostname: string;
      /** `*.example.com`: subdomains of `hostname`, not `hostname` itself. */
      subdomains: boolean;
      text: string;
    };

export type Allowlist = readonly AllowlistEntry[];

export type ProcurementUrlRefusal =
  | 'empty'
  | 'too-long'
  | 'not-a-url'
  | 'scheme'
  | 'userinfo'
  | 'ip-literal'
  | 'host'
  | 'port';

export type ProcurementUrlCheck =
  | { ok: true; url: URL; entry: AllowlistEntry }
  | { ok: false; reason: ProcurementUrlRefusal };

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** A host name the way the URL parser leaves a valid one: labels of letters, digits, `-` and `_`, none empty. */
const HOST_NAME = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*$/;

/** An IP address as the URL parser writes a host: dotted IPv4, or IPv6 in brackets. */
export function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || IPV4.test(hostname);
}

/** Loopback by address or by the name reserved for it: the only hosts plain http may reach. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || (IPV4.test(hostname) && hostname.startsWith('127.'));
}

/** A parsed host without its one trailing dot (`example.com.` is `example.com` to DNS); null when a label is empty. */
function normalHost(hostname: string): string | null {
  const host = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (host === '' || host.startsWith('.') || host.includes('..')) return null;
  return host;
}

function parseEntry(text: string): AllowlistEntry {
  const problem = (why: string) => new Error(`"${text}" ${why}`);
  if (text.includes('://')) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw problem('is not a URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw problem('must be an https origin');
    if (url.username || url.password) throw problem('must not carry a user name or password');
    if (url.pathname !== '/' || url.search || url.hash) throw problem('must be an origin (scheme, host and port only)');
    const hostname = normalHost(url.hostname);
    if (!hostname) throw problem('has no valid host');
    if (url.protocol === 'http:' && !isLoopbackHost(hostname)) throw problem('may use http only for a loopback host; use https');
    return { kind: 'origin', protocol: url.protocol, hostname, port: url.port, text };
  }
  const subdomains = text.startsWith('*.');
  const domain = subdomains ? text.slice(2) : text;
  let parsed: URL;
  try {
    parsed = new URL(`https://${domain}`);
  } catch {
    throw problem('is not a host name');
  }
  const hostname = normalHost(parsed.hostname);
  // Anything the parser changed beyond case and the trailing dot (a port, a path, userinfo, `*` inside) is not a plain host.
  if (!hostname || hostname !== normalHost(domain.toLowerCase()) || !HOST_NAME.test(hostname)) throw problem('is not a host name or *.domain pattern');
  if (isIpLiteral(hostname)) throw problem('is an IP address: write it as an explicit origin (https://address:port)');
  if (subdomains && !hostname.includes('.')) throw problem('would match a whole top-level domain');
  return { kind: 'pattern', hostname, subdomains, text };
}

/** The setting as entries; throws naming the first entry that is not one. */
export function parseAllowlist(raw: string): Allowlist {
  const problems = allowlistProblems(raw);
  if (problems.length) throw new Error(`PUNCHOUT_RETURN_HOSTS: ${problems[0]}`);
  return raw.split(/\s+/).filter(Boolean).map(parseEntry);
}

/** The setting's problems, one message per bad entry (empty when it is fine): the configuration's check. */
export function allowlistProblems(raw: string): string[] {
  return raw
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((text) => {
      try {
        parseEntry(text);
        return [];
      } catch (error) {
        return [(error as Error).message];
      }
    });
}

function matches(entry: AllowlistEntry, url: URL, hostname: string): boolean {
  if (entry.kind === 'origin') return url.protocol === entry.protocol && hostname === entry.hostname && url.port === entry.port;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return entry.subdomains ? hostname.endsWith(`.${entry.hostname}`) : hostname === entry.hostname;
}

/**
 * `raw` as a URL our server may POST to, or the buyer's browser may be sent
 * to, with the entry that allows it; else why not. The refusal names the
 * first rule broken, checked from the most general (is it an http(s) URL at
 * all) to the most specific (the port).
 */
export function checkProcurementUrl(raw: string | null | undefined, allowlist: Allowlist): ProcurementUrlCheck {
  if (!raw || raw.trim() === '') return { ok: false, reason: 'empty' };
  if (raw.length > MAX_PROCUREMENT_URL_LENGTH) return { ok: false, reason: 'too-long' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.username || url.password) return { ok: false, reason: 'userinfo' };
  const hostname = normalHost(url.hostname);
  if (!hostname) return { ok: false, reason: 'host' };
  url.hostname = hostname;

  const ip = isIpLiteral(hostname);
  // An IP is allowed only where an explicit origin names that very address.
  const candidates = allowlist.filter((e) => (ip ? e.kind === 'origin' && e.hostname === hostname : true));
  if (ip && candidates.length === 0) return { ok: false, reason: 'ip-literal' };

  const entry = candidates.find((e) => matches(e, url, hostname));
  if (entry) return { ok: true, url, entry };

  const sameHost = candidates.filter((e) => (e.kind === 'origin' ? e.hostname === hostname : matches(e, withDefaults(url), hostname)));
  if (sameHost.length === 0) return { ok: false, reason: 'host' };
  // The host is listed: the scheme or the port is what differs.
  const schemeFits = sameHost.some((e) => (e.kind === 'origin' ? e.protocol === url.protocol : url.protocol === 'https:'));
  return { ok: false, reason: schemeFits ? 'port' : 'scheme' };
}

/** The same URL over https on the default port: whether a pattern would take its host at all. */
function withDefaults(url: URL): URL {
  const copy = new URL(url.href);
  copy.protocol = 'https:';
  copy.port = '';
  return copy;
}

let parsed: { raw: string; list: Allowlist } | undefined;

/** PUNCHOUT_RETURN_HOSTS as entries, parsed once per value of the setting (the configuration has already checked it). */
export function configuredAllowlist(raw: string): Allowlist {
  if (parsed?.raw !== raw) parsed = { raw, list: parseAllowlist(raw) };
  return parsed.list;
}

/** The host of a URL as logs may name it (never its path or query, which can carry a gateway's token), or null. */
export function hostForLog(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    return new URL(raw).host || null;
  } catch {
    return null;
  }
}
