/** @jest-environment node */
jest.mock('server-only', () => ({}));

import { certificatePdf, FAKE_CERTIFICATES } from '@/tests/fixtures/pdf';
import { TAX_FORM_MAX_FILE_BYTES } from '../ground/validation/tax-form';
import { forwardForm, netlifyBody, readForm, type FormSubmission } from './forms';

const PDF = certificatePdf();

function formOf(fields: Record<string, string>, file?: Blob, fileName = 'cert.pdf'): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', file, fileName);
  return form;
}

const contact = { 'form-name': 'contact', name: ' Ann ', email: 'ann@example.com', phoneNumber: '', message: 'Hi', 'bot-field': '', 'g-recaptcha-response': 'tok' };
const tax = {
  'form-name': 'tax-form', firstName: 'Dana', lastName: 'Demo', companyName: '', ein: '12-3456789', addressLine1: '1 Main St', addressLine2: '',
  city: 'Birmingham', state: 'Alabama', zip: '35203', country: 'United States', phone: '(205) 555-0100', email: 'dana@example.com',
  'g-recaptcha-response': 'tok',
};
const pdf = (bytes: Uint8Array = PDF) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });

describe('readForm', () => {
  it('reads a contact form: trimmed fields, the token', async () => {
    expect(await readForm(formOf(contact))).toEqual({
      kind: 'valid',
      recaptchaToken: 'tok',
      submission: { form: 'contact', fields: { name: 'Ann', email: 'ann@example.com', phoneNumber: '', message: 'Hi' } },
    });
  });

  it('reports the first invalid field in form order, as a message key', async () => {
    expect(await readForm(formOf({ ...contact, name: '', message: '' }))).toEqual({ kind: 'invalid', field: 'name', messageKey: 'contactForm.name' });
    expect(await readForm(formOf({ ...contact, message: '  ' }))).toEqual({ kind: 'invalid', field: 'message', messageKey: 'contactForm.message' });
    expect(await readForm(formOf({ ...tax, ein: '12345' }, pdf()))).toEqual({ kind: 'invalid', field: 'ein', messageKey: 'taxForm.ein' });
  });

  it('knows only the registered forms, and drops filled honeypots', async () => {
    expect(await readForm(formOf({ ...contact, 'form-name': 'newsletter' }))).toEqual({ kind: 'unknown-form' });
    expect(await readForm(formOf({ name: 'x' }))).toEqual({ kind: 'unknown-form' });
    expect(await readForm(formOf({ ...contact, 'bot-field': 'http://spam' }))).toEqual({ kind: 'spam' });
  });

  it('reads a missing or oversized token as none', async () => {
    expect(await readForm(formOf({ ...contact, 'g-recaptcha-response': '' }))).toMatchObject({ kind: 'valid', recaptchaToken: null });
    expect(await readForm(formOf({ ...contact, 'g-recaptcha-response': 'x'.repeat(9000) }))).toMatchObject({ recaptchaToken: null });
  });

  it('reads a tax form with its PDF', async () => {
    const reading = await readForm(formOf(tax, pdf(), 'C:\\fakepath\\my cert.pdf'));
    expect(reading).toMatchObject({ kind: 'valid', submission: { form: 'tax-form', fields: { ein: '12-3456789', state: 'Alabama' }, file: { name: 'my cert.pdf' } } });
    const file = (reading as { submission: Extract<FormSubmission, { form: 'tax-form' }> }).submission.file;
    expect(new Uint8Array(file.bytes)).toEqual(PDF);
  });

  it('checks the certificate by content, presence and size', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    expect(await readForm(formOf(tax, pdf(png), 'renamed.pdf'))).toEqual({ kind: 'invalid', field: 'file', messageKey: 'taxForm.file' });
    expect(await readForm(formOf(tax))).toEqual({ kind: 'invalid', field: 'file', messageKey: 'taxForm.file' });
    expect(await readForm(formOf(tax, pdf(new Uint8Array(0))))).toEqual({ kind: 'invalid', field: 'file', messageKey: 'taxForm.file' });
    const big = new Uint8Array(TAX_FORM_MAX_FILE_BYTES + 1);
    big.set(PDF);
    expect(await readForm(formOf(tax, pdf(big)))).toEqual({ kind: 'invalid', field: 'file', messageKey: 'taxForm.fileTooLarge', tooLarge: true });
    const text = formOf(tax);
    text.append('file', '%PDF-1.4 as text');
    expect(await readForm(text)).toEqual({ kind: 'invalid', field: 'file', messageKey: 'taxForm.file' });
  });

  it.each(FAKE_CERTIFICATES)('refuses %s named .pdf, by parsing it', async (_label, content) => {
    expect(await readForm(formOf(tax, pdf(content), 'certificate.pdf'))).toEqual({ kind: 'invalid', field: 'file', messageKey: 'taxForm.file' });
  });

  it('never takes the sender from the browser: a posted customerId is not read', async () => {
    const reading = await readForm(formOf({ ...tax, customerId: '7001' }, pdf()));
    expect(reading).toMatchObject({ kind: 'valid' });
    expect((reading as { submission: Extract<FormSubmission, { form: 'tax-form' }> }).submission.customerId).toBeUndefined();
  });

  it('gives a nameless or oddly named certificate a safe .pdf name', async () => {
    const named = async (name: string) =>
      ((await readForm(formOf(tax, pdf(), name))) as { submission: Extract<FormSubmission, { form: 'tax-form' }> }).submission.file.name;
    expect(await named('../../etc/passwd')).toBe('passwd.pdf');
    expect(await named('a\u0000b"c.PDF')).toBe('abc.PDF');
    expect(await named('')).toBe('tax-exemption-certificate.pdf');
  });
});

