import { expect, test, type APIRequestContext } from '@playwright/test';
import { EMULATOR, FR, NORTHWIND, US } from './hosts';

interface Submission {
  data: Record<string, string>;
}

async function contactSubmissions(request: APIRequestContext): Promise<Submission[]> {
  const reply = await request.get(`${EMULATOR}/__emulator/forms?name=contact`);
  return ((await reply.json()) as { submissions: Submission[] }).submissions;
}

const TEXT = {
  en: {
    host: US,
    title: 'Send us a message',
    name: 'Name',
    email: 'Email',
    phone: /^Phone/,
    message: 'Message',
    send: 'Send message',
    required: ['Name is required.', 'Email is required.', 'Message is required.'],
    emailInvalid: 'Please enter a valid email address, such as name@example.com.',
    ok: 'Form submitted correctly',
  },
  fr: {
    host: FR,
    title: 'Envoyez-nous un message',
    name: 'Nom',
    email: 'E-mail',
    phone: /^Téléphone/,
    message: 'Message',
    send: 'Envoyer le message',
    required: ['Le nom est obligatoire.', "L'e-mail est obligatoire.", 'Le message est obligatoire.'],
    emailInvalid: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
    ok: 'Formulaire envoyé avec succès',
  },
} as const;

for (const locale of ['en', 'fr'] as const) {
  test(`the contact page's form names each missing field, then sends and is stored by the form handler (${locale})`, async ({ page, request }) => {
    const t = TEXT[locale];
    await page.goto(`${t.host}/pages/contact-us`);
    const form = page.getByRole('region', { name: t.title });
    await expect(form).toBeVisible();
    const field = (label: string | RegExp) => form.getByLabel(label, { exact: typeof label === 'string' ? false : undefined });

    // In the spec's order: name, then email, then message; the phone is optional.
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByRole('alert')).toHaveText(t.required[0]);
    await expect(field(t.name)).toBeFocused();
    await field(t.name).fill('Dana Demo');
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByRole('alert')).toHaveText(t.required[1]);
    // Not an address a reply could reach: said in our words (the browser's own check is off).
    await field(t.email).fill('ada-at-example');
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByRole('alert')).toHaveText(t.emailInvalid);
    await expect(field(t.email)).toBeFocused();
    const email = `contact-${locale}-${Date.now()}@example.com`;
    await field(t.email).fill(email);
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByRole('alert')).toHaveText(t.required[2]);
    await form.locator('textarea').fill(`Do you print on kraft paper? (${locale})`);
    await form.getByRole('button', { name: t.send }).click();

    await expect(form.getByRole('status')).toHaveText(t.ok);
    await expect(form.locator('textarea')).toHaveValue('');
    await expect
      .poll(async () => (await contactSubmissions(request)).find((s) => s.data.email === email)?.data)
      .toMatchObject({ name: 'Dana Demo', phoneNumber: '', message: `Do you print on kraft paper? (${locale})` });
  });
}

test('a reseller contact page has the form too; other content pages do not', async ({ page }) => {
  await page.goto(`${NORTHWIND}/pages/contact-us`);
  await expect(page.getByRole('region', { name: 'Send us a message' })).toBeVisible();
  await page.goto(`${US}/pages/about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Send us a message' })).toHaveCount(0);
});

test('an unknown content page goes to /404, which answers 404', async ({ page }) => {
  const response = await page.goto(`${US}/pages/no-such-page`);
  await expect(page).toHaveURL(`${US}/404`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, but we can't seem to find what you're looking for.")).toBeVisible();
});
