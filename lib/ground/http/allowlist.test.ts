import { loadConfig } from '../config';
import { allowlistProblems, checkProcurementUrl, configuredAllowlist, hostForLog, parseAllowlist, type Allowlist } from './allowlist';

const LIST: Allowlist = parseAllowlist(
  'https://connect.punchout2go.com *.punchoutconnect.net example.com https://gateway.example.org:8443 http://127.0.0.1:4000 http://localhost:4000 https://[2001:db8::1]',
);
const check = (raw: string | null | undefined, list: Allowlist = LIST) => checkProcurementUrl(raw, list);
const reason = (raw: string, list: Allowlist = LIST) => {
  const result = check(raw, list);
  return result.ok ? `allowed by ${result.entry.text}` : result.reason;
};

describe('parseAllowlist', () => {
  it('reads origins and host patterns, space-separated, in any mix of spaces and newlines', () => {
    expect(parseAllowlist(' https://a.example:444\n\t*.b.example  c.example ')).toEqual([
      { kind: 'origin', protocol: 'https:', hostname: 'a.example', port: '444', text: 'https://a.example:444' },
      { kind: 'pattern', hostname: 'b.example', subdomains: true, text: '*.b.example' },
      { kind: 'pattern', hostname: 'c.example', subdomains: false, text: 'c.example' },
    ]);
    expect(parseAllowlist('')).toEqual([]);
  });

  it('normalises entries as it will normalise candidates (case, default port, trailing dot)', () => {
    expect(parseAllowlist('HTTPS://Connect.Example.COM.:443 *.Shop.Example.')).toEqual([
      expect.objectContaining({ kind: 'origin', hostname: 'connect.example.com', port: '' }),
      expect.objectContaining({ kind: 'pattern', hostname: 'shop.example', subdomains: true }),
    ]);
  });

  it('takes the default setting (the emulator on both loopback names)', () => {
    expect(parseAllowlist('http://127.0.0.1:4000 http://localhost:4000').map((e) => e.kind)).toEqual(['origin', 'origin']);
  });

  it.each([
    ['http://gateway.example.com', /http only for a loopback host/],
    ['http://10.0.0.5:4000', /http only for a loopback host/],
    ['ftp://example.com', /https origin/],
    ['https://user:pw@example.com', /user name or password/],
    ['https://example.com/return', /origin \(scheme, host and port only\)/],
    ['https://example.com/?x=1', /origin/],
    ['https://', /not a URL/],
    ['*.com', /whole top-level domain/],
    ['*', /not a host name/],
    ['*.*.example.com', /not a host name/],
    ['example.com:8443', /not a host name/],
    ['user@example.com', /not a host name/],
    ['example.com/path', /not a host name/],
    ['10.0.0.1', /IP address/],
    ['0x7f.1', /IP address|not a host name/],
  ])('refuses %s, naming it', (entry, why) => {
    expect(() => parseAllowlist(`https://ok.example ${entry}`)).toThrow(why);
    expect(() => parseAllowlist(entry)).toThrow(`PUNCHOUT_RETURN_HOSTS: "${entry}"`);
    expect(allowlistProblems(`https://ok.example ${entry}`)).toEqual([expect.stringMatching(why)]);
    expect(() => loadConfig({ PUNCHOUT_RETURN_HOSTS: entry })).toThrow(`Invalid configuration: PUNCHOUT_RETURN_HOSTS: "${entry}"`);
  });

  it('lists no problem for a good setting, which the configuration then takes', () => {
    const good = 'https://connect.punchout2go.com *.punchoutconnect.net http://[::1]:4000';
    expect(allowlistProblems(good)).toEqual([]);
    expect(loadConfig({ PUNCHOUT_RETURN_HOSTS: good }).PUNCHOUT_RETURN_HOSTS).toBe(good);
    expect(allowlistProblems(loadConfig({}).PUNCHOUT_RETURN_HOSTS)).toEqual([]);
  });
});

