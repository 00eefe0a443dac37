/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/services/recaptcha', () => ({ verifyRecaptcha: jest.fn() }));

import { POST as addTags } from '@/app/api/tagging/add-customer-tags/route';
import { POST as createCustomer } from '@/app/api/tagging/create-customer/route';
import { POST as createMetafield } from '@/app/api/tagging/create-metafield/route';
import { POST as deleteMetafield } from '@/app/api/tagging/delete-metafield/route';
import { POST as getMetafield } from '@/app/api/tagging/get-metafield/route';
import { POST as taxExempt } from '@/app/api/tagging/update-customer-tax-exempt/route';
import { verifyRecaptcha } from '@/lib/services/recaptcha';
import { TOKEN, called, calls, gql, installHarness, knownCustomer, read, request, tagging } from './account-harness';

installHarness();
const recaptcha = jest.mocked(verifyRecaptcha);
let logs: jest.SpyInstance[] = [];
beforeEach(() => {
  recaptcha.mockReset();
  recaptcha.mockResolvedValue({ ok: true, score: 0.9 });
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((spy) => spy.mockRestore()));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const taggingCalls = () => calls().filter((c) => c.target.startsWith('tagging:'));

describe('POST /api/tagging/create-customer', () => {
  const form = { firstName: ' Ann ', lastName: ' Lee ', email: ' ann@example.com ', password: 'Secret-1', confirmPassword: 'Secret-1', recaptchaToken: 'rc' };

  it('verifies the recaptcha and creates the customer with trimmed fields and no tags on a company site', async () => {
    tagging.set('create-customer', () => ({ customer: { id: 501, email: 'ann@example.com' } }));
    const reply = await read(await createCustomer(request('/api/tagging/create-customer', { body: form, cookie: null, host: 'localhost:3000' })));
    expect(reply).toMatchObject({ status: 200, body: { ok: true }, cacheControl: 'no-store' });
    expect(recaptcha).toHaveBeenCalledWith('rc', 'register', undefined);
    expect(taggingCalls()).toEqual([
      { target: 'tagging:create-customer', body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'Secret-1', tags: [] } },
    ]);
    expect(reply.text).not.toContain('Secret-1');
  });

  it('tags the reseller on a reseller storefront', async () => {
    tagging.set('create-customer', () => ({ customer: { id: 502 } }));
    await createCustomer(request('/api/tagging/create-customer', { body: form, cookie: null, host: 'acme.resellers.localhost:3000' }));
    expect(taggingCalls()[0]?.body.tags).toEqual(['reseller_id=acme']);
  });

  it.each([
    [{ ...form, firstName: '' }, 'Enter your First Name'],
    [{ ...form, firstName: '', lastName: '' }, 'Enter your First Name'],
    [{ ...form, email: 'nope' }, 'Email is invalid'],
    [{ ...form, confirmPassword: 'other' }, 'Password and Confirm Password do not match'],
  ])('answers 400 with the first message in spec order for %j', async (body, message) => {
    const reply = await read(await createCustomer(request('/api/tagging/create-customer', { body, cookie: null })));
    expect(reply).toMatchObject({ status: 400, body: { error: 'invalid', message } });
    expect(recaptcha).not.toHaveBeenCalled();
    expect(called()).toEqual([]);
  });

  it('answers 400 recaptcha when it is missing or fails, before creating anything', async () => {
    const missing = await read(await createCustomer(request('/api/tagging/create-customer', { body: { ...form, recaptchaToken: '' }, cookie: null })));
    expect(missing).toMatchObject({ status: 400, body: { error: 'recaptcha', message: 'Please verify recaptcha' } });
    recaptcha.mockResolvedValue({ ok: false, reason: 'action_mismatch' });
    const failed = await read(await createCustomer(request('/api/tagging/create-customer', { body: form, cookie: null })));
    expect(failed.body.error).toBe('recaptcha');
    expect(called()).toEqual([]);
  });

  it('answers 422 with each refusal capitalised', async () => {
    tagging.set('create-customer', () => json(422, ['email has already been taken', 'password is too short']));
    const reply = await read(await createCustomer(request('/api/tagging/create-customer', { body: form, cookie: null })));
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({
      error: 'user_errors',
      message: 'Email has already been taken',
      messages: ['Email has already been taken', 'Password is too short'],
    });
  });

  it('answers 403 cross-origin and 502 when the service fails', async () => {
    expect((await createCustomer(request('/api/tagging/create-customer', { body: form, cookie: null, origin: 'http://evil.example' }))).status).toBe(403);
    tagging.set('create-customer', () => new Response('down', { status: 503 }));
    const reply = await read(await createCustomer(request('/api/tagging/create-customer', { body: form, cookie: null })));
    expect(reply).toMatchObject({ status: 502, body: { error: 'upstream' } });
    expect(JSON.stringify(logs.flatMap((l) => l.mock.calls))).not.toContain('Secret-1');
  });
});

