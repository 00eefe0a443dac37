import { checkReturnUrl, onPrefixOrigin, parseReturnPrefix, type ReturnPrefix } from './return-prefix';

const prefix = (text: string): ReturnPrefix => {
  const parsed = parseReturnPrefix(text);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
};
const PREFIXES = [prefix('https://connect.punchout2go.com/gateway/link/return/id/'), prefix('http://127.0.0.1:4000/gateway/return')];

describe('return URL prefixes', () => {
  it.each([
    ['https://connect.punchout2go.com/gateway/link/return/id/P1?token=x'],
    ['https://CONNECT.punchout2go.com/gateway/link/return/id/P1'],
    ['https://connect.punchout2go.com:443/gateway/link/return/id/P1'],
    ['http://127.0.0.1:4000/gateway/return'],
    ['http://127.0.0.1:4000/gateway/return/s-1'],
    ['http://0x7f.0.0.1:4000/gateway/return/s-1'],
  ])('takes %s', (url) => {
    expect(checkReturnUrl(url, PREFIXES)).toMatchObject({ ok: true });
  });

  it.each([
    ['another endpoint of an allowed host', 'http://127.0.0.1:4000/__emulator/customers/enduser@example.com/expire-tokens', 'prefix'],
    ['a longer segment than the prefix', 'http://127.0.0.1:4000/gateway/returned', 'prefix'],
    ['dot segments out of the prefix', 'http://127.0.0.1:4000/gateway/return/../../admin', 'prefix'],
    ['encoded dot segments (resolved by the parser)', 'http://127.0.0.1:4000/gateway/return/%2e%2e/%2e%2e/admin', 'prefix'],
    ['a host with a trailing dot (held to the exact spelling)', 'https://connect.punchout2go.com./gateway/link/return/id/P1', 'prefix'],
    ['an encoded slash', 'http://127.0.0.1:4000/gateway/return/..%2F..%2Fadmin', 'encoded-path'],
    ['a backslash', 'http://127.0.0.1:4000/gateway/return\\..\\admin', 'prefix'],
    ['http for an https prefix', 'http://connect.punchout2go.com/gateway/link/return/id/P1', 'prefix'],
    ['another port', 'https://connect.punchout2go.com:8443/gateway/link/return/id/P1', 'prefix'],
    ['a look-alike host', 'https://connect.punchout2go.com.evil.example/gateway/link/return/id/P1', 'prefix'],
    ['credentials', 'https://me:pw@connect.punchout2go.com/gateway/link/return/id/P1', 'userinfo'],
    ['another scheme', 'javascript:alert(1)', 'scheme'],
    ['not a URL', 'not a url', 'not-a-url'],
    ['nothing', '', 'empty'],
  ])('refuses %s', (_what, url, reason) => {
    expect(checkReturnUrl(url, PREFIXES)).toEqual({ ok: false, reason });
  });

  it('refuses prefixes that cannot be held exactly', () => {
    expect(parseReturnPrefix('http://gateway.example/return/')).toMatch(/http only for a loopback host/);
    expect(parseReturnPrefix('https://gateway.example/return/?pos=1')).toMatch(/query or fragment/);
    expect(parseReturnPrefix('https://me@gateway.example/')).toMatch(/user name/);
    expect(parseReturnPrefix('https://gateway.example/a%2Fb/')).toMatch(/encoded slash/);
    expect(parseReturnPrefix('ftp://gateway.example/')).toMatch(/https/);
  });

  it('lets the buyer’s browser go anywhere on a prefix’s origin, nowhere else', () => {
    expect(onPrefixOrigin('http://127.0.0.1:4000/procurement/requisition/s-1', PREFIXES)?.href).toBe('http://127.0.0.1:4000/procurement/requisition/s-1');
    expect(onPrefixOrigin('https://evil.example/phish', PREFIXES)).toBeNull();
    expect(onPrefixOrigin('http://127.0.0.1:4001/x', PREFIXES)).toBeNull();
    expect(onPrefixOrigin('/relative', PREFIXES)).toBeNull();
  });
});
