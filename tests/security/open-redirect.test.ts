/**
 * Open redirects: thousands of generated redirectUrl values, built from the
 * pieces attackers combine (dot segments, doubled and encoded slashes,
 * backslashes, control characters, schemes, userinfo, hosts), must either be
 * refused or lead to a path on our own origin however the browser resolves
 * and however often it is decoded.
 */
import fc from 'fast-check';
import { safeRedirect, shopperOrigin } from '@/lib/ground/http/redirect';

const ORIGIN = 'http://localhost:3000';
const ATTACKER = 'attacker.localhost:4000';

const PIECES = [
  '/', '//', '///', '\\', '/\\', '\\/', '.', '..', './', '../', '/./', '/../', '%2e', '%2E', '%2e%2e', '%2f', '%2F', '%5c',
  '%5C', '%252f', '%25', '%09', '%0a', '%0d', '%00', '\t', '\n', '\r', ' ', '%20', '@', ':', '?', '#', '&', '=', ';', 'x',
  'account', 'login', ATTACKER, 'evil.example', 'http:', 'https:', 'javascript:', 'data:', 'HTTP://', '\u3002', '%E3%80%82',
  '\u2215', '\uff0f', 'localhost:3000', 'user:pass@', '%40', '[::1]', '127.0.0.1',
];

const candidate = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
/** Mostly values that start like a path, since a leading slash is what slips through naive checks. */
const redirectValue = fc.oneof(candidate, candidate.map((v) => `/${v}`), candidate.map((v) => `/.${v}`), fc.string({ maxLength: 40 }));

/** Where a browser ends up when it follows `target` from one of our pages. */
function landsOn(target: string): string {
  return new URL(target, `${ORIGIN}/login`).origin;
}

function decodeAll(value: string): string {
  let current = value;
  for (let i = 0; i < 4; i++) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      break;
    }
  }
  return current;
}

describe('safeRedirect (property)', () => {
  it('never leads off our origin, as given or decoded again, for 20,000 generated values', () => {
    fc.assert(
      fc.property(redirectValue, (raw) => {
        const target = safeRedirect(raw, ORIGIN);
        if (target === null) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.startsWith('/\\')).toBe(false);
        expect(landsOn(target)).toBe(ORIGIN);
        // Whoever decodes the answer again (a second redirect, a router) stays home too.
        const decodedPath = decodeAll(target.split(/[?#]/)[0]!);
        expect(/^[/\\]{2}/.test(decodedPath)).toBe(false);
        expect(/[\u0000-\u001f\u007f]/.test(target)).toBe(false);
      }),
      { numRuns: 20_000, seed: 20261123 },
    );
  });

  it.each([
    '/.//attacker.localhost:4000/pwned',
    '/..//attacker.localhost:4000/x',
    '/%2e//attacker.localhost:4000/x',
    '/%2E%2E//attacker.localhost:4000/x',
    '/x/../..//attacker.localhost:4000/x',
    '/./\\attacker.localhost:4000',
    '/x/..//attacker.localhost:4000',
    '/%2e%2e/%2fattacker.localhost:4000',
  ])('refuses %s, which normalises to another host', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBeNull();
    expect(shopperOrigin(raw, '', ORIGIN)).toBeNull();
  });

  it('still keeps ordinary paths, normalised', () => {
    expect(safeRedirect('/account/./orders/../orders/summary?x=1', ORIGIN)).toBe('/account/orders/summary?x=1');
    expect(safeRedirect('/products/%C3%A9tiquette', ORIGIN)).toBe('/products/%C3%A9tiquette');
  });
});