describe('POST /api/tagging/add-customer-tags', () => {
  // tax_exempt_eligible comes only with an accepted tax form (POST /api/forms, tests/unit/api/forms.test.ts).
  const refusal = {
    error: 'forbidden',
    message: 'Customers cannot tag themselves. The tax_exempt_eligible tag is added by the store when it accepts your tax form (POST /api/forms).',
  };

  it('refuses tax_exempt_eligible to a signed-in customer without a tax form (403), and tags nobody', async () => {
    knownCustomer({ tags: ['end_user_of'] });
    const reply = await read(await addTags(request('/api/tagging/add-customer-tags', { body: { tags: ['tax_exempt_eligible'] } })));
    expect(reply).toMatchObject({ status: 403, body: refusal, cacheControl: 'no-store' });
    expect(taggingCalls()).toEqual([]);
    expect(reply.text).not.toContain(TOKEN);
  });

  it.each([[['tax_exempt=true']], [['end_user_of']], [['reseller_id=acme']], [['tax_exempt_eligible', 'end_user_of']]])('refuses every tag: %j', async (tags) => {
    knownCustomer();
    const reply = await read(await addTags(request('/api/tagging/add-customer-tags', { body: { tags, customerId: 77 } })));
    expect(reply).toMatchObject({ status: 403, body: refusal });
    expect(taggingCalls()).toEqual([]);
  });

  it('answers 400 for a bad body and 401 without a session', async () => {
    expect((await addTags(request('/api/tagging/add-customer-tags', { body: { tags: 'x' } }))).status).toBe(400);
    expect((await addTags(request('/api/tagging/add-customer-tags', { body: { tags: [] } }))).status).toBe(400);
    expect((await addTags(request('/api/tagging/add-customer-tags', { body: { tags: ['tax_exempt_eligible'] }, cookie: null }))).status).toBe(401);
    expect(called()).toEqual([]);
  });
});

describe('POST /api/tagging/update-customer-tax-exempt', () => {
  it('switches the exemption for an eligible customer', async () => {
    knownCustomer({ tags: ['end_user_of:acme', 'tax_exempt_eligible'] });
    tagging.set('update-customer-tax-exempt', (body) => ({ customer: { id: 77, tax_exempt: body.taxExempt, tags: ['end_user_of:acme', 'tax_exempt_eligible', 'tax_exempt=true'] } }));
    const reply = await read(await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: true } })));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ taxExempt: true, tags: ['end_user_of:acme', 'tax_exempt_eligible', 'tax_exempt=true'] });
    expect(taggingCalls()[0]).toEqual({ target: 'tagging:update-customer-tax-exempt', body: { customerId: '77', taxExempt: true } });
  });

  it.each([
    ['not end_user_of', ['tax_exempt_eligible'], 'localhost:3000'],
    ['not eligible', ['end_user_of'], 'localhost:3000'],
    ['a look-alike tag', ['end_user_office', 'tax_exempt_eligible'], 'localhost:3000'],
    ['on the Canada site', ['end_user_of', 'tax_exempt_eligible'], 'ca.localhost:3000'],
    ['on the French site', ['end_user_of', 'tax_exempt_eligible'], 'fr.localhost:3000'],
  ])('answers 403 %s', async (_name, tags, host) => {
    knownCustomer({ tags });
    const reply = await read(await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: true }, host })));
    expect(reply).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(taggingCalls()).toEqual([]);
  });

  it('answers 403 for another customer\'s id, 400 for a bad body, 502 when the service fails', async () => {
    knownCustomer();
    expect((await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: true, customer_id: '12' } }))).status).toBe(403);
    expect((await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: 'yes' } }))).status).toBe(400);
    tagging.set('update-customer-tax-exempt', () => json(200, { nope: true }));
    expect((await taxExempt(request('/api/tagging/update-customer-tax-exempt', { body: { taxExempt: false } }))).status).toBe(502);
  });
});