describe('netlifyBody and forwardForm', () => {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  const realFetch = global.fetch;
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLog.mockRestore());
  afterAll(() => {
    global.fetch = realFetch;
  });

  const contactSubmission: FormSubmission = { form: 'contact', fields: { name: 'Ann', email: 'ann@example.com', phoneNumber: '', message: 'Hi' } };

  it('sends the contact form urlencoded, with form-name and the fields only', async () => {
    fetchMock.mockResolvedValue(new Response('<p>Thanks</p>', { status: 200 }));
    expect(await forwardForm(contactSubmission)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4000/forms');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(init?.body)).toBe('form-name=contact&name=Ann&email=ann%40example.com&phoneNumber=&message=Hi');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the tax form as multipart with the PDF', async () => {
    const body = netlifyBody({
      form: 'tax-form',
      fields: { firstName: 'Dana', lastName: 'Demo', companyName: '', ein: '12-3456789', addressLine1: '1 Main', addressLine2: '', city: 'B', state: 'AL', zip: '35203', country: 'US', phone: '1', email: 'd@e.f' },
      file: { name: 'cert.pdf', bytes: PDF.slice().buffer },
    }) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('form-name')).toBe('tax-form');
    expect([...body.keys()]).toEqual(['form-name', 'firstName', 'lastName', 'companyName', 'ein', 'addressLine1', 'addressLine2', 'city', 'state', 'zip', 'country', 'phone', 'email', 'file']);
    const file = body.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['cert.pdf', 'application/pdf', PDF.byteLength]);
  });

  it('names the signed-in sender for the reviewer when the server knows them', () => {
    const body = netlifyBody({
      form: 'tax-form',
      fields: { firstName: 'Dana', lastName: 'Demo', companyName: '', ein: '12-3456789', addressLine1: '1 Main', addressLine2: '', city: 'B', state: 'AL', zip: '35203', country: 'US', phone: '1', email: 'd@e.f' },
      file: { name: 'cert.pdf', bytes: PDF.slice().buffer },
      customerId: '7003',
    }) as FormData;
    expect(body.get('customerId')).toBe('7003');
  });

  it.each([
    ['an HTTP error', () => fetchMock.mockResolvedValue(new Response('nope', { status: 404 }))],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('fetch failed'))],
  ])('reports %s as false, logged without the form data', async (_name, arrange) => {
    arrange();
    expect(await forwardForm(contactSubmission)).toBe(false);
    const logged = errorLog.mock.calls.map(([line]) => String(line)).join('\n');
    expect(logged).toContain('forms.forward.failed');
    expect(logged).not.toContain('ann@example.com');
  });
});
