/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { POST } from '@/app/api/forms/route';
import { certificatePdf, FAKE_CERTIFICATES } from '@/tests/fixtures/pdf';
import { resetRateLimits } from '@/lib/edge/security/rate-limit';
import { gqlCustomer, sessionCookie, TOKEN } from './account-harness';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const realFetch = global.fetch;
let logs: jest.SpyInstance[];
let siteverify: (params: URLSearchParams) => Response;
let formsHandler: (init: RequestInit | undefined) => Response | Promise<Response>;
/** The platform's customer for TOKEN (null: the token is refused) and the tagging service's add-customer-tags. */
let customer: Record<string, unknown> | null;
let addTags: (body: { customerId: string; tags: string[] }) => Response;

const SITEVERIFY = 'http://127.0.0.1:4000/recaptcha/api/siteverify';
const FORMS = 'http://127.0.0.1:4000/forms';
const STOREFRONT = 'http://127.0.0.1:4000/api/2026-04/graphql.json';
const ADD_TAGS = 'http://127.0.0.1:4000/tagging/add-customer-tags';
const PDF = certificatePdf();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** siteverify's answer for a good token minted for `action` */
const human = (params: URLSearchParams) => {
  const [, action] = /^good-(.*)$/.exec(params.get('response') ?? '') ?? [];
  return json(action ? { success: true, score: 0.9, action, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] });
};

