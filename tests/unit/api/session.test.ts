/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/services/recaptcha', () => ({ verifyRecaptcha: jest.fn() }));

import { POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { POST as recover } from '@/app/api/session/recover/route';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { decodeSession, SESSION_COOKIE } from '@/lib/ground/http/session-cookie';
import { EXPIRES_AT, TOKEN, called, calls, gql, graphqlError, installHarness, knownCustomer, read, request } from './account-harness';

installHarness();
let logs: jest.SpyInstance[] = [];
beforeEach(() => {
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
  // Only the token 'passing' passes siteverify.
  jest.mocked(verifyRecaptcha).mockReset().mockImplementation(async (token) => (token === 'passing' ? { ok: true, score: 0.9 } : { ok: false, reason: 'rejected' }));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));

const tokenReply = { customerAccessTokenCreate: { customerAccessToken: { accessToken: TOKEN, expiresAt: EXPIRES_AT }, customerUserErrors: [] } };
const errorEvents = () => (logs[0]!.mock.calls as unknown[][]).map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

describe('POST /api/session/login', () => {
  it('signs in: sets the httpOnly cookie and answers the expiry and customer, never the token', async () => {
    gql.set('CustomerAccessTokenCreate', () => tokenReply);
    knownCustomer();
    const { status, body, text, cookies, cacheControl } = await read(
      await login(request('/api/session/login', { body: { email: ' demo@example.com ', password: 'Demo-pass-1' }, cookie: null, host: 'ca.localhost:3000' })),
    );
    expect(status).toBe(200);
    expect(body.expiresAt).toBe(EXPIRES_AT);
    expect(body.customer).toMatchObject({
      id: 'gid://shopify/Customer/77',
      email: 'demo@example.com',
      defaultAddressId: 'gid://shopify/MailingAddress/2',
      addresses: [{ id: 'gid://shopify/MailingAddress/2' }, { id: 'gid://shopify/MailingAddress/1' }],
    });
    expect(text).not.toContain(TOKEN);
    expect(cacheControl).toBe('no-store');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]+; Path=/; Expires=Thu, 01 Jan 2099 00:00:00 GMT; HttpOnly; SameSite=Lax$`));
    expect(decodeSession(cookies[0]!.split(';')[0]!.split('=')[1])).toEqual({ token: TOKEN, expiresAt: EXPIRES_AT });
    expect(calls()[0]).toEqual({
      target: 'CustomerAccessTokenCreate',
      body: { input: { email: 'demo@example.com', password: 'Demo-pass-1' }, country: 'US', language: 'EN' },
    });
  });

  it.each([
    [{ email: '', password: '' }, 'Please Enter an Email and Password'],
    [{ email: '', password: 'x' }, 'Please Enter a Valid Email'],
    [{ email: 'a@b.co', password: '' }, 'Please Enter a Password'],
    ['not json', 'The body must be JSON.'],
  ])('answers 400 for %j without calling the platform', async (body, message) => {
    const reply = await read(await login(request('/api/session/login', { body, cookie: null })));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'invalid', message });
    expect(called()).toEqual([]);
  });

  it('answers 401 Invalid Credentials when the platform refuses, without a cookie', async () => {
    gql.set('CustomerAccessTokenCreate', () => ({
      customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer' }] },
    }));
    const reply = await read(await login(request('/api/session/login', { body: { email: 'a@b.co', password: 'nope' }, cookie: null })));
    expect(reply).toMatchObject({ status: 401, body: { error: 'invalid_credentials', message: 'Invalid Credentials' }, cookies: [] });
  });

  it('refuses a cross-origin sign-in (403) before anything happens', async () => {
    const reply = await read(
      await login(request('/api/session/login', { body: { email: 'a@b.co', password: 'x' }, origin: 'http://evil.example', cookie: null })),
    );
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('forbidden');
    expect(called()).toEqual([]);
  });

  it('answers 502 (never 500) when the store fails, logged with context', async () => {
    gql.set('CustomerAccessTokenCreate', graphqlError);
    const reply = await read(await login(request('/api/session/login', { body: { email: 'a@b.co', password: 'x' }, cookie: null })));
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({ error: 'upstream' });
    expect(reply.cacheControl).toBe('no-store');
    expect(errorEvents()).toEqual([expect.objectContaining({ event: 'session.login.failed' })]);
    expect(JSON.stringify(errorEvents())).not.toContain('"x"');
  });
});

describe('POST /api/session/logout', () => {
  it('deletes the token on the platform and clears the cookie', async () => {
    gql.set('CustomerAccessTokenDelete', () => ({ customerAccessTokenDelete: { deletedAccessToken: TOKEN, userErrors: [] } }));
    const reply = await read(await logout(request('/api/session/logout')));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true });
    expect(reply.text).not.toContain(TOKEN);
    expect(reply.cookies).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; HttpOnly`))]);
    expect(calls()).toEqual([{ target: 'CustomerAccessTokenDelete', body: { customerAccessToken: TOKEN, country: 'US', language: 'EN' } }]);
  });

  it('answers 200 without a session, and when the platform fails (best effort)', async () => {
    const none = await read(await logout(request('/api/session/logout', { cookie: null })));
    expect(none).toMatchObject({ status: 200, body: { ok: true } });
    expect(called()).toEqual([]);
    gql.set('CustomerAccessTokenDelete', graphqlError);
    const failed = await read(await logout(request('/api/session/logout')));
    expect(failed.status).toBe(200);
    expect(failed.cookies[0]).toContain('Max-Age=0');
  });

  it('refuses a cross-origin logout', async () => {
    expect((await logout(request('/api/session/logout', { origin: 'https://evil.example' }))).status).toBe(403);
  });
});

