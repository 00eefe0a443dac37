/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { DESIGN_VISITOR_COOKIE, issueVisitorId, requestVisitorId, signVisitorId, verifiedVisitorId } from './design-visitor';

const SECRET = 'a-server-secret';

describe('the design visitor cookie', () => {
  it('issues a random UUID in an httpOnly, SameSite=Lax cookie, Secure over https', () => {
    const a = issueVisitorId(SECRET, true);
    const b = issueVisitorId(SECRET, false);
    expect(a.id).not.toBe(b.id);
    expect(a.setCookie).toMatch(new RegExp(`^${DESIGN_VISITOR_COOKIE}=${a.id}\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax; Secure$`));
    expect(b.setCookie).not.toMatch(/Secure/);
  });

  it('knows an id again by its signature, from a request', () => {
    const { id, setCookie } = issueVisitorId(SECRET, false);
    const value = setCookie.split(';')[0]!.slice(DESIGN_VISITOR_COOKIE.length + 1);
    expect(verifiedVisitorId(value, SECRET)).toBe(id);
    const request = new Request('http://localhost/', { headers: { cookie: `other=1; ${DESIGN_VISITOR_COOKIE}=${value}` } });
    expect(requestVisitorId(request, SECRET)).toBe(id);
  });

  it('refuses an id without our signature', () => {
    const { id } = issueVisitorId(SECRET, false);
    const other = issueVisitorId(SECRET, false).id;
    const signed = signVisitorId(id, SECRET);
    for (const value of [id, `${id}.`, `${other}${signed.slice(id.length)}`, signVisitorId(id, 'another-secret'), `${signed}x`, id.toUpperCase() + signed.slice(id.length), '', null, `${signed}${'a'.repeat(200)}`]) {
      expect(verifiedVisitorId(value, SECRET)).toBeNull();
    }
    expect(requestVisitorId(new Request('http://localhost/'), SECRET)).toBeNull();
  });
});
