/** @jest-environment node */
import { signToken, verifiedToken } from './signed-token';

const SECRET = 'a-test-secret-of-some-length';

describe('signed tokens', () => {
  it('gives back the payload it signed', () => {
    const token = signToken({ s: 'abc', t: 5 }, SECRET, 'test:v1:');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifiedToken(token, SECRET, 'test:v1:')).toEqual({ s: 'abc', t: 5 });
  });

  it('refuses a token made for another purpose or with another secret', () => {
    const token = signToken({ s: 'abc' }, SECRET, 'test:v1:');
    expect(verifiedToken(token, SECRET, 'other:v1:')).toBeNull();
    expect(verifiedToken(token, 'another-secret', 'test:v1:')).toBeNull();
  });

  it('refuses an altered payload or signature, and anything malformed', () => {
    const token = signToken({ s: 'abc' }, SECRET, 'p');
    const [body, sig] = token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ s: 'abd' })).toString('base64url');
    expect(verifiedToken(`${altered}.${sig}`, SECRET, 'p')).toBeNull();
    expect(verifiedToken(`${body}.${sig.slice(0, -1)}A`, SECRET, 'p')).toBeNull();
    for (const bad of [null, undefined, '', 'nodot', `${body}.${sig}.x`, `${body}=.${sig}`, 'a'.repeat(5000)]) {
      expect(verifiedToken(bad, SECRET, 'p')).toBeNull();
    }
  });

  it('refuses a signed value that is not a JSON object', () => {
    const body = Buffer.from('[1,2]').toString('base64url');
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const sig = createHmac('sha256', SECRET).update(`p${body}`).digest('base64url');
    expect(verifiedToken(`${body}.${sig}`, SECRET, 'p')).toBeNull();
  });
});
