import { expect, test } from '@playwright/test';
import { EMULATOR } from '../e2e/hosts';
import { newEndUser, type EndUser } from '../e2e/tax-review';
import { certificatePdf, FAKE_CERTIFICATES } from '../fixtures/pdf';
import { recaptchaToken, signIn, storedCustomer } from './customers';
import { answer, HOST, jsonRequest, originOf, uniqueLoopbackIp } from './raw-http';

/**
 * Tax exemption by self-certification: a customer must not make themselves tax exempt with a file that is
 * not a certificate, nor with a real one nobody has looked at. The certificate is parsed (a renamed, empty,
 * six-byte or truncated PDF is refused with the form's own message), and with review on (the default) an
 * accepted form leaves the customer pending: not eligible, and refused by the server-side switch.
 */

const NOT_A_PDF = { error: 'invalid', field: 'file', message: 'File is required and must be a PDF' };

/** The tax form as the account page posts it: multipart, with a fresh reCAPTCHA token and the session cookie. */
async function postTaxForm(customer: EndUser, cookie: string, file: Uint8Array) {
  const form = new FormData();
  const fields = {
    'form-name': 'tax-form', firstName: customer.firstName, lastName: 'Taxpayer', companyName: '', ein: '12-3456789',
    addressLine1: '1 Main St', addressLine2: '', city: 'Birmingham', state: 'Alabama', zip: '35203', country: 'United States',
    phone: '(205) 555-0100', email: customer.email, 'g-recaptcha-response': await recaptchaToken('tax_form'), 'bot-field': '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'certificate.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return answer({
    method: 'POST',
    host: HOST.us,
    path: '/api/forms',
    headers: { 'content-type': encoded.headers.get('content-type')!, origin: originOf(HOST.us), cookie },
    body: Buffer.from(await encoded.arrayBuffer()),
    localAddress: uniqueLoopbackIp(),
  });
}

const switchOn = (cookie: string) =>
  answer(jsonRequest('POST', HOST.us, '/api/tagging/update-customer-tax-exempt', { taxExempt: true }, { headers: { cookie }, localAddress: uniqueLoopbackIp() }));

const taxFormsFrom = async (email: string) =>
  ((await (await fetch(`${EMULATOR}/__emulator/forms?name=tax-form`)).json()) as { submissions: { data: Record<string, string> }[] }).submissions.filter(
    (s) => s.data.email === email,
  );

test('a fake, renamed, empty or truncated certificate is refused with the form’s message, and tags nobody', async () => {
  const customer = await newEndUser('fake');
  const cookie = await signIn(customer);
  for (const [label, bytes] of FAKE_CERTIFICATES) {
    const res = await postTaxForm(customer, cookie, bytes);
    expect([label, res.status], res.text.slice(0, 200)).toEqual([label, 400]);
    expect(res.json(), label).toEqual(NOT_A_PDF);
  }
  expect((await storedCustomer(customer.email)).tags).toEqual(['end_user_of']);
  expect(await taxFormsFrom(customer.email)).toEqual([]);
  const toggle = await switchOn(cookie);
  expect(toggle.status, toggle.text.slice(0, 200)).toBe(403);
});

test('with review on, a real certificate makes the customer pending, not eligible, and the switch stays refused', async () => {
  const customer = await newEndUser('pending');
  const cookie = await signIn(customer);
  const sent = await postTaxForm(customer, cookie, certificatePdf());
  expect(sent.status, sent.text.slice(0, 200)).toBe(200);
  expect(sent.json()).toEqual({ ok: true, tagged: false, pending: true });

  const stored = await storedCustomer(customer.email);
  expect(stored.tags).toContain('tax_exempt_pending');
  expect(stored.tags).not.toContain('tax_exempt_eligible');
  // The reviewer learns whose form it is from our server, not from the form's own email field.
  expect((await taxFormsFrom(customer.email))[0]?.data.customerId).toBe(String(customer.id));

  const toggle = await switchOn(cookie);
  expect(toggle.status, toggle.text.slice(0, 200)).toBe(403);
  const after = (await (await fetch(`${EMULATOR}/__emulator/customers/${encodeURIComponent(customer.email)}`)).json()) as { taxExempt: boolean; tags: string[] };
  expect(after.taxExempt).toBe(false);
  expect(after.tags).not.toContain('tax_exempt=true');

  // Sending the form again asks again; it never turns into eligibility on its own.
  const again = await postTaxForm(customer, cookie, certificatePdf());
  expect(again.json()).toEqual({ ok: true, tagged: false, pending: true });
  expect((await switchOn(cookie)).status).toBe(403);
});
