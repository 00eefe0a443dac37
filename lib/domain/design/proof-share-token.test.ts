import { checkShareToken, signShareToken } from './proof-share-token';

const SECRET = 'a-proof-share-secret-for-tests';
const payload = { id: 'abcdefghijklmnopqrstuvwx', tenantKey: 'us', expiresAt: 2_000_000 };

describe('proof share tokens', () => {
  it('reads back what was signed until it expires', () => {
    const token = signShareToken(payload, SECRET);
    expect(checkShareToken(token, SECRET, 1_000_000)).toEqual({ ok: true, payload });
  });

  it('is expired from its expiry on', () => {
    const token = signShareToken(payload, SECRET);
    expect(checkShareToken(token, SECRET, 2_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key, altered, or cut', () => {
    const token = signShareToken(payload, SECRET);
    expect(checkShareToken(token, 'another-secret-of-sixteen', 0)).toEqual({ ok: false, reason: 'invalid' });
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ i: payload.id, t: 'r-acme', e: payload.expiresAt })).toString('base64url');
    expect(checkShareToken(`${forged}.${mac}`, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkShareToken(`${body}.${mac.slice(1)}`, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkShareToken(body, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkShareToken('', SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkShareToken(null, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signed payload that is not a share', () => {
    const token = signShareToken({ ...payload, id: '../other' }, SECRET);
    expect(checkShareToken(token, SECRET, 0)).toEqual({ ok: false, reason: 'invalid' });
  });
});