beforeEach(() => {
  siteverify = human;
  formsHandler = () => new Response('<p>Thank you!</p>', { status: 200, headers: { 'content-type': 'text/html' } });
  customer = gqlCustomer({ tags: ['end_user_of'] });
  addTags = ({ tags }) => json({ customer: { id: 77, tags: ['end_user_of', ...tags] } });
  resetRateLimits();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === SITEVERIFY) return siteverify(new URLSearchParams(String(init?.body)));
    if (String(input) === FORMS) return formsHandler(init);
    if (String(input) === STOREFRONT) {
      const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
      if (operationName !== 'CustomerDetails') throw new Error(`unexpected operation ${operationName}`);
      return json({ data: { customer: variables.customerAccessToken === TOKEN ? customer : null } });
    }
    if (String(input) === ADD_TAGS) return addTags(JSON.parse(String(init?.body)));
    throw new Error(`unexpected fetch ${String(input)}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  logs = (['error', 'warn', 'info'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => {}));
});
afterEach(() => logs.forEach((l) => l.mockRestore()));
afterAll(() => {
  global.fetch = realFetch;
});

const contact = { 'form-name': 'contact', name: 'Ann', email: 'ann@example.com', phoneNumber: '555 0100', message: 'Hello', 'bot-field': '', 'g-recaptcha-response': 'good-contact' };
const tax = {
  'form-name': 'tax-form', firstName: 'Dana', lastName: 'Demo', companyName: 'Demo Co', ein: '12-3456789', addressLine1: '1 Main St', addressLine2: '',
  city: 'Birmingham', state: 'Alabama', zip: '35203', country: 'United States', phone: '+1 (205) 555-0100', email: 'dana@example.com',
  'bot-field': '', 'g-recaptcha-response': 'good-tax_form',
};

function multipart(fields: Record<string, string>, file: Uint8Array | null = PDF, name = 'certificate.pdf'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  return form;
}

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return POST(new Request('http://localhost:3000/api/forms', { method: 'POST', headers: { host: 'localhost:3000', origin: 'http://localhost:3000', ...headers }, body }));
}
const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields);

async function expectReply(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(body);
}
const forwarded = () => fetchMock.mock.calls.filter(([u]) => String(u) === FORMS).map(([, init]) => init?.body);
const targets = () => fetchMock.mock.calls.map(([u]) => String(u));
const tagCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === ADD_TAGS).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const verified = () => fetchMock.mock.calls.filter(([u]) => String(u) === SITEVERIFY).map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

describe('POST /api/forms: accepted', () => {
  it('verifies the contact form token (action contact) and forwards it urlencoded in the Netlify shape', async () => {
    // The front server wrote the socket address into X-Forwarded-For.
    await expectReply(await post(urlencoded(contact), { 'x-forwarded-for': '203.0.113.7' }), 200, { ok: true });
    expect(verified()).toEqual([{ secret: 'emulator-recaptcha-secret', response: 'good-contact', remoteip: '203.0.113.7' }]);
    const [body] = forwarded();
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({ 'form-name': 'contact', name: 'Ann', email: 'ann@example.com', phoneNumber: '555 0100', message: 'Hello' });
  });

  it('passes on the address our front server saw, not one the client wrote first in X-Forwarded-For', async () => {
    await expectReply(await post(urlencoded(contact), { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), 200, { ok: true });
    expect(verified()[0]?.remoteip).toBe('203.0.113.7');
  });

  it('forwards a multipart tax form with its PDF (action tax_form); nobody to tag without a session', async () => {
    await expectReply(await post(multipart(tax)), 200, { ok: true, tagged: false, pending: false });
    const body = forwarded()[0] as FormData;
    expect(body.get('form-name')).toBe('tax-form');
    expect(body.get('ein')).toBe('12-3456789');
    expect(body.has('g-recaptcha-response')).toBe(false);
    expect(body.has('bot-field')).toBe(false);
    const file = body.get('file') as File;
    expect([file.name, file.type, new Uint8Array(await file.arrayBuffer())]).toEqual(['certificate.pdf', 'application/pdf', PDF]);
  });

  it('answers 200 to a filled honeypot without verifying or forwarding anything', async () => {
    await expectReply(await post(urlencoded({ ...contact, 'bot-field': 'I am a bot' })), 200, { ok: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('POST /api/forms: refused', () => {
  it('refuses other sites', async () => {
    const response = await post(urlencoded(contact), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an unknown form name', async () => {
    await expectReply(await post(urlencoded({ ...contact, 'form-name': 'newsletter' })), 400, { error: 'invalid', field: 'form-name', message: 'Unknown form.' });
  });

  it('answers the first invalid field with its English message', async () => {
    await expectReply(await post(urlencoded({ ...contact, email: '', message: '' })), 400, { error: 'invalid', field: 'email', message: 'Email is required.' });
    await expectReply(await post(multipart({ ...tax, zip: '3520' })), 400, { error: 'invalid', field: 'zip', message: 'A valid zip is required' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a certificate that is not a PDF by content, or is missing', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const notPdf = { error: 'invalid', field: 'file', message: 'File is required and must be a PDF' };
    await expectReply(await post(multipart(tax, jpeg, 'photo.pdf')), 400, notPdf);
    await expectReply(await post(multipart(tax, null)), 400, notPdf);
  });

  it.each(FAKE_CERTIFICATES)('refuses %s as the certificate, forwarding and tagging nothing', async (_label, content) => {
    await expectReply(await post(multipart(tax, content), { cookie: sessionCookie() }), 400, {
      error: 'invalid',
      field: 'file',
      message: 'File is required and must be a PDF',
    });
    expect(targets()).toEqual([]);
  });

  it('answers 413 for a certificate over 8,000,000 bytes', async () => {
    const big = new Uint8Array(8_000_001);
    big.set(PDF);
    await expectReply(await post(multipart(tax, big)), 413, { error: 'invalid', field: 'file', message: 'The PDF must be 8 MB or smaller' });
  });

  it('answers 413 early for a body over 9 MB, declared or not', async () => {
    await expectReply(await post('x', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(10 * 1024 * 1024) }), 413, {
      error: 'too_large',
      message: 'The form is too large.',
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const response = await POST(
      new Request('http://localhost:3000/api/forms', {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('answers 400 to a body that is not a form', async () => {
    await expectReply(await post(JSON.stringify(contact), { 'content-type': 'application/json' }), 400, { error: 'invalid', message: 'The form could not be read.' });
  });

  it.each([
    ['missing', { 'g-recaptcha-response': '' }, 0],
    ['refused by siteverify', { 'g-recaptcha-response': 'forged' }, 1],
    ['minted for another action', { 'g-recaptcha-response': 'good-register' }, 1],
  ])('answers 400 recaptcha when the token is %s, and forwards nothing', async (_name, change, siteverifyCalls) => {
    await expectReply(await post(urlencoded({ ...contact, ...change })), 400, { error: 'recaptcha', message: 'Please verify recaptcha' });
    expect(verified()).toHaveLength(siteverifyCalls);
    expect(forwarded()).toEqual([]);
  });

  it('answers 400 recaptcha when siteverify cannot be reached (fails closed)', async () => {
    siteverify = () => {
      throw new TypeError('fetch failed');
    };
    await expectReply(await post(multipart(tax)), 400, { error: 'recaptcha', message: 'Please verify recaptcha' });
    expect(forwarded()).toEqual([]);
  });
});

describe('POST /api/forms: form handler failures', () => {
  const failed = { error: 'form_failed', message: 'The form could not be sent. Please try again.' };

  it.each([
    ['an HTTP error', () => new Response('Form not found', { status: 404 })],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 502 form_failed on %s', async (_name, handler) => {
    formsHandler = handler;
    await expectReply(await post(urlencoded(contact)), 502, failed);
  });

  it('answers 400 when the upload breaks off', async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const response = await POST(
      new Request('http://localhost:3000/api/forms', {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        body: broken,
        duplex: 'half',
      } as RequestInit),
    );
    await expectReply(response, 400, { error: 'invalid', message: 'The form could not be read.' });
  });

  it('answers 502, never 500, when something unexpected throws', async () => {
    const request = new Request('http://localhost:3000/api/forms', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: urlencoded(contact),
    });
    const exploding = new Proxy(request, {
      get(target, prop) {
        if (prop === 'body') throw new Error('socket gone');
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await expectReply(await POST(exploding), 502, failed);
    expect(logs[0]!.mock.calls.map(([line]) => JSON.parse(String(line)).event)).toEqual(['forms.route.failed']);
  });
});

describe('POST /api/forms: with review on (the default), the tax form asks for review', () => {
  const signedIn = (extra: Record<string, string> = {}) => ({ cookie: sessionCookie(), ...extra });

  it('tags the customer of the session tax_exempt_pending, not eligible, after the form handler took the form', async () => {
    addTags = ({ tags }) => json({ customer: { id: 77, tags: ['end_user_of', ...tags] } });
    await expectReply(await post(multipart(tax), signedIn()), 200, { ok: true, tagged: false, pending: true });
    expect(tagCalls()).toEqual([{ customerId: '77', tags: ['tax_exempt_pending'] }]);
    // Verified, the sender read from the token, forwarded, then tagged.
    expect(targets()).toEqual([SITEVERIFY, STOREFRONT, FORMS, ADD_TAGS]);
  });

  it('names the sender to the reviewer by the session’s customer, never by a posted id', async () => {
    await post(multipart({ ...tax, customerId: '7001' }), signedIn());
    const body = forwarded()[0] as FormData;
    expect(body.getAll('customerId')).toEqual(['77']);
  });

  it('does not tag again a customer who is already eligible', async () => {
    customer = gqlCustomer({ tags: ['end_user_of', 'tax_exempt_eligible'] });
    await expectReply(await post(multipart(tax), signedIn()), 200, { ok: true, tagged: true, pending: false });
    expect(tagCalls()).toEqual([]);
  });

  it.each([
    ['the form handler fails', () => (formsHandler = () => new Response('down', { status: 503 })), 502],
    ['reCAPTCHA refuses', () => (siteverify = () => json({ success: false, 'error-codes': ['invalid-input-response'] })), 400],
  ])('tags nobody when %s', async (_name, arrange, status) => {
    arrange();
    expect((await post(multipart(tax), signedIn())).status).toBe(status);
    expect(tagCalls()).toEqual([]);
  });

  it('tags nobody for an invalid form, a contact form, the honeypot, or on the Canada site', async () => {
    expect((await post(multipart({ ...tax, ein: '12' }), signedIn())).status).toBe(400);
    await expectReply(await post(urlencoded(contact), signedIn()), 200, { ok: true });
    await expectReply(await post(multipart({ ...tax, 'bot-field': 'x' }), signedIn()), 200, { ok: true });
    const ca = { host: 'ca.localhost:3000', origin: 'http://ca.localhost:3000' };
    const reply = await POST(new Request('http://ca.localhost:3000/api/forms', { method: 'POST', headers: { ...ca, ...signedIn() }, body: multipart(tax) }));
    await expectReply(reply, 200, { ok: true, tagged: false, pending: false });
    expect(tagCalls()).toEqual([]);
  });

  it('forwards the form without a sender for a token the platform refuses, and logs a tagging failure', async () => {
    customer = null;
    await expectReply(await post(multipart(tax), signedIn()), 200, { ok: true, tagged: false, pending: false });
    expect((forwarded()[0] as FormData).has('customerId')).toBe(false);
    customer = gqlCustomer();
    customer.tags = ['end_user_of'];
    addTags = () => new Response('down', { status: 503 });
    await expectReply(await post(multipart(tax), signedIn()), 200, { ok: true, tagged: false, pending: false });
    const events = logs[0]!.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(events.map((e) => e.event)).toEqual(['forms.tax_form.tag_failed']);
    expect(JSON.stringify(events)).not.toContain(TOKEN);
  });

  it('answers not tagged for an expired session cookie', async () => {
    await expectReply(await post(multipart(tax), { cookie: sessionCookie(TOKEN, '2001-01-01T00:00:00Z') }), 200, { ok: true, tagged: false, pending: false });
    expect(targets()).toEqual([SITEVERIFY, FORMS]);
  });
});

describe('POST /api/forms: with TAX_EXEMPT_REVIEW=off, the tax form makes its sender eligible at once', () => {
  let postOff: typeof POST;
  beforeAll(async () => {
    process.env.TAX_EXEMPT_REVIEW = 'off';
    await jest.isolateModulesAsync(async () => {
      postOff = (await import('@/app/api/forms/route')).POST;
    });
  });
  // The isolated copy reads its settings on first use; the other tests' copy has read them already.
  afterAll(() => {
    delete process.env.TAX_EXEMPT_REVIEW;
  });

  it('tags the customer of the session tax_exempt_eligible in the same request', async () => {
    const request = new Request('http://localhost:3000/api/forms', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: sessionCookie() },
      body: multipart(tax),
    });
    await expectReply(await postOff(request), 200, { ok: true, tagged: true, pending: false });
    expect(tagCalls()).toEqual([{ customerId: '77', tags: ['tax_exempt_eligible'] }]);
  });

  it('still refuses a fake certificate', async () => {
    const request = new Request('http://localhost:3000/api/forms', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', cookie: sessionCookie() },
      body: multipart(tax, FAKE_CERTIFICATES[0]![1]),
    });
    expect((await postOff(request)).status).toBe(400);
    expect(tagCalls()).toEqual([]);
  });
});

describe('POST /api/forms: rate limit', () => {
  it('answers 429 with Retry-After after 30 submissions from one address in 10 minutes, before reading the form', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 30; i++) expect((await post(urlencoded(contact), from('198.51.100.4'))).status).toBe(200);
    const refused = await post(urlencoded(contact), from('198.51.100.4'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Too many attempts/) });
    expect(forwarded()).toHaveLength(30);
    // Another address has its own budget.
    expect((await post(urlencoded(contact), from('198.51.100.5'))).status).toBe(200);
  });
});