describe('saved projects (metafields)', () => {
  const value = (name: string) => JSON.stringify({ project_name: name, product_name: 'Roll Labels', size: '2" x 2"', quantity: 100, customer_id: 77 });
  const metafields = () => ({
    metafields: [
      { id: 400001, owner_id: 77, namespace: 'saved_projects', key: 'p1', value: value('Logo'), created_at: '2025-01-02T00:00:00Z' },
      { id: 400002, owner_id: 78, namespace: 'saved_projects', key: 'p2', value: value('Not mine'), created_at: null },
      { id: 400003, owner_id: 77, namespace: 'other', key: 'x', value: 'plain text', created_at: null },
    ],
  });

  it('lists the session customer\'s projects in the read-back shape', async () => {
    knownCustomer();
    tagging.set('get-metafield', () => metafields());
    const reply = await read(await getMetafield(request('/api/tagging/get-metafield', { body: {} })));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      projects: [
        {
          id: '400001',
          createdAt: '2025-01-02T00:00:00Z',
          value: {
            project_name: 'Logo',
            product_name: 'Roll Labels',
            product_handle: '',
            size: '2" x 2"',
            quantity: '100',
            material: '',
            thumbnail: '',
            proof: '',
            cc_state_id: '',
            custom_size: false,
            custom_qnty: false,
            white_halo: false,
          },
        },
      ],
    });
    expect(taggingCalls()).toEqual([{ target: 'tagging:get-metafield', body: { customer_id: '77' } }]);
    expect((await getMetafield(request('/api/tagging/get-metafield', { body: { customer_id: 78 } }))).status).toBe(403);
  });

  it('saves a project for the session customer', async () => {
    knownCustomer();
    tagging.set('create-metafield', () => ({ data: { id: 400010 } }));
    const project = { project_name: 'Logo', size: '2" x 2"', quantity: 100, custom_size: false, proof: 'http://img/p.png' };
    const reply = await read(await createMetafield(request('/api/tagging/create-metafield', { body: project })));
    expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    expect(taggingCalls()).toEqual([{ target: 'tagging:create-metafield', body: { ...project, customer_id: '77' } }]);
  });

  it('refuses a project without a name, or for another customer, and reports an unconfirmed save as 502', async () => {
    knownCustomer();
    const unnamed = await read(await createMetafield(request('/api/tagging/create-metafield', { body: { project_name: ' ' } })));
    expect(unnamed).toMatchObject({ status: 400, body: { message: 'Please provide a name' } });
    expect((await createMetafield(request('/api/tagging/create-metafield', { body: { project_name: 'A', customer_id: 78 } }))).status).toBe(403);
    tagging.set('create-metafield', () => ({ data: null }));
    expect((await createMetafield(request('/api/tagging/create-metafield', { body: { project_name: 'A' } }))).status).toBe(502);
  });

  it('deletes only the session customer\'s own metafield', async () => {
    knownCustomer();
    tagging.set('get-metafield', () => metafields());
    tagging.set('delete-metafield', () => ({ data: { deleted_id: 400001 } }));
    const mine = await read(await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 400001 } })));
    expect(mine).toMatchObject({ status: 200, body: { ok: true } });
    expect(taggingCalls().at(-1)).toEqual({ target: 'tagging:delete-metafield', body: { metafield_id: '400001', customer_id: '77' } });

    const before = taggingCalls().length;
    const theirs = await read(await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: '400002' } })));
    expect(theirs).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    const unknown = await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 999 } }));
    expect(unknown.status).toBe(403);
    expect(taggingCalls().slice(before).map((c) => c.target)).toEqual(['tagging:get-metafield', 'tagging:get-metafield']);
  });

  it('answers 404 when the service no longer has it, 400 for a bad id, 401 without a session', async () => {
    knownCustomer();
    tagging.set('get-metafield', () => metafields());
    tagging.set('delete-metafield', () => json(404, { errors: 'Not Found' }));
    expect((await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 400001 } }))).status).toBe(404);
    expect((await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 'abc' } }))).status).toBe(400);
    expect((await deleteMetafield(request('/api/tagging/delete-metafield', { body: { metafield_id: 1 }, cookie: null }))).status).toBe(401);
  });

  it('answers 401 and clears the cookie when the platform refuses the token', async () => {
    gql.set('CustomerDetails', () => ({ customer: null }));
    const reply = await read(await getMetafield(request('/api/tagging/get-metafield', { body: {} })));
    expect(reply.status).toBe(401);
    expect(reply.cookies[0]).toContain('Max-Age=0');
  });
});

