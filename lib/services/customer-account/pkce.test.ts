/** @jest-environment node */
import { codeChallenge, codeVerifier, randomToken } from './pkce';

describe('PKCE', () => {
  it('hashes the verifier as the standard example does (S256)', () => {
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43 URL-safe characters, never the same twice', () => {
    const verifiers = new Set(Array.from({ length: 100 }, codeVerifier));
    expect(verifiers.size).toBe(100);
    for (const v of verifiers) expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('makes unguessable state and nonce values', () => {
    const values = new Set(Array.from({ length: 100 }, randomToken));
    expect(values.size).toBe(100);
    for (const v of values) expect(v).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