describe('POST /api/session/recover', () => {
  it('asks the platform to email a reset link', async () => {
    gql.set('CustomerRecover', () => ({ customerRecover: { customerUserErrors: [] } }));
    const reply = await read(await recover(request('/api/session/recover', { body: { email: 'demo@example.com' }, cookie: null })));
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(calls()[0]).toMatchObject({ target: 'CustomerRecover', body: { email: 'demo@example.com' } });
  });

  it('answers an unknown email exactly like a known one (no account enumeration); the refusal is logged without the address', async () => {
    gql.set('CustomerRecover', (v) => ({
      customerRecover: {
        customerUserErrors:
          v.email === 'demo@example.com' ? [] : [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: `Could not find customer ${String(v.email)}` }],
      },
    }));
    const known = await read(await recover(request('/api/session/recover', { body: { email: 'demo@example.com' }, cookie: null })));
    const unknown = await read(await recover(request('/api/session/recover', { body: { email: 'who@example.com' }, cookie: null })));
    expect(unknown).toEqual(known);
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    const infos = (logs[2]!.mock.calls as unknown[][]).map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(infos).toEqual([expect.objectContaining({ event: 'session.recover.refused', tenantKey: 'us' })]);
    expect(JSON.stringify(infos)).not.toContain('who@example.com');
  });

  it('answers 400 for an empty email and 502 when the store fails', async () => {
    const empty = await read(await recover(request('/api/session/recover', { body: { email: '  ' }, cookie: null })));
    expect(empty).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Please enter an email' } });
    gql.set('CustomerRecover', graphqlError);
    expect((await recover(request('/api/session/recover', { body: { email: 'a@b.co' }, cookie: null }))).status).toBe(502);
  });
});

