/** @jest-environment node */
jest.mock('server-only', () => ({}));

import type { LookupAddress } from 'node:dns';
import { request } from 'node:http';
import { guardedLookup, isPrivateAddress, PRIVATE_ADDRESS_CODE } from './address';

describe('isPrivateAddress', () => {
  it.each([
    // IPv4
    '0.0.0.0', '0.1.2.3', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.255.255.254',
    '169.254.169.254', '169.254.0.1', '172.16.0.1', '172.31.255.255', '192.0.0.8', '192.0.2.1', '192.88.99.1', '192.168.1.1',
    '198.18.0.1', '198.19.255.255', '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
    // IPv6
    '::', '::1', '0:0:0:0:0:0:0:1', '::127.0.0.1', 'fc00::1', 'fd12:3456:789a::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'fec0::1',
    'ff02::1', 'ff05::1:3', '2001:db8::1', '2001::1', '2001:0:4136:e378::1', '100::1', '64:ff9b:1::1', '3fff::1', '5f00::1',
    // IPv4 inside IPv6
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:169.254.169.254', '::ffff:a9fe:a9fe', '::ffff:10.0.0.1', '::ffff:192.168.0.1',
    '64:ff9b::10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '2002:c0a8:101::1',
  ])('%s is not public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '1.1.1.1', '8.8.8.8', '93.184.216.34', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '169.253.255.255',
    '192.167.255.255', '198.17.255.255', '198.20.0.0', '223.255.255.255', '11.0.0.1', '126.255.255.255', '128.0.0.1',
    '2606:4700:4700::1111', '2a00:1450:4007:80e::200e', '2600::', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::8.8.8.8', '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });

  it.each(['', 'localhost', 'example.com', '127.1', '0x7f000001', '2130706433', '::gg', '1.2.3.4.5'])('anything that is not an address (%j) counts as private', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });
});

describe('guardedLookup', () => {
  type Answer = { error?: NodeJS.ErrnoException; addresses?: LookupAddress[] };
  const resolver = (answer: Answer) =>
    jest.fn((_host: string, _options: object, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) =>
      callback(answer.error ?? null, answer.addresses ?? []),
    );
  const run = (lookup: ReturnType<typeof guardedLookup>, options: { all?: boolean } = {}) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      lookup('procurement.example.com', options, (err, address, family) => resolve({ err, address, family })),
    );
  const PUBLIC: LookupAddress = { address: '93.184.216.34', family: 4 };

  it('hands over a public address, singly or as a list as the socket asks', async () => {
    const resolve = resolver({ addresses: [PUBLIC, { address: '2606:4700::1', family: 6 }] });
    expect(await run(guardedLookup({ trusted: false }, resolve))).toEqual({ err: null, address: '93.184.216.34', family: 4 });
    expect((await run(guardedLookup({ trusted: false }, resolve), { all: true })).address).toEqual([PUBLIC, { address: '2606:4700::1', family: 6 }]);
    expect(resolve).toHaveBeenCalledWith('procurement.example.com', expect.objectContaining({ all: true }), expect.any(Function));
  });

  it.each(['127.0.0.1', '169.254.169.254', '10.1.2.3', '::1', '::ffff:127.0.0.1', 'fd00::1'])('refuses a pattern host that resolves to %s', async (address) => {
    const { err, address: handed } = await run(guardedLookup({ trusted: false }, resolver({ addresses: [{ address, family: address.includes(':') ? 6 : 4 }] })));
    expect(err?.code).toBe(PRIVATE_ADDRESS_CODE);
    expect(handed).toBe('');
  });

  it('refuses when any one of the answers is private (the socket could try it)', async () => {
    const { err } = await run(guardedLookup({ trusted: false }, resolver({ addresses: [PUBLIC, { address: '192.168.0.10', family: 4 }] })), { all: true });
    expect(err?.code).toBe(PRIVATE_ADDRESS_CODE);
  });

  it('trusts an address written into the configuration (the loopback emulator)', async () => {
    const { err, address } = await run(guardedLookup({ trusted: true }, resolver({ addresses: [{ address: '127.0.0.1', family: 4 }] })));
    expect(err).toBeNull();
    expect(address).toBe('127.0.0.1');
  });

  it('passes resolution failures on, and fails an empty answer', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    expect((await run(guardedLookup({ trusted: false }, resolver({ error: notFound })))).err?.code).toBe('ENOTFOUND');
    expect((await run(guardedLookup({ trusted: false }, resolver({ addresses: [] })))).err?.code).toBe('ENOTFOUND');
  });

  it('is what the socket calls: a request to a name that resolves to loopback fails before connecting', async () => {
    const resolve = resolver({ addresses: [{ address: '127.0.0.1', family: 4 }] });
    const error = await new Promise<NodeJS.ErrnoException>((done) => {
      const req = request({ host: 'rebound.example.com', port: 9, lookup: guardedLookup({ trusted: false }, resolve), agent: false });
      req.on('error', done);
      req.end();
    });
    expect(error.code).toBe(PRIVATE_ADDRESS_CODE);
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
