import { expect, type Page } from '@playwright/test';
import { EMULATOR } from '../e2e/hosts';

/** The platform's hosted sign-in page (the emulator's stand-in), in the shopper's language. */
const LABELS = {
  en: { email: 'Email', continue: 'Continue', code: '6-digit code', submit: 'Submit' },
  fr: { email: 'Adresse e-mail', continue: 'Continuer', code: 'Code à 6 chiffres', submit: 'Valider' },
} as const;

/** The latest one-time code the platform mailed to `email` (the emulator's outbox), waiting for it to arrive. */
export async function mailedCode(page: Page, email: string, after: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await page.request.get(`${EMULATOR}/__emulator/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { kind: string; body: string }[] };
      const mails = messages.filter((m) => m.kind === 'customer_account_code');
      if (mails.length <= after) return null;
      code = /\b(\d{6})\b/.exec(mails[mails.length - 1]!.body)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

async function mailCount(page: Page, email: string): Promise<number> {
  const res = await page.request.get(`${EMULATOR}/__emulator/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { kind: string }[] };
  return messages.filter((m) => m.kind === 'customer_account_code').length;
}

/**
 * Signs in on the platform's page the browser is on: the email, then the
 * code from the outbox. The browser then returns to the store.
 */
export async function signInOnPlatform(page: Page, email: string, locale: 'en' | 'fr' = 'en'): Promise<void> {
  const t = LABELS[locale];
  await expect(page).toHaveURL(/\/authentication\/\d+\/oauth\/authorize/);
  const before = await mailCount(page, email);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.continue }).click();
  const code = await mailedCode(page, email, before);
  await page.getByLabel(t.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: t.submit }).click();
}

/** From any store page: /login, the platform's sign-in, and back on `origin` with the toast. */
export async function signIn(page: Page, origin: string, email: string, locale: 'en' | 'fr' = 'en', redirectUrl?: string): Promise<void> {
  await page.goto(`${origin}/login${redirectUrl ? `?redirectUrl=${encodeURIComponent(redirectUrl)}` : ''}`);
  await signInOnPlatform(page, email, locale);
  await expect(page).toHaveURL(new RegExp(`^${origin.replace(/\./g, '\\.')}/`));
  await expect(page.getByText(locale === 'fr' ? 'Connexion réussie' : 'Logged in successfully')).toBeVisible();
}
