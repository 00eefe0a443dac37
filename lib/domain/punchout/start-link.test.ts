/** @jest-environment node */
import { checkStartLink, startLinkSignature, START_LINK_TTL_SECONDS } from './start-link';

const SECRET = 'gateway-secret-of-16';
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const TS = NOW / 1000;
const RETURN = 'https://connect.punchout2go.com/gateway/link/return/id/P1';
const link = (over: Partial<{ buyer: string; ts: string; sig: string; returnUrl: string }> = {}) => ({
  buyer: 'gateway',
  ts: String(TS),
  sig: startLinkSignature(SECRET, 'gateway', TS, RETURN),
  returnUrl: RETURN,
  ...over,
});

describe('signed start links', () => {
  it('signs buyer, time and return URL as hex HMAC-SHA256', () => {
    expect(startLinkSignature(SECRET, 'gateway', TS, RETURN)).toMatch(/^[0-9a-f]{64}$/);
    expect(checkStartLink(link(), SECRET, NOW)).toBe('ok');
  });

  it.each([
    ['no signature', { sig: '' }, 'unsigned'],
    ['no time', { ts: '' }, 'unsigned'],
    ['another secret', { sig: startLinkSignature('another-secret-entirely', 'gateway', TS, RETURN) }, 'forged'],
    ['another return URL', { returnUrl: `${RETURN}x` }, 'forged'],
    ['another buyer', { buyer: 'other' }, 'forged'],
    ['upper-case hex', { sig: startLinkSignature(SECRET, 'gateway', TS, RETURN).toUpperCase() }, 'forged'],
    ['a time that is not a number', { ts: '1e9' }, 'forged'],
  ])('refuses %s', (_what, over, result) => {
    expect(checkStartLink(link(over), SECRET, NOW)).toBe(result);
  });

  it('holds for ten minutes, and a minute of clock skew ahead', () => {
    expect(checkStartLink(link(), SECRET, NOW + START_LINK_TTL_SECONDS * 1000)).toBe('ok');
    expect(checkStartLink(link(), SECRET, NOW + (START_LINK_TTL_SECONDS + 1) * 1000)).toBe('expired');
    expect(checkStartLink(link(), SECRET, NOW - 60_000)).toBe('ok');
    expect(checkStartLink(link(), SECRET, NOW - 61_000)).toBe('expired');
  });
});