describe('rate limits (lib/edge/security/rate-limit.ts)', () => {
  const loginFrom = (ip: string, email: string, password = 'wrong', recaptchaToken?: string) =>
    login(new Request('http://localhost:3000/api/session/login', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password, recaptchaToken }),
    }));
  const refuseEveryPassword = () =>
    gql.set('CustomerAccessTokenCreate', (v) => {
      const { password } = v.input as { password: string };
      return password === 'Demo-pass-1'
        ? tokenReply
        : { customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer' }] } };
    });

  it('login: wrong passwords from many addresses never lock the account; after 5 an attempt needs a passing reCAPTCHA', async () => {
    refuseEveryPassword();
    for (let i = 1; i <= 5; i++) expect((await loginFrom(`192.0.2.${i}`, 'demo@example.com')).status).toBe(401);
    const asked = await read(await loginFrom('192.0.2.99', 'demo@example.com', 'Demo-pass-1'));
    expect(asked).toMatchObject({ status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' }, cookies: [] });
    expect((await read(await loginFrom('192.0.2.99', 'demo@example.com', 'Demo-pass-1', 'forged'))).body).toMatchObject({ error: 'recaptcha' });
    expect(jest.mocked(verifyRecaptcha)).toHaveBeenLastCalledWith('forged', 'login', '192.0.2.99');
    // Neither reached the store: a guesser without a passing token guesses nothing.
    expect(called().filter((t) => t === 'CustomerAccessTokenCreate')).toHaveLength(5);
    // With one, a wrong password is still just Invalid Credentials, as often as it comes (from many addresses)…
    for (let i = 100; i < 120; i++) expect((await loginFrom(`192.0.2.${i}`, 'demo@example.com', 'wrong', 'passing')).status).toBe(401);
    // …and the owner signs in.
    knownCustomer();
    expect((await loginFrom('192.0.2.99', 'demo@example.com', 'Demo-pass-1', 'passing')).status).toBe(200);
    // Another account is not concerned.
    expect((await loginFrom('192.0.2.99', 'other@example.com')).status).toBe(401);
  });

  it('login: one address failing on an email is slowed down with Retry-After; the owner at another signs in', async () => {
    refuseEveryPassword();
    knownCustomer();
    for (let i = 0; i < 4; i++) expect((await loginFrom('192.0.2.1', 'demo@example.com')).status).toBe(401);
    const refused = await loginFrom('192.0.2.1', 'demo@example.com', 'Demo-pass-1');
    const reply = await read(refused);
    expect(reply).toMatchObject({ status: 429, body: { error: 'rate_limited', message: 'Too many attempts. Please wait 1 second and try again.', retryAfter: 1 }, cookies: [] });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(called().filter((t) => t === 'CustomerAccessTokenCreate')).toHaveLength(4);
    expect((await loginFrom('192.0.2.2', 'demo@example.com', 'Demo-pass-1')).status).toBe(200);
  });

  it('login: 60 attempts per address; a 100-guess burst gets 60 answers and 40 refusals', async () => {
    refuseEveryPassword();
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => loginFrom('198.51.100.23', `user${i}@example.com`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect((await loginFrom('198.51.100.24', 'user1@example.com')).status).toBe(401);
  });

  it('login: a successful sign-in forgets the failures of its email and address', async () => {
    refuseEveryPassword();
    knownCustomer();
    for (let i = 0; i < 3; i++) await loginFrom('192.0.2.1', 'demo@example.com');
    expect((await loginFrom('192.0.2.1', 'demo@example.com', 'Demo-pass-1')).status).toBe(200);
    // The email's failures (from anywhere) still ask for reCAPTCHA; the pair starts again with 3 free failures.
    for (let i = 0; i < 4; i++) expect((await loginFrom('192.0.2.1', 'demo@example.com', 'wrong', 'passing')).status).toBe(401);
    expect((await loginFrom('192.0.2.1', 'demo@example.com', 'wrong', 'passing')).status).toBe(429);
  });

  it('login: a store that cannot answer is no wrong password', async () => {
    gql.set('CustomerAccessTokenCreate', graphqlError);
    for (let i = 0; i < 8; i++) expect((await loginFrom('192.0.2.1', 'demo@example.com', 'Demo-pass-1')).status).toBe(502);
    gql.set('CustomerAccessTokenCreate', () => tokenReply);
    knownCustomer();
    expect((await loginFrom('192.0.2.1', 'demo@example.com', 'Demo-pass-1')).status).toBe(200);
  });

  it('recover: 3 requests per email and address, 10 mails a day per email, then 429 for known and unknown emails alike', async () => {
    gql.set('CustomerRecover', () => ({ customerRecover: { customerUserErrors: [] } }));
    const recoverFrom = (ip: string, email: string) =>
      recover(new Request('http://localhost:3000/api/session/recover', {
        method: 'POST',
        headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email }),
      }));
    for (let i = 1; i <= 3; i++) expect((await recoverFrom('192.0.2.1', 'demo@example.com')).status).toBe(200);
    const refused = await recoverFrom('192.0.2.1', 'demo@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    // Someone else's requests did not spend the owner's: from another address the mail goes.
    for (let i = 2; i <= 8; i++) expect((await recoverFrom(`192.0.2.${i}`, 'demo@example.com')).status).toBe(200);
    // The mail ceiling: 10 a day to one inbox, however many addresses ask; an unknown email alike.
    expect((await recoverFrom('192.0.2.50', 'demo@example.com')).status).toBe(429);
    expect(called().filter((t) => t === 'CustomerRecover')).toHaveLength(10);
    for (let i = 0; i < 10; i++) expect((await recoverFrom(`192.0.2.${60 + i}`, 'nobody@example.com')).status).toBe(200);
    expect((await recoverFrom('192.0.2.70', 'nobody@example.com')).status).toBe(429);
    // 10 per address: 192.0.2.2 asked once above, 9 more emails pass, the next is refused.
    for (let i = 0; i < 9; i++) expect((await recoverFrom('192.0.2.2', `someone${i}@example.com`)).status).toBe(200);
    expect((await recoverFrom('192.0.2.2', 'someone-else@example.com')).status).toBe(429);
  });
});
