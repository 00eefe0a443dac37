/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { POST as recover } from '@/app/api/session/recover/route';
import { decodeSession, SESSION_COOKIE } from '@/lib/session/cookie';
import { EXPIRES_AT, TOKEN, called, calls, gql, graphqlError, installHarness, knownCustomer, read, request } from './account-harness';

installHarness();
let logs: jest.SpyInstance[] = [];
beforeEach(() => {
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
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
      body: { input: { email: 'demo@example.com', password: 'Demo-pass-1' }, country: 'CA', language: 'EN' },
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

  it('answers reset_failed when the platform reports user errors', async () => {
    gql.set('CustomerRecover', () => ({ customerRecover: { customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer' }] } }));
    const reply = await read(await recover(request('/api/session/recover', { body: { email: 'who@example.com' }, cookie: null })));
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'reset_failed',
      message: 'There was an error resetting your password. Please check your email and try again.',
    });
  });

  it('answers 400 for an empty email and 502 when the store fails', async () => {
    const empty = await read(await recover(request('/api/session/recover', { body: { email: '  ' }, cookie: null })));
    expect(empty).toMatchObject({ status: 400, body: { error: 'invalid', message: 'Please enter an email' } });
    gql.set('CustomerRecover', graphqlError);
    expect((await recover(request('/api/session/recover', { body: { email: 'a@b.co' }, cookie: null }))).status).toBe(502);
  });
});
