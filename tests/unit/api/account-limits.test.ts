/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/services/recaptcha', () => ({ verifyRecaptcha: jest.fn() }));

import { POST as contact } from '@/app/api/account/contact/route';
import { POST as password } from '@/app/api/account/password/route';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { called, gql, gqlCustomer, installHarness, quietLogs, read, request, sessionCookie } from './account-harness';

/** Rate limits of the account forms that change contact details and the password (lib/edge/security/rate-limit.ts, bucket `account`). */

installHarness();
const recaptcha = jest.mocked(verifyRecaptcha);
quietLogs();
beforeEach(() => {
  recaptcha.mockReset();
  recaptcha.mockResolvedValue({ ok: true, score: 0.9 });
});

const from = (ip: string, path: string, body: unknown, cookie?: string) => {
  const r = request(path, { body, cookie });
  r.headers.set('x-forwarded-for', ip);
  return r;
};
const contactForm = { firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com', recaptchaToken: 'rc' };

describe('POST /api/account/contact and /api/account/password: rate limits', () => {
  beforeEach(() => {
    gql.set('CustomerUpdate', () => ({ customerUpdate: { customer: gqlCustomer(), customerAccessToken: null, customerUserErrors: [{ code: 'TAKEN', field: ['email'], message: 'Email has already been taken' }] } }));
  });

  it('10 updates per session in 10 minutes, then 429 with Retry-After before reCAPTCHA or the platform, from any address', async () => {
    for (let i = 1; i <= 10; i++) expect((await contact(from(`192.0.2.${i}`, '/api/account/contact', contactForm))).status).toBe(422);
    recaptcha.mockClear();
    const before = called().length;
    const refused = await contact(from('192.0.2.50', '/api/account/contact', contactForm));
    const reply = await read(refused);
    expect(reply).toMatchObject({ status: 429, body: { error: 'rate_limited', message: expect.stringMatching(/^Too many attempts/) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(recaptcha).not.toHaveBeenCalled();
    expect(called()).toHaveLength(before);
    // The password form shares the bucket: same session, same budget.
    expect((await password(from('192.0.2.51', '/api/account/password', { password: 'New-pass-2', confirmPassword: 'New-pass-2' }))).status).toBe(429);
    // Another customer's session is not affected.
    expect((await contact(from('192.0.2.52', '/api/account/contact', contactForm, sessionCookie('tok-other-654321')))).status).not.toBe(429);
  });

  it('30 per address in 10 minutes, whatever the session', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await contact(from('198.51.100.30', '/api/account/contact', contactForm, sessionCookie(`tok-${i}-abcdefgh`)))).status).not.toBe(429);
    }
    expect((await contact(from('198.51.100.30', '/api/account/contact', contactForm, sessionCookie('tok-new-abcdefgh')))).status).toBe(429);
    expect((await contact(from('198.51.100.31', '/api/account/contact', contactForm, sessionCookie('tok-new-abcdefgh')))).status).not.toBe(429);
  });
});
