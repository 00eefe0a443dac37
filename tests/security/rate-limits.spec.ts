import { expect, test } from '@playwright/test';
import { DEMO } from '../e2e/account';
import { registerCustomer, uniqueEmail } from './customers';
import { answer, header, HOST, jsonRequest, uniqueLoopbackIp } from './raw-http';

/**
 * Rate limits on the account routes that guess or probe: password guessing
 * is cut off with 429 and Retry-After, and the password-reset route neither
 * tells which emails have an account nor can be called without end. The
 * limiter lives in the app process: each test uses its own email and its own
 * client address, so tests (and the browser tests) never share a budget.
 */

const MAX_LOGIN_ATTEMPTS = 20;
const MAX_RECOVER_ATTEMPTS = 40;

/** Retry-After is delay-seconds or an HTTP date; either way it must point ahead. */
function retryAfterSeconds(value: string | undefined): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.round((at - Date.now()) / 1000);
}

test('repeated wrong passwords for one email are answered 429 with Retry-After within 20 attempts', async () => {
  const customer = await registerCustomer('guessed');
  const localAddress = uniqueLoopbackIp();
  const statuses: number[] = [];
  let throttled: { attempt: number; retryAfter: string | undefined } | null = null;
  for (let attempt = 1; attempt <= MAX_LOGIN_ATTEMPTS; attempt++) {
    const res = await answer(jsonRequest('POST', HOST.us, '/api/session/login', { email: customer.email, password: `Wrong-guess-${attempt}` }, { localAddress }));
    statuses.push(res.status);
    if (res.status === 429) {
      throttled = { attempt, retryAfter: header(res.headers, 'retry-after') };
      break;
    }
    expect(res.status, `attempt ${attempt}: a wrong password is 401 until throttled`).toBe(401);
  }
  expect(throttled, `statuses of ${MAX_LOGIN_ATTEMPTS} wrong-password logins: ${statuses.join(' ')}`).not.toBeNull();
  expect(retryAfterSeconds(throttled!.retryAfter), `Retry-After "${throttled!.retryAfter}"`).toBeGreaterThan(0);
});

test('password recovery answers a known and an unknown email alike', async () => {
  const localAddress = uniqueLoopbackIp();
  const known = await answer(jsonRequest('POST', HOST.us, '/api/session/recover', { email: DEMO.email }, { localAddress }));
  const unknown = await answer(jsonRequest('POST', HOST.us, '/api/session/recover', { email: uniqueEmail('nobody') }, { localAddress }));
  // Two requests from a fresh address: neither may be a rate-limit answer, or the comparison would prove nothing.
  expect(known.status, known.text).not.toBe(429);
  expect(known.status, known.text).toBeLessThan(500);
  expect({ status: unknown.status, body: unknown.text }, 'the unknown email, compared with the known one').toEqual({ status: known.status, body: known.text });
});

test('repeated password-recovery requests are answered 429 with Retry-After eventually', async () => {
  const localAddress = uniqueLoopbackIp();
  const email = uniqueEmail('recover');
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let attempt = 1; attempt <= MAX_RECOVER_ATTEMPTS; attempt++) {
    const res = await answer(jsonRequest('POST', HOST.us, '/api/session/recover', { email }, { localAddress }));
    statuses.push(res.status);
    expect(res.status, `attempt ${attempt}`).toBeLessThan(500);
    if (res.status === 429) {
      retryAfter = header(res.headers, 'retry-after');
      break;
    }
  }
  expect(statuses, `statuses of up to ${MAX_RECOVER_ATTEMPTS} recover requests for one email`).toContain(429);
  expect(retryAfterSeconds(retryAfter), `Retry-After "${retryAfter}"`).toBeGreaterThan(0);
});