describe('checkProcurementUrl: what is allowed', () => {
  it.each([
    ['https://connect.punchout2go.com/gateway/link/return/id/ABC?x=1', 'https://connect.punchout2go.com'],
    ['https://acme.punchoutconnect.net/cart', '*.punchoutconnect.net'],
    ['https://a.b.punchoutconnect.net/cart', '*.punchoutconnect.net'],
    ['https://example.com/return', 'example.com'],
    ['https://gateway.example.org:8443/r', 'https://gateway.example.org:8443'],
    ['http://127.0.0.1:4000/gateway/return/s1', 'http://127.0.0.1:4000'],
    ['http://localhost:4000/gateway/return/s1', 'http://localhost:4000'],
    ['https://[2001:db8::1]/r', 'https://[2001:db8::1]'],
  ])('%s (by %s)', (raw, entry) => {
    expect(reason(raw)).toBe(`allowed by ${entry}`);
  });

  it('answers the URL as parsed, which is what will be requested', () => {
    const result = check('HTTPS://Connect.PunchOut2Go.com.:443/gateway/%7Euser?a=b#frag');
    expect(result.ok && result.url.href).toBe('https://connect.punchout2go.com/gateway/%7Euser?a=b#frag');
  });

  it.each([
    ['case', 'https://EXAMPLE.COM/r'],
    ['a trailing dot', 'https://example.com./r'],
    ['the default port written out', 'https://example.com:443/r'],
    ['percent-encoded host characters', 'https://ex%61mple.com/r'],
    ['backslashes for slashes', 'https:\\\\example.com\\r'],
    ['surrounding spaces', '  https://example.com/r  '],
  ])('normalises %s first', (_what, raw) => {
    const result = check(raw);
    expect(result.ok && result.url.hostname).toBe('example.com');
  });
});

