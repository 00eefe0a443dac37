import { randomBytes } from 'node:crypto';
import type { Outbox } from '../customers/outbox.ts';
import type { CustomerStore } from '../customers/store.ts';
import { EMAIL } from '../customers/validation.ts';
import { formBody, type Reply, type Req } from '../http.ts';
import { TEXTS } from './i18n.ts';
import { codePage, emailPage, errorPage } from './pages.ts';
import { MAX_CODE_ATTEMPTS, type CustomerAccountSessions } from './sessions.ts';

export interface LoginDeps {
  sessions: CustomerAccountSessions;
  customers: CustomerStore;
  outbox: Outbox;
}

/** The mail kind tests find the one-time code under in the outbox. */
export const CODE_MAIL_KIND = 'customer_account_code';

const redirect = (location: string): Reply => ({ status: 302, headers: { location, 'cache-control': 'no-store' }, body: '' });

async function loginOf(req: Req, deps: LoginDeps) {
  const form = await formBody(req);
  const id = form?.get('login');
  const login = typeof id === 'string' ? deps.sessions.login(id) : null;
  return { form, login };
}

/** POST …/login: the email; a code goes to the outbox and the code page asks for it. */
export async function submitEmail(req: Req, deps: LoginDeps): Promise<Reply> {
  const { form, login } = await loginOf(req, deps);
  if (!login) return errorPage(400, 'en', TEXTS.en.expired);
  const email = String(form?.get('email') ?? '').trim();
  const t = TEXTS[login.request.locale];
  if (!EMAIL.test(email) || email.length > 255) return emailPage(login.request.locale, login.id, t.badEmail, email);
  const code = deps.sessions.sendCode(login, email);
  deps.outbox.send(CODE_MAIL_KIND, email, t.mailSubject, t.mailBody(code));
  return codePage(login.request.locale, login.id, email);
}

/**
 * POST …/login/code: the right code signs the customer in (an email the shop does not know yet becomes a
 * customer, as on the platform) and sends the browser back to the client with its authorization code.
 */
export async function submitCode(req: Req, deps: LoginDeps): Promise<Reply> {
  const { form, login } = await loginOf(req, deps);
  if (!login || !login.email || !login.code) return errorPage(400, login?.request.locale ?? 'en', TEXTS[login?.request.locale ?? 'en'].expired);
  const locale = login.request.locale;
  const entered = String(form?.get('code') ?? '').replace(/\s/g, '');
  if (entered !== login.code) {
    login.attempts++;
    if (login.attempts >= MAX_CODE_ATTEMPTS) {
      deps.sessions.endLogin(login.id);
      return errorPage(429, locale, TEXTS[locale].tooManyAttempts);
    }
    return codePage(locale, login.id, login.email, TEXTS[locale].wrongCode(MAX_CODE_ATTEMPTS - login.attempts));
  }
  // Customers made here sign in by code only: their password is random and never told.
  const customer = deps.customers.byEmail(login.email) ?? deps.customers.create({ email: login.email, password: randomBytes(24).toString('hex') });
  const { redirectUri, state } = login.request;
  const code = deps.sessions.grant(login, customer.id);
  const back = new URL(redirectUri);
  back.searchParams.set('code', code);
  back.searchParams.set('state', state);
  return redirect(back.toString());
}

export { redirect };
