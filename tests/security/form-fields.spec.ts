import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { EMULATOR } from '../e2e/hosts';
import { recaptchaToken } from './customers';
import { answer, HOST, originOf, uniqueLoopbackIp } from './raw-http';

/**
 * What a form hands the form handler is what a person could type into one
 * line: a contact form's reply address is an email, and a CR/LF (or any
 * control character) in a single-line field never reaches the handler, where
 * it would start a new line in the mail built from it. Sent as a script
 * would, bypassing the page's own checks.
 */

async function postContact(fields: Record<string, string>) {
  const body = new URLSearchParams({ 'form-name': 'contact', ...fields, 'g-recaptcha-response': await recaptchaToken('contact'), 'bot-field': '' });
  return answer({
    method: 'POST',
    host: HOST.us,
    path: '/api/forms',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: originOf(HOST.us) },
    body: body.toString(),
    localAddress: uniqueLoopbackIp(),
  });
}

async function storedContact(marker: string): Promise<Record<string, string> | undefined> {
  const reply = await fetch(`${EMULATOR}/__emulator/forms?name=contact`);
  const { submissions } = (await reply.json()) as { submissions: { data: Record<string, string> }[] };
  return submissions.find((s) => s.data.message?.includes(marker))?.data;
}

test('a malformed reply address is refused with a message naming the field, and nothing reaches the form handler', async () => {
  for (const email of ['ada-at-example', 'ada@', '@example.com', 'ada@example', 'ada example@example.com']) {
    const marker = randomUUID();
    const res = await postContact({ name: 'Ada', email, phoneNumber: '', message: `Hello ${marker}` });
    expect(res.status, email).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', field: 'email', message: 'Please enter a valid email address, such as name@example.com.' });
    expect(await storedContact(marker)).toBeUndefined();
  }
});

test('control characters never reach the form handler in a single-line field; the message keeps its line breaks', async () => {
  const marker = randomUUID();
  const res = await postContact({
    name: 'Ada\r\nBcc: victim@example.com\u0000',
    email: 'ada@example.com\r\n',
    phoneNumber: '555\u2028 0100\u0007',
    message: `First line\r\nSecond line\u0000\u001b[31m ${marker}`,
  });
  expect(res.status).toBe(200);
  await expect.poll(() => storedContact(marker)).toBeDefined();
  const stored = (await storedContact(marker))!;
  for (const field of ['name', 'email', 'phoneNumber']) expect(stored[field], field).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  expect(stored.name).toBe('Ada  Bcc: victim@example.com');
  expect(stored.email).toBe('ada@example.com');
  expect(stored.message).toBe(`First line\nSecond line[31m ${marker}`);
});
