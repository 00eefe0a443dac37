/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/services/recaptcha', () => ({ verifyRecaptcha: jest.fn() }));

import { z } from 'zod';
import { GET as customerRoute } from '@/app/api/account/customer/route';
import { POST as login } from '@/app/api/session/login/route';
import { POST as logout } from '@/app/api/session/logout/route';
import { POST as recover } from '@/app/api/session/recover/route';
import { POST as createCustomer } from '@/app/api/tagging/create-customer/route';
import { createCustomerContract, customerContract } from '@/lib/edge/api/contracts/customer';
import { loginContract, logoutContract, recoverContract } from '@/lib/edge/api/contracts/session';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { EXPIRES_AT, TOKEN, gql, graphqlError, installHarness, knownCustomer, quietLogs, request, tagging } from './account-harness';
import { expectFailure, expectReply } from './contract-expect';

/**
 * The typed client's side of the sign-in routes: what each handler answers
 * parses with its contract (lib/edge/api/contracts), so the browser's types
 * (lib/edge/api/endpoints) describe the wire; every failure is `{ error, message }`
 * plus the contract's failure fields.
 */
installHarness();
quietLogs();
beforeEach(() => jest.mocked(verifyRecaptcha).mockReset().mockResolvedValue({ ok: true, score: 0.9 }));



const tokenReply = { customerAccessTokenCreate: { customerAccessToken: { accessToken: TOKEN, expiresAt: EXPIRES_AT }, customerUserErrors: [] } };
const refusedToken = { customerAccessTokenCreate: { customerAccessToken: null, customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: ['input'], message: 'Unidentified customer' }] } };
const credentials = { email: 'demo@example.com', password: 'Demo-pass-1' } satisfies z.input<typeof loginContract.body>;

describe('session contracts', () => {
  it('login: the 200 reply is the contract reply; the failures are { error, message }', async () => {
    gql.set('CustomerAccessTokenCreate', () => tokenReply);
    knownCustomer();
    const body = await expectReply(loginContract, await login(request('/api/session/login', { body: credentials, cookie: null })));
    expect(body).toMatchObject({ expiresAt: EXPIRES_AT, customer: { id: 'gid://shopify/Customer/77' } });

    await expectFailure(loginContract, await login(request('/api/session/login', { body: { email: '', password: '' }, cookie: null })), 400, 'invalid');
    await expectFailure(loginContract, await login(request('/api/session/login', { body: credentials, origin: 'http://evil.example', cookie: null })), 403, 'forbidden');
    gql.set('CustomerAccessTokenCreate', () => refusedToken);
    await expectFailure(loginContract, await login(request('/api/session/login', { body: credentials, cookie: null })), 401, 'invalid_credentials');
    gql.set('CustomerAccessTokenCreate', graphqlError);
    await expectFailure(loginContract, await login(request('/api/session/login', { body: credentials, cookie: null })), 502, 'upstream');
  });

  it('login: a 429 carries retryAfter as the contract says', async () => {
    gql.set('CustomerAccessTokenCreate', () => refusedToken);
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await login(request('/api/session/login', { body: { ...credentials, password: `guess-${i}` }, cookie: null }));
    const body = await expectFailure(loginContract, last!, 429, 'rate_limited');
    expect(body.retryAfter).toEqual(expect.any(Number));
  });

  it('logout: { ok: true } with or without a session', async () => {
    gql.set('CustomerAccessTokenDelete', () => ({ customerAccessTokenDelete: { deletedAccessToken: TOKEN, userErrors: [] } }));
    await expectReply(logoutContract, await logout(request('/api/session/logout')));
    await expectReply(logoutContract, await logout(request('/api/session/logout', { cookie: null })));
    await expectFailure(logoutContract, await logout(request('/api/session/logout', { origin: 'https://evil.example' })), 403, 'forbidden');
  });

  it('recover: { ok: true }; invalid and upstream failures', async () => {
    gql.set('CustomerRecover', () => ({ customerRecover: { customerUserErrors: [] } }));
    await expectReply(recoverContract, await recover(request('/api/session/recover', { body: { email: 'demo@example.com' }, cookie: null })));
    await expectFailure(recoverContract, await recover(request('/api/session/recover', { body: { email: ' ' }, cookie: null })), 400, 'invalid');
    gql.set('CustomerRecover', graphqlError);
    await expectFailure(recoverContract, await recover(request('/api/session/recover', { body: { email: 'a@b.co' }, cookie: null })), 502, 'upstream');
  });
});

describe('customer contracts', () => {
  const form = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    password: 'Secret-1',
    confirmPassword: 'Secret-1',
    recaptchaToken: 'rc',
  } satisfies z.input<typeof createCustomerContract.body>;
  const register = (body: unknown) => createCustomer(request('/api/tagging/create-customer', { body, cookie: null }));

  it('create-customer: { ok: true }; invalid, recaptcha and user errors as the contract says', async () => {
    tagging.set('create-customer', () => ({ customer: { id: 501 } }));
    await expectReply(createCustomerContract, await register(form));
    const invalid = await expectFailure(createCustomerContract, await register({ ...form, firstName: ' ' }), 400, 'invalid');
    expect(invalid.message).toBe('Enter your First Name');
    await expectFailure(createCustomerContract, await register({ ...form, email: 'b@example.com', recaptchaToken: '' }), 400, 'recaptcha');
    tagging.set('create-customer', () => new Response(JSON.stringify({ errors: { email: ['has already been taken'] } }), { status: 422 }));
    const refused = await expectFailure(createCustomerContract, await register({ ...form, email: 'c@example.com' }), 422, 'user_errors');
    expect(refused.messages).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-Z]/)]));
  });

  it('account customer: { customer } for the session; 401 without one', async () => {
    knownCustomer();
    const body = await expectReply(customerContract, await customerRoute(request('/api/account/customer', { method: 'GET' })));
    expect(body.customer).toMatchObject({ email: 'demo@example.com' });
    await expectFailure(customerContract, await customerRoute(request('/api/account/customer', { method: 'GET', cookie: null })), 401, 'unauthenticated');
  });
});
