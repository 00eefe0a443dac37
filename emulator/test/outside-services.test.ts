import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, beforeEach, describe, it } from 'node:test';
import { parseXml, XmlSyntaxError } from '../src/services/postal/miniXml.ts';
import { RecaptchaTokens, TOKEN_TTL_MS } from '../src/services/recaptcha/tokens.ts';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

const SECRET = 'emulator-recaptcha-secret';
const SITE_KEY = 'emulator-recaptcha-site-key';

let t: TestEmulator;
before(async () => {
  t = await startTestEmulator();
});
after(() => t.stop());
beforeEach(async () => {
  await t.get('/__emulator/faults', { method: 'DELETE' });
});

const form = (p: string, fields: Record<string, string>) =>
  t.get(p, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
const postJson = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  t.get(p, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

// ---------------------------------------------------------------------------------------------------------------
// reCAPTCHA

interface Grecaptcha {
  ready(cb: () => void): void;
  /** a site key, or the widget id render() returned */
  execute(siteKey: string | number, opts: { action: string }): Promise<string>;
  render(): number;
}

/** Runs the served script the way a page does and hands back window.grecaptcha (and the window, for flags). */
async function loadScript(query = `?render=${SITE_KEY}`, now?: () => number): Promise<{ grecaptcha: Grecaptcha; window: Record<string, unknown> }> {
  const res = await t.get(`/recaptcha/api.js${query}`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/javascript/);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  const window: Record<string, unknown> = { crypto: globalThis.crypto };
  const FakeDate = now ? { now } : Date;
  vm.runInNewContext(await res.text(), { window, setTimeout, Date: FakeDate, Uint8Array, Math, Promise });
  return { grecaptcha: window.grecaptcha as Grecaptcha, window };
}

const verify = async (fields: Record<string, string>) => {
  const res = await form('/recaptcha/api/siteverify', fields);
  assert.equal(res.status, 200);
  return res.json() as Promise<Record<string, unknown>>;
};

describe('reCAPTCHA stand-in', () => {
  it('serves a grecaptcha whose tokens verify once, with the action and a 0.9 score', async () => {
    const { grecaptcha } = await loadScript();
    assert.equal(grecaptcha.render(), 0);
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    const token = await grecaptcha.execute(SITE_KEY, { action: 'contact_information' });
    assert.match(token, /^emu\.contact_information\.90\./);
    const first = await verify({ secret: SECRET, response: token, remoteip: '127.0.0.1' });
    assert.equal(first.success, true);
    assert.equal(first.score, 0.9);
    assert.equal(first.action, 'contact_information');
    assert.equal(first.hostname, 'localhost');
    assert.ok(Math.abs(Date.parse(String(first.challenge_ts)) - Date.now()) < 5000);
    assert.deepEqual(await verify({ secret: SECRET, response: token }), { success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('gives 0.1 when the page sets window.__recaptchaLowScore, or exactly window.__recaptchaScore', async () => {
    const { grecaptcha, window } = await loadScript();
    window.__recaptchaLowScore = true;
    const low = await verify({ secret: SECRET, response: await grecaptcha.execute(SITE_KEY, { action: 'register' }) });
    assert.equal(low.score, 0.1);
    window.__recaptchaScore = 0.35;
    const exact = await verify({ secret: SECRET, response: await grecaptcha.execute(SITE_KEY, { action: 'register' }) });
    assert.equal(exact.score, 0.35);
  });

  it('signs tokens with the HMAC the emulator checks (the script carries its own SHA-256)', async () => {
    const { grecaptcha } = await loadScript('?render=explicit');
    const token = await grecaptcha.execute('any-key', { action: 'a/b_c' });
    const parts = token.split('.');
    const key = /var KEY = "([0-9a-f]+)"/.exec(await (await t.get('/recaptcha/api.js')).text())![1]!;
    assert.equal(parts[5], crypto.createHmac('sha256', key).update(parts.slice(1, 5).join('.')).digest('hex'));
  });

  it('refuses another site key and bad action names, like Google', async () => {
    const { grecaptcha } = await loadScript();
    await assert.rejects(grecaptcha.execute('other-key', { action: 'x' }), /Invalid site key/);
    // the widget id of an explicit render() stands for the rendered key
    assert.match(await grecaptcha.execute(grecaptcha.render(), { action: 'x' }), /^emu\.x\./);
    await assert.rejects(grecaptcha.execute(SITE_KEY, { action: 'has space' }), /Invalid action name/);
  });

  it('calls the onload callback', async () => {
    const res = await t.get('/recaptcha/api.js?render=explicit&onload=onRecaptcha');
    let called = false;
    const window: Record<string, unknown> = { onRecaptcha: () => { called = true; } };
    vm.runInNewContext(await res.text(), { window, setTimeout });
    await new Promise((r) => setTimeout(r, 5));
    assert.equal(called, true);
  });

  it('expires tokens after two minutes', async () => {
    const { grecaptcha } = await loadScript(`?render=${SITE_KEY}`, () => Date.now() - TOKEN_TTL_MS - 1000);
    const stale = await grecaptcha.execute(SITE_KEY, { action: 'address' });
    assert.deepEqual(await verify({ secret: SECRET, response: stale }), { success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('rejects unknown, edited and far-future tokens as invalid-input-response', async () => {
    const { grecaptcha } = await loadScript();
    const token = await grecaptcha.execute(SITE_KEY, { action: 'address' });
    const future = await (await loadScript(`?render=${SITE_KEY}`, () => Date.now() + 10 * 60_000)).grecaptcha.execute(SITE_KEY, { action: 'address' });
    for (const response of ['dev-token.address', token.replace('.address.90.', '.address.99.'), future]) {
      assert.deepEqual(await verify({ secret: SECRET, response }), { success: false, 'error-codes': ['invalid-input-response'] });
    }
    // …and none of that spent the good token.
    assert.equal((await verify({ secret: SECRET, response: token })).success, true);
  });

  it('checks the secret first and does not spend the token when it is wrong', async () => {
    const token = await (await loadScript()).grecaptcha.execute(SITE_KEY, { action: 'tax_form' });
    assert.deepEqual(await verify({ response: token }), { success: false, 'error-codes': ['missing-input-secret'] });
    assert.deepEqual(await verify({ secret: 'nope', response: token }), { success: false, 'error-codes': ['invalid-input-secret'] });
    assert.deepEqual(await verify({}), { success: false, 'error-codes': ['missing-input-secret', 'missing-input-response'] });
    assert.deepEqual(await verify({ secret: SECRET }), { success: false, 'error-codes': ['missing-input-response'] });
    assert.equal((await verify({ secret: SECRET, response: token })).success, true);
  });

  it('reads query parameters too', async () => {
    const token = await (await loadScript()).grecaptcha.execute(SITE_KEY, { action: 'contact' });
    const res = await t.get(`/recaptcha/api/siteverify?secret=${SECRET}&response=${token}`, { method: 'POST' });
    assert.equal(((await res.json()) as { success: boolean }).success, true);
  });

  it('issues tokens for server-side tests through the admin hook', async () => {
    const res = await postJson('/__emulator/recaptcha/tokens', { action: 'register', score: 0.2 });
    assert.equal(res.status, 201);
    const { token } = (await res.json()) as { token: string };
    assert.deepEqual({ ...(await verify({ secret: SECRET, response: token })), challenge_ts: 'x' }, {
      success: true, score: 0.2, action: 'register', challenge_ts: 'x', hostname: 'localhost',
    });
    assert.equal((await postJson('/__emulator/recaptcha/tokens', { action: 'bad action' })).status, 400);
    assert.equal((await postJson('/__emulator/recaptcha/tokens', { action: 'ok', score: 2 })).status, 400);
  });

  it('forgets spent nonces once they could only be expired anyway', () => {
    let now = 1_000_000;
    const tokens = new RecaptchaTokens(() => now);
    const a = tokens.issue('x');
    assert.equal(tokens.redeem(a).ok, true);
    now += TOKEN_TTL_MS + 120_000;
    assert.deepEqual(tokens.redeem(a), { ok: false, code: 'timeout-or-duplicate' });
    assert.equal((tokens as unknown as { used: Map<string, number> }).used.size, 0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// USPS

const cityStateXml = (zips: string[], userId = 'EMULATOR') =>
  `<CityStateLookupRequest USERID="${userId}">${zips.map((z, i) => `<ZipCode ID="${i}"><Zip5>${z}</Zip5></ZipCode>`).join('')}</CityStateLookupRequest>`;

async function webTools(xml: string, method: 'GET' | 'POST' = 'GET', api = 'CityStateLookup'): Promise<string> {
  const query = new URLSearchParams({ API: api, XML: xml }).toString();
  const res = method === 'GET'
    ? await t.get(`/ShippingAPI.dll?${query}`)
    : await t.get('/ShippingAPI.dll', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/xml/);
  return res.text();
}

describe('USPS Web Tools CityStateLookup (XML)', () => {
  it('answers known ZIPs with City and State, per ID, by GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const body = await webTools(cityStateXml(['90210', '00601']), method);
      assert.equal(body,
        '<?xml version="1.0" encoding="UTF-8"?>\n<CityStateLookupResponse>' +
        '<ZipCode ID="0"><Zip5>90210</Zip5><City>BEVERLY HILLS</City><State>CA</State></ZipCode>' +
        '<ZipCode ID="1"><Zip5>00601</Zip5><City>ADJUNTAS</City><State>PR</State></ZipCode></CityStateLookupResponse>');
    }
  });

  it('answers a per-ZIP Error for unknown and malformed ZIPs, next to good ones', async () => {
    const body = await webTools(cityStateXml(['00000', '35203', '123']));
    const root = parseXml(body);
    assert.equal(root.name, 'CityStateLookupResponse');
    const [bad, good, short] = root.children;
    for (const item of [bad!, short!]) {
      const error = item.children.find((c) => c.name === 'Error')!;
      assert.deepEqual(error.children.slice(0, 3).map((c) => [c.name, c.text]), [
        ['Number', '-2147219399'], ['Source', 'WebtoolsAMS;CityStateLookup'], ['Description', 'Invalid Zip Code.'],
      ]);
    }
    assert.equal(good!.children.find((c) => c.name === 'State')!.text, 'AL');
  });

  it('answers a root Error 80040B1A for an unknown USERID or API', async () => {
    const body = await webTools(cityStateXml(['10001'], 'SOMEONE'));
    assert.match(body, /^<\?xml[^>]*>\n<Error><Number>80040B1A<\/Number><Description>API Authorization failure\. User SOMEONE is not authorized to use API CityStateLookup\.<\/Description><Source>USPSCOM::DoAuth<\/Source>/);
    assert.match(await webTools(cityStateXml(['10001']), 'GET', 'Verify'), /<Number>80040B1A<\/Number>.*Verify is not a valid API name/);
  });

  it('answers a root Error 80040B19 for XML it cannot parse', async () => {
    for (const xml of ['<CityStateLookupRequest USERID="EMULATOR"><ZipCode ID="0"><Zip5>10001</Zip5></ZipCode>', 'not xml', '',
      '<Other USERID="EMULATOR"/>', cityStateXml(['1', '2', '3', '4', '5', '6'])]) {
      assert.match(await webTools(xml), /<Error><Number>80040B19<\/Number><Description>XML Syntax Error: Please check the XML request to see if it can be parsed\.<\/Description>/, xml);
    }
  });

  it('parses XML strictly (mini parser)', () => {
    const el = parseXml('<?xml version="1.0"?><!-- c --><a x=\'1 &amp; 2\'><b>&lt;&#65;&#x42;</b><c/></a>');
    assert.deepEqual([el.attrs.x, el.children[0]!.text, el.children[1]!.name], ['1 & 2', '<AB', 'c']);
    for (const bad of ['<a><b></a></b>', '<a>', '<a>&nope;</a>', '<a/><b/>', '<a x="1" x="2"/>', '<a>&</a>']) {
      assert.throws(() => parseXml(bad), XmlSyntaxError, bad);
    }
  });
});

async function uspsToken(body: Record<string, string> = { client_id: 'emulator-usps-client', client_secret: 'emulator-usps-secret', grant_type: 'client_credentials' }) {
  return postJson('/oauth2/v3/token', body);
}

describe('USPS APIs v3 (OAuth + city-state)', () => {
  it('issues a Bearer token by JSON, form body or Basic auth', async () => {
    const res = await uspsToken();
    assert.equal(res.status, 200);
    const token = (await res.json()) as Record<string, unknown>;
    assert.equal(token.token_type, 'Bearer');
    assert.equal(token.expires_in, 28800);
    assert.equal(token.status, 'approved');
    assert.match(String(token.scope), /addresses/);
    assert.equal(typeof token.access_token, 'string');
    assert.ok(Math.abs(Number(token.issued_at) - Date.now()) < 5000);
    const byForm = await form('/oauth2/v3/token', { client_id: 'emulator-usps-client', client_secret: 'emulator-usps-secret', grant_type: 'client_credentials' });
    assert.equal(byForm.status, 200);
    const basic = Buffer.from('emulator-usps-client:emulator-usps-secret').toString('base64');
    const byBasic = await t.get('/oauth2/v3/token', { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
    assert.equal(byBasic.status, 200);
  });

  it('refuses bad client credentials and grant types with OAuth errors', async () => {
    const bad = await uspsToken({ client_id: 'emulator-usps-client', client_secret: 'wrong', grant_type: 'client_credentials' });
    assert.equal(bad.status, 401);
    assert.equal(((await bad.json()) as { error: string }).error, 'invalid_client');
    const grant = await uspsToken({ client_id: 'emulator-usps-client', client_secret: 'emulator-usps-secret', grant_type: 'password' });
    assert.equal(grant.status, 400);
    assert.equal(((await grant.json()) as { error: string }).error, 'unsupported_grant_type');
    assert.equal((await uspsToken({ grant_type: 'client_credentials' })).status, 400);
  });

  it('looks ZIPs up with a Bearer token: found, 404 and 400 envelopes', async () => {
    const { access_token } = (await (await uspsToken()).json()) as { access_token: string };
    const lookup = (zip: string) => t.get(`/addresses/v3/city-state?ZIPCode=${zip}`, { headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' } });
    const found = await lookup('30022');
    assert.equal(found.status, 200);
    assert.deepEqual(await found.json(), { city: 'ALPHARETTA', state: 'GA', ZIPCode: '30022' });
    for (const [zip, city, state] of [['10001', 'NEW YORK', 'NY'], ['60601', 'CHICAGO', 'IL'], ['94105', 'SAN FRANCISCO', 'CA'], ['35203', 'BIRMINGHAM', 'AL']]) {
      assert.deepEqual(await (await lookup(zip!)).json(), { city, state, ZIPCode: zip });
    }
    const missing = await lookup('00000');
    assert.equal(missing.status, 404);
    assert.deepEqual(((await missing.json()) as { apiVersion: string; error: { code: string } }).error.code, '404');
    const bad = await lookup('1234');
    assert.equal(bad.status, 400);
    const envelope = (await bad.json()) as { apiVersion: string; error: { code: string; message: string; errors: { title: string }[] } };
    assert.equal(envelope.apiVersion, '/addresses/v3/');
    assert.equal(envelope.error.code, '400');
    assert.match(envelope.error.message, /^OASValidation/);
    assert.equal(envelope.error.errors[0]!.title, 'openapi_validation_error');
  });

  it('answers 401 without a token, with an unknown one, and after the admin hook revokes them', async () => {
    const { access_token } = (await (await uspsToken()).json()) as { access_token: string };
    assert.equal((await t.get('/addresses/v3/city-state?ZIPCode=10001')).status, 401);
    assert.equal((await t.get('/addresses/v3/city-state?ZIPCode=10001', { headers: { authorization: 'Bearer nope' } })).status, 401);
    const withToken = () => t.get('/addresses/v3/city-state?ZIPCode=10001', { headers: { authorization: `Bearer ${access_token}` } });
    assert.equal((await withToken()).status, 200);
    const before = ((await (await t.get('/__emulator/postal')).json()) as { tokensIssued: number }).tokensIssued;
    assert.ok(before >= 1);
    assert.equal((await t.get('/__emulator/postal/tokens', { method: 'DELETE' })).status, 204);
    const revoked = await withToken();
    assert.equal(revoked.status, 401);
    assert.equal(((await revoked.json()) as { error: { code: string } }).error.code, '401');
  });

  it('can be made to rate-limit with the fault switch', async () => {
    await postJson('/__emulator/faults', { prefix: '/addresses', status: 429, times: 1 });
    const { access_token } = (await (await uspsToken()).json()) as { access_token: string };
    const res = await t.get('/addresses/v3/city-state?ZIPCode=10001', { headers: { authorization: `Bearer ${access_token}` } });
    assert.equal(res.status, 429);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Forms

interface Submission {
  id: number; formName: string; createdAt: string; data: Record<string, string>; files: { field: string; name: string; size: number; type: string; sha256: string }[];
  review: 'pending' | 'approved' | 'rejected' | null;
}
const submissions = async (name?: string) =>
  ((await (await t.get(`/__emulator/forms${name ? `?name=${name}` : ''}`)).json()) as { submissions: Submission[] }).submissions;

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function taxForm(extra: Record<string, string> = {}, file: Blob | null = new Blob([PDF], { type: 'application/pdf' })): FormData {
  const fd = new FormData();
  const fields: Record<string, string> = {
    'form-name': 'tax-form', firstName: 'Dana', lastName: 'Demo', companyName: 'Demo Co', ein: '12-3456789', addressLine1: '1 Main St',
    addressLine2: '', city: 'Birmingham', state: 'AL', zip: '35203', country: 'United States', phone: '+1 (205) 555-0100',
    email: 'demo@example.com', 'bot-field': '', ...extra,
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', file, 'certificate.pdf');
  return fd;
}

describe('form handler (Netlify-style)', () => {
  beforeEach(async () => {
    assert.equal((await t.get('/__emulator/forms', { method: 'DELETE' })).status, 204);
  });

  it('stores a urlencoded contact form, registered fields only, and answers 200 text/html', async () => {
    const res = await form('/forms', { 'form-name': 'contact', name: 'Ann', email: 'ann@example.com', phoneNumber: '', message: 'Hello', 'bot-field': '', extra: 'dropped', 'g-recaptcha-response': 'tok' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await res.text(), /Thank you/);
    const [stored] = await submissions('contact');
    assert.equal(stored!.formName, 'contact');
    assert.deepEqual(stored!.data, { name: 'Ann', email: 'ann@example.com', phoneNumber: '', message: 'Hello' });
    assert.deepEqual(stored!.files, []);
  });

  it('stores a multipart tax form with its file on disk (metadata only in the listing)', async () => {
    const res = await t.get('/forms', { method: 'POST', body: taxForm() });
    assert.equal(res.status, 200);
    const [stored] = await submissions('tax-form');
    assert.equal(stored!.data.ein, '12-3456789');
    assert.equal(stored!.data.addressLine2, '');
    assert.equal('bot-field' in stored!.data, false);
    const sha256 = crypto.createHash('sha256').update(PDF).digest('hex');
    assert.deepEqual(stored!.files, [{ field: 'file', name: 'certificate.pdf', size: PDF.byteLength, type: 'application/pdf', sha256 }]);
    assert.deepEqual(fs.readFileSync(path.join(t.emu.dataDir, 'forms', sha256)), Buffer.from(PDF));
  });

  it('lists newest first, filtered by name', async () => {
    await form('/forms', { 'form-name': 'contact', name: 'First', email: 'a@example.com', message: 'm' });
    await t.get('/forms', { method: 'POST', body: taxForm() });
    await form('/forms', { 'form-name': 'contact', name: 'Second', email: 'b@example.com', message: 'm' });
    assert.deepEqual((await submissions('contact')).map((s) => s.data.name), ['Second', 'First']);
    assert.deepEqual((await submissions()).map((s) => s.formName), ['contact', 'tax-form', 'contact']);
  });

  it('answers 200 to a filled honeypot but stores nothing', async () => {
    const res = await form('/forms', { 'form-name': 'contact', name: 'Bot', email: 'bot@example.com', message: 'spam', 'bot-field': 'gotcha' });
    assert.equal(res.status, 200);
    assert.deepEqual(await submissions(), []);
  });

  it('refuses unknown forms (404), other encodings (415) and bodies over 8 MB (413)', async () => {
    assert.equal((await form('/forms', { 'form-name': 'newsletter', email: 'a@example.com' })).status, 404);
    assert.equal((await form('/forms', { name: 'no form name' })).status, 404);
    assert.equal((await postJson('/forms', { 'form-name': 'contact' })).status, 415);
    const big = await t.get('/forms', { method: 'POST', body: taxForm({}, new Blob([PDF, new Uint8Array(8 * 1024 * 1024)], { type: 'application/pdf' })) });
    assert.equal(big.status, 413);
    await big.text();
    assert.deepEqual(await submissions(), []);
  });

  it('drops a file posted into a text field and text posted into the file input', async () => {
    const fd = taxForm({}, null);
    fd.set('firstName', new Blob(['x']), 'x.txt');
    fd.append('file', 'not a file');
    assert.equal((await t.get('/forms', { method: 'POST', body: fd })).status, 200);
    const [stored] = await submissions('tax-form');
    assert.equal('firstName' in stored!.data, false);
    assert.deepEqual(stored!.files, []);
  });

  it('answers 400 to a broken multipart body', async () => {
    const res = await t.get('/forms', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: 'garbage' });
    assert.equal(res.status, 400);
  });
});

describe('form handler: tax-form review (the forms page)', () => {
  const TAGGING_KEY = 'emulator-tagging-key';
  const tagging = async (name: string, body: unknown) =>
    (await t.get(`/tagging/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tagging-key': TAGGING_KEY }, body: JSON.stringify(body) })).json() as
      Promise<{ customer: { id: number; tags: string } }>;
  const tagsOf = async (email: string) => ((await (await t.get(`/__emulator/customers/${encodeURIComponent(email)}`)).json()) as { tags: string[] }).tags;
  const page = async (query = '') => {
    const res = await t.get(`/__emulator/forms${query}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    return res.text();
  };
  /** A browser's form post from the page (urlencoded, its own origin), not following the redirect. */
  const decide = (id: number, decision: 'approve' | 'reject', origin = t.emu.url) =>
    t.get(`/__emulator/forms/${id}/${decision}`, {
      method: 'POST', redirect: 'manual',
      headers: { accept: 'text/html', origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '',
    });

  /** A customer tagged end_user_of and tax_exempt_pending whose tax form the storefront forwarded with their id. */
  async function pendingForm(): Promise<{ id: number; email: string; customerId: number }> {
    const email = `review-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await tagging('create-customer', { email, password: 'Secret-1', firstName: 'Rae', lastName: 'View', tags: ['end_user_of'] });
    await tagging('add-customer-tags', { customerId: created.customer.id, tags: ['tax_exempt_pending'] });
    assert.equal((await t.get('/forms', { method: 'POST', body: taxForm({ email, customerId: String(created.customer.id) }) })).status, 200);
    const [stored] = await submissions('tax-form');
    return { id: stored!.id, email, customerId: created.customer.id };
  }

  it('keeps a tax form pending review with its sender, a contact form unreviewed', async () => {
    const { customerId } = await pendingForm();
    await form('/forms', { 'form-name': 'contact', name: 'Ann', email: 'ann@example.com', message: 'Hi' });
    const [contact, tax] = await submissions();
    assert.equal(contact!.review, null);
    assert.equal(tax!.review, 'pending');
    assert.equal(tax!.data.customerId, String(customerId));
  });

  it('lists a pending tax form on the page with its certificate, its customer and Approve / Reject', async () => {
    const { id, email } = await pendingForm();
    const html = await page('?name=tax-form');
    assert.match(html, new RegExp(`<article id="submission-${id}"`));
    assert.match(html, /data-review="pending"/);
    assert.match(html, new RegExp(`action="/__emulator/forms/${id}/approve"`));
    assert.match(html, new RegExp(`action="/__emulator/forms/${id}/reject"`));
    assert.ok(html.includes(email));
    const sha = crypto.createHash('sha256').update(PDF).digest('hex');
    assert.ok(html.includes(`/__emulator/forms/files/${sha}`));
    const file = await t.get(`/__emulator/forms/files/${sha}`);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(new Uint8Array(await file.arrayBuffer()), PDF);
    assert.equal((await t.get(`/__emulator/forms/files/${'0'.repeat(64)}`)).status, 404);
    assert.equal((await t.get('/__emulator/forms/files/..%2F..%2Femulator.sqlite')).status, 404);
  });

  it('approving removes tax_exempt_pending and adds tax_exempt_eligible, then says so', async () => {
    const { id, email } = await pendingForm();
    const res = await decide(id, 'approve');
    assert.equal(res.status, 303);
    const location = res.headers.get('location')!;
    assert.equal(location, `/__emulator/forms?name=tax-form&reviewed=${id}#submission-${id}`);
    assert.deepEqual(await tagsOf(email), ['end_user_of', 'tax_exempt_eligible']);
    const html = await page(location.split('#')[0]!.replace('/__emulator/forms', ''));
    assert.match(html, new RegExp(`Tax form #${id} approved: tax_exempt_pending removed and tax_exempt_eligible added`));
    assert.match(html, /data-review="approved"/);
    assert.doesNotMatch(html, new RegExp(`action="/__emulator/forms/${id}/`));
    // Decided once: a second decision changes nothing.
    assert.equal((await decide(id, 'reject')).status, 409);
    assert.deepEqual(await tagsOf(email), ['end_user_of', 'tax_exempt_eligible']);
  });

  it('rejecting removes tax_exempt_pending only, then says so', async () => {
    const { id, email } = await pendingForm();
    assert.equal((await decide(id, 'reject')).status, 303);
    assert.deepEqual(await tagsOf(email), ['end_user_of']);
    const html = await page(`?name=tax-form&reviewed=${id}`);
    assert.match(html, new RegExp(`Tax form #${id} rejected: tax_exempt_pending removed from customer`));
    assert.match(html, /data-review="rejected"/);
    assert.equal((await submissions('tax-form'))[0]!.review, 'rejected');
  });

  it('refuses a decision posted from another site, on a form without a customer, or on no form', async () => {
    const { id, email } = await pendingForm();
    assert.equal((await decide(id, 'approve', 'http://evil.example')).status, 403);
    // A sandboxed frame elsewhere posts with Origin: null; the page itself sends its origin (Referrer-Policy: same-origin).
    assert.equal((await decide(id, 'approve', 'null')).status, 403);
    assert.equal((await t.get('/__emulator/forms', { headers: { accept: 'text/html' } })).headers.get('referrer-policy'), 'same-origin');
    assert.deepEqual(await tagsOf(email), ['end_user_of', 'tax_exempt_pending']);
    assert.equal((await t.get('/forms', { method: 'POST', body: taxForm() })).status, 200);
    const [signedOut] = await submissions('tax-form');
    assert.equal((await decide(signedOut!.id, 'approve')).status, 409);
    assert.equal((await decide(999999, 'approve')).status, 404);
    // Without Accept: text/html the answers are JSON, as for the listing.
    const res = await t.get(`/__emulator/forms/${id}/approve`, { method: 'POST' });
    assert.equal(res.status, 200);
    assert.deepEqual(((await res.json()) as { customer: { tags: string[] } }).customer.tags, ['end_user_of', 'tax_exempt_eligible']);
  });
});