describe('checkProcurementUrl: what is refused', () => {
  it.each([
    [null, 'empty'],
    [undefined, 'empty'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['/gateway/return', 'not-a-url'],
    ['connect.punchout2go.com/return', 'not-a-url'],
    ['https://exa mple.com/', 'not-a-url'],
  ])('%j: %s', (raw, why) => {
    expect(check(raw)).toEqual({ ok: false, reason: why });
  });

  it('refuses anything longer than 2048 characters', () => {
    const base = 'https://example.com/?q=';
    expect(check(base + 'x'.repeat(2048 - base.length)).ok).toBe(true);
    expect(reason(base + 'x'.repeat(2049 - base.length))).toBe('too-long');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com/',
    'ws://example.com/',
    'gopher://example.com/',
  ])('refuses the scheme of %s', (raw) => {
    expect(reason(raw)).toBe('scheme');
  });

  it('refuses plain http to a host only allowed over https', () => {
    expect(reason('http://example.com/r')).toBe('scheme');
    expect(reason('http://acme.punchoutconnect.net/r')).toBe('scheme');
    expect(reason('http://connect.punchout2go.com/r')).toBe('scheme');
  });

  it('refuses https to the loopback emulator, allowed only over http', () => {
    expect(reason('https://127.0.0.1:4000/r')).toBe('scheme');
  });

  it.each([
    'https://user@example.com/r',
    'https://user:pw@example.com/r',
    'https://:pw@example.com/r',
    'https://evil.com@example.com/r',
    'https://example.com%40evil.com@example.com/r',
    'http://attacker@127.0.0.1:4000/r',
  ])('refuses userinfo: %s', (raw) => {
    expect(reason(raw)).toBe('userinfo');
  });

  it.each([
    'https://example.com:8443/r',
    'https://example.com:80/r',
    'https://acme.punchoutconnect.net:444/r',
    'https://gateway.example.org/r',
    'https://gateway.example.org:443/r',
    'http://127.0.0.1:4001/r',
    'http://127.0.0.1/r',
    'http://localhost:80/r',
  ])('refuses another port: %s', (raw) => {
    expect(reason(raw)).toBe('port');
  });

  it.each([
    'https://evilexample.com/r',
    'https://example.com.evil.com/r',
    'https://notpunchoutconnect.net/r',
    'https://punchoutconnect.net.evil.com/r',
    'https://punchoutconnect.net/r',
    'https://sub.example.com/r',
    'https://connect.punchout2go.com.evil.com/r',
    'https://evil.com/https://connect.punchout2go.com/',
    'https://evil.com#@connect.punchout2go.com',
    'https://evil.com?.punchoutconnect.net',
    'https://evil.com\\.punchoutconnect.net',
    'https://example.com../r',
    'https://xn--exmple-cua.com/r',
  ])('refuses a host that is not listed, whatever it resembles: %s', (raw) => {
    expect(reason(raw)).toBe('host');
  });

  it('refuses an IDN lookalike, compared as the parser writes it (punycode)', () => {
    expect(reason('https://exаmple.com/r')).toBe('host'); // Cyrillic а
    expect(reason('https://ｅｘａｍｐｌｅ.com/r')).toBe('allowed by example.com'); // full-width folds to ASCII, as browsers do
  });

  it.each([
    ['dotted', 'https://10.0.0.1/r'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['hex', 'https://0x0a.0x0.0x0.0x1/r'],
    ['octal', 'https://012.0.0.1/r'],
    ['a single number', 'https://167772161/r'],
    ['shortened', 'https://10.1/r'],
    ['loopback other than the emulator', 'http://127.0.0.2:4000/r'],
    ['IPv6 loopback', 'https://[::1]/r'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/r'],
    ['IPv4-mapped IPv6 of the emulator', 'http://[::ffff:7f00:1]:4000/r'],
    ['IPv6 link-local', 'https://[fe80::1]/r'],
    ['a public IPv4', 'https://93.184.216.34/r'],
  ])('refuses an IP literal (%s) that no explicit origin names', (_what, raw) => {
    expect(reason(raw)).toBe('ip-literal');
  });

  it('takes any notation of the listed address as that address, held to its scheme and port', () => {
    for (const host of ['0x7f.0.0.1', '0177.0.0.1', '2130706433', '127.1', '127.0.0.1.']) {
      expect(reason(`http://${host}:4000/r`)).toBe('allowed by http://127.0.0.1:4000');
      expect(reason(`https://${host}/r`)).toBe('scheme');
      expect(reason(`http://${host}:4001/r`)).toBe('port');
    }
  });

  it('accepts the loopback emulator only as configured: IPv6 loopback or a subdomain of localhost is not it', () => {
    expect(reason('http://[::1]:4000/r')).toBe('ip-literal');
    expect(reason('http://localhost.:4000/r')).toBe('allowed by http://localhost:4000');
    expect(reason('http://sub.localhost:4000/r')).toBe('host');
  });

  it('refuses everything with an empty allowlist', () => {
    expect(reason('https://example.com/r', [])).toBe('host');
    expect(reason('http://127.0.0.1:4000/r', [])).toBe('ip-literal');
  });
});

describe('configuredAllowlist', () => {
  it('parses the setting once per value', () => {
    const a = configuredAllowlist('https://a.example');
    expect(configuredAllowlist('https://a.example')).toBe(a);
    expect(configuredAllowlist('https://b.example')).toEqual([expect.objectContaining({ hostname: 'b.example' })]);
  });
});

describe('hostForLog', () => {
  it('names the host and port only, never the path, query or userinfo', () => {
    expect(hostForLog('https://user:pw@gw.example:8443/return/s-1?token=abc')).toBe('gw.example:8443');
    expect(hostForLog('javascript:alert(1)')).toBeNull();
    expect(hostForLog('not a url')).toBeNull();
    expect(hostForLog(null)).toBeNull();
  });
});