describe('rate limits (lib/edge/security/rate-limit.ts)', () => {
  const from = (ip: string, path: string, body: unknown, cookie?: string | null) => {
    const r = request(path, { body, cookie });
    r.headers.set('x-forwarded-for', ip);
    return r;
  };

  it('create-customer: 5 registrations per address an hour, then 429 with Retry-After before reCAPTCHA or the service', async () => {
    tagging.set('create-customer', (body) => ({ customer: { id: 600, email: body.email } }));
    const form = (n: number) => ({ firstName: 'Ann', lastName: 'Lee', email: `ann${n}@example.com`, password: 'Secret-1', confirmPassword: 'Secret-1', recaptchaToken: 'rc' });
    for (let n = 1; n <= 5; n++) expect((await createCustomer(from('198.51.100.8', '/api/tagging/create-customer', form(n), null))).status).toBe(200);
    recaptcha.mockClear();
    const refused = await read(await createCustomer(from('198.51.100.8', '/api/tagging/create-customer', form(6), null)));
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited', message: expect.stringMatching(/^Too many attempts/) } });
    expect(recaptcha).not.toHaveBeenCalled();
    expect(taggingCalls()).toHaveLength(5);
    expect((await createCustomer(from('198.51.100.9', '/api/tagging/create-customer', form(7), null))).status).toBe(200);
  });

  it('create-customer: 3 attempts per email and address an hour; another address is not refused for them', async () => {
    tagging.set('create-customer', () => json(422, ['email has already been taken']));
    const form = { firstName: 'Ann', lastName: 'Lee', email: 'taken@example.com', password: 'Secret-1', confirmPassword: 'Secret-1', recaptchaToken: 'rc' };
    for (let i = 1; i <= 3; i++) expect((await createCustomer(from('192.0.2.1', '/api/tagging/create-customer', form, null))).status).toBe(422);
    const refused = await createCustomer(from('192.0.2.1', '/api/tagging/create-customer', form, null));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await createCustomer(from('192.0.2.2', '/api/tagging/create-customer', form, null))).status).toBe(422);
  });

  it('the session routes: 30 calls per address in 10 minutes, then 429 without calling the service', async () => {
    knownCustomer();
    tagging.set('get-metafield', () => ({ metafields: [] }));
    for (let i = 0; i < 30; i++) expect((await getMetafield(from('198.51.100.10', '/api/tagging/get-metafield', {}))).status).toBe(200);
    const refused = await getMetafield(from('198.51.100.10', '/api/tagging/get-metafield', {}));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(taggingCalls()).toHaveLength(30);
    // One session cannot go on from other addresses either.
    expect((await getMetafield(from('198.51.100.11', '/api/tagging/get-metafield', {}))).status).toBe(429);
  });
});
