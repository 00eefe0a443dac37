import { randomUUID } from 'node:crypto';
import { EMULATOR } from '../e2e/hosts';
import { answer, HOST, jsonRequest, sessionCookieFrom, uniqueLoopbackIp } from './raw-http';

/** Customers for the attack suite, made through the same routes the app's pages call. */

export interface Customer {
  email: string;
  password: string;
  firstName: string;
}

/** An address no other test (or run) uses: `<label>-<uuid>@example.com`. */
export const uniqueEmail = (label: string) => `sec-${label}-${randomUUID().slice(0, 12)}@example.com`;

/** A reCAPTCHA token for `action`, minted by the emulator's test hook (as the page would get one). */
export async function recaptchaToken(action: string): Promise<string> {
  const res = await fetch(`${EMULATOR}/__emulator/recaptcha/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  if (res.status !== 201) throw new Error(`emulator refused a reCAPTCHA token: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Registers a new customer with POST /api/tagging/create-customer, as the register page does. */
export async function registerCustomer(label: string, host: string = HOST.us): Promise<Customer> {
  const customer = { email: uniqueEmail(label), password: `Sec-pass-${randomUUID().slice(0, 8)}`, firstName: 'Probe' };
  const res = await answer(
    jsonRequest('POST', host, '/api/tagging/create-customer', {
      firstName: customer.firstName,
      lastName: 'Tester',
      email: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
      recaptchaToken: await recaptchaToken('register'),
    }, { localAddress: uniqueLoopbackIp() }),
  );
  if (res.status !== 200) throw new Error(`registering ${customer.email} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return customer;
}

/** Signs in with POST /api/session/login; returns the Cookie header value carrying the session. */
export async function signIn(customer: Pick<Customer, 'email' | 'password'>, host: string = HOST.us, localAddress = uniqueLoopbackIp()): Promise<string> {
  const res = await answer(jsonRequest('POST', host, '/api/session/login', { email: customer.email, password: customer.password }, { localAddress }));
  const cookie = sessionCookieFrom(res.headers);
  if (res.status !== 200 || !cookie) throw new Error(`signing in ${customer.email} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return cookie;
}

/** The customer as the emulated platform stores it (tags included). */
export async function storedCustomer(email: string): Promise<{ id: string; email: string; tags: string[] }> {
  const res = await fetch(`${EMULATOR}/__emulator/customers/${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`emulator has no customer ${email}: ${res.status}`);
  return (await res.json()) as { id: string; email: string; tags: string[] };
}
