import { expect, test } from '@playwright/test';
import { recaptchaToken, registerCustomer, uniqueEmail, type Customer } from './customers';
import { answer, header, HOST, jsonRequest, uniqueLoopbackIp } from './raw-http';

/**
 * Password guessing slows down the guesser, never the account's owner. One
 * address failing on an account waits longer after each failure (Retry-After
 * says how long, truthfully) and is refused at last; the owner at another
 * address still signs in. Many addresses against one account meet the
 * reCAPTCHA step instead of locking it. Every test has its own customer and
 * its own loopback addresses (the limiter keys on the connecting address).
 */

interface LoginReply {
  status: number;
  retryAfter: number | null;
  body: Record<string, unknown>;
}

async function login(email: string, password: string, from: string, recaptcha?: string): Promise<LoginReply> {
  const res = await answer(jsonRequest('POST', HOST.us, '/api/session/login', { email, password, ...(recaptcha ? { recaptchaToken: recaptcha } : {}) }, { localAddress: from }));
  const retryAfter = header(res.headers, 'retry-after');
  return { status: res.status, retryAfter: retryAfter === undefined ? null : Number(retryAfter), body: res.json() as Record<string, unknown> };
}

/** The owner's sign-in as the login form makes it: asked for reCAPTCHA, it sends again with a token. */
async function ownerSignsIn(customer: Customer, from: string): Promise<number[]> {
  const first = await login(customer.email, customer.password, from);
  if (first.status !== 400 || first.body.error !== 'recaptcha') return [first.status];
  const second = await login(customer.email, customer.password, from, await recaptchaToken('login'));
  return [first.status, second.status];
}

/** Sign-in attempts one address may make in 15 minutes, whatever their outcome (lib/edge/security/rate-limit.ts). */
const ADDRESS_CEILING = 60;

/** Waits as long as the server said (Retry-After is whole seconds; a few milliseconds more for the clocks). */
const waitAsTold = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));

test('one address guessing one account waits longer after each failure, then is refused; the owner at another address signs in', async () => {
  test.setTimeout(60_000);
  const customer = await registerCustomer('slowed');
  const attacker = uniqueLoopbackIp();
  let guess = 0;
  // Even a guesser who passes reCAPTCHA every time (the account asks for it after 5 failures) is slowed.
  const wrong = async () => login(customer.email, `Wrong-guess-${++guess}`, attacker, await recaptchaToken('login'));

  for (let i = 0; i < 4; i++) expect((await wrong()).status, `free failure ${guess}`).toBe(401);
  const waits: number[] = [];
  while (waits.length < 3) {
    const refused = await wrong();
    expect(refused.status, `guess ${guess} right after a failure`).toBe(429);
    expect(refused.body).toEqual({ error: 'rate_limited', message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/), retryAfter: refused.retryAfter });
    waits.push(refused.retryAfter!);
    // Retry-After tells the truth: once it has passed, the next guess is heard (and fails).
    await waitAsTold(refused.retryAfter!);
    expect((await wrong()).status, `guess ${guess}, after waiting ${refused.retryAfter} s`).toBe(401);
  }
  expect(waits[0]).toBeGreaterThan(0);
  expect(waits[1]).toBeGreaterThan(waits[0]!);
  expect(waits[2]).toBeGreaterThan(waits[1]!);

  // Hammering on: refused for many minutes once the address's attempts are spent.
  let refusal: LoginReply | null = null;
  while (guess < ADDRESS_CEILING + 10 && !refusal) {
    const reply = await wrong();
    expect(reply.status).toBe(429);
    if (reply.retryAfter! >= 10 * 60) refusal = reply;
  }
  expect(refusal, `refused for minutes within ${ADDRESS_CEILING + 1} attempts (made ${guess})`).not.toBeNull();
  expect(guess).toBeLessThanOrEqual(ADDRESS_CEILING + 1);

  // The owner, elsewhere: never a 429.
  const owner = await ownerSignsIn(customer, uniqueLoopbackIp());
  expect(owner).not.toContain(429);
  expect(owner.at(-1)).toBe(200);
});

test('one address spreading guesses over many accounts is slowed down too, and only that address', async () => {
  const attacker = uniqueLoopbackIp();
  const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`spread-${i}`));
  for (const email of emails.slice(0, 11)) expect((await login(email, 'Wrong-guess-1', attacker)).status, email).toBe(401);
  const refused = await login(emails[11]!, 'Wrong-guess-1', attacker);
  expect(refused.status).toBe(429);
  expect(refused.retryAfter).toBeGreaterThan(0);
  expect((await login(emails[11]!, 'Wrong-guess-1', uniqueLoopbackIp())).status).toBe(401);
});

test('many addresses against one account meet the reCAPTCHA step instead of locking it', async () => {
  const customer = await registerCustomer('distributed');
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await login(customer.email, `Wrong-guess-${i}`, uniqueLoopbackIp())).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401]);

  // From here each attempt needs a passing token: none, a forged one or one minted for another form is not heard.
  const asked = await login(customer.email, 'Wrong-guess-5', uniqueLoopbackIp());
  expect(asked).toMatchObject({ status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' } });
  expect((await login(customer.email, 'Wrong-guess-6', uniqueLoopbackIp(), 'emu.login.90.forged')).body.error).toBe('recaptcha');
  expect((await login(customer.email, 'Wrong-guess-7', uniqueLoopbackIp(), await recaptchaToken('register'))).body.error).toBe('recaptcha');
  // Even the right password without a token: no session.
  const unproven = await login(customer.email, customer.password, uniqueLoopbackIp());
  expect(unproven.status).toBe(400);

  // With a token, a wrong password is still just wrong: the account is never locked.
  for (let i = 0; i < 10; i++) {
    const guess = await login(customer.email, `Wrong-guess-${10 + i}`, uniqueLoopbackIp(), await recaptchaToken('login'));
    expect(guess.body, `distributed guess ${i} with a token`).toMatchObject({ error: 'invalid_credentials', message: 'Invalid Credentials' });
  }
  const owner = await ownerSignsIn(customer, uniqueLoopbackIp());
  expect(owner).toEqual([400, 200]);
});
