import 'server-only';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

/**
 * Where our server may connect when it hands a cart to a procurement
 * gateway configured by host name: a configured name can still resolve to an
 * address inside our network (a metadata service, a database, the app
 * itself), by mistake or on purpose, and can resolve differently between a
 * check and the connection (DNS rebinding).
 * So the check runs inside the connection: `guardedLookup` is the `lookup`
 * of node's http(s).request, the function the socket itself calls, and it
 * refuses to hand over any address that is not globally reachable.
 * An address written into the configuration (`http://127.0.0.1:4000`, the
 * local emulator, or `localhost`) is trusted as written.
 */

/** The error a refused address fails the request with. */
export const PRIVATE_ADDRESS_CODE = 'EPUNCHOUTPRIVATE';

type Range = readonly [bits: bigint, prefix: number];

/** IPv4 ranges that are not globally reachable (IANA special-purpose registry, and multicast and broadcast). */
const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast 255.255.255.255
];

/** IPv6 ranges that are not globally reachable. Those that carry an IPv4 address are handled apart (EMBEDDING). */
const V6_BLOCKED: readonly [string, number][] = [
  ['::', 96], // unspecified (::), loopback (::1), the deprecated IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo tunnels among them)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** IPv6 prefixes whose low 32 bits are an IPv4 address that is reached in the end: judged by that address. */
const V6_EMBEDDING: readonly [string, number][] = [
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
];

function v4Bits(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function v6Bits(ip: string): bigint {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  // A trailing dotted IPv4 is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4Bits(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const ranges = (list: readonly [string, number][], bits: (ip: string) => bigint): Range[] => list.map(([ip, prefix]) => [bits(ip), prefix]);
const V4_RANGES = ranges(V4_BLOCKED, v4Bits);
const V6_RANGES = ranges(V6_BLOCKED, v6Bits);
const V6_EMBEDDING_RANGES = ranges(V6_EMBEDDING, v6Bits);

function inRange(bits: bigint, width: number, [base, prefix]: Range): boolean {
  const shift = BigInt(width - prefix);
  return bits >> shift === base >> shift;
}

/**
 * Whether `ip` is an address our server must not connect to for an outside
 * party: loopback, private, link-local, carrier-grade NAT, unique local,
 * multicast, unspecified, reserved or documentation ranges, in IPv4 or IPv6
 * (IPv4 inside IPv4-mapped and NAT64 addresses judged as IPv4). Anything
 * that is not an IP address at all counts as private: refused.
 */
export function isPrivateAddress(ip: string): boolean {
  const version = isIP(ip.replace(/%.*$/, ''));
  if (version === 4) {
    const bits = v4Bits(ip);
    return V4_RANGES.some((range) => inRange(bits, 32, range));
  }
  if (version === 6) {
    const bits = v6Bits(ip);
    if (V6_EMBEDDING_RANGES.some((range) => inRange(bits, 128, range))) {
      const v4 = bits & 0xffffffffn;
      return V4_RANGES.some((range) => inRange(v4, 32, range));
    }
    // 6to4 (2002::/16) tunnels to the IPv4 address in bits 16–48.
    if (inRange(bits, 128, [v6Bits('2002::'), 16])) {
      const v4 = (bits >> 80n) & 0xffffffffn;
      return V4_RANGES.some((range) => inRange(v4, 32, range));
    }
    return V6_RANGES.some((range) => inRange(bits, 128, range));
  }
  return true;
}

type Resolve = (hostname: string, options: LookupOptions & { all: true }, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const defaultResolve: Resolve = (hostname, options, callback) => dnsLookup(hostname, options, callback);

function refusal(hostname: string, address: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${address}, which is not a public address`);
  error.code = PRIVATE_ADDRESS_CODE;
  return error;
}

/**
 * The `lookup` for node's http(s).request. `trusted` (an explicitly
 * configured address) resolves as usual. Otherwise every address the name
 * resolves to must be public, or the connection fails with
 * PRIVATE_ADDRESS_CODE: one private answer among public ones is refused
 * too, since the socket may try them in any order. `resolve` is dns.lookup
 * unless a test brings its own.
 */
export function guardedLookup({ trusted }: { trusted: boolean }, resolve: Resolve = defaultResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses ?? [];
      if (list.length === 0) {
        const empty: NodeJS.ErrnoException = new Error(`${hostname} did not resolve`);
        empty.code = 'ENOTFOUND';
        return callback(empty, '');
      }
      if (!trusted) {
        const blocked = list.find((a) => isPrivateAddress(a.address));
        if (blocked) return callback(refusal(hostname, blocked.address), '');
      }
      if (options.all) return callback(null, list);
      const [first] = list;
      callback(null, first!.address, first!.family);
    });
  };
}
