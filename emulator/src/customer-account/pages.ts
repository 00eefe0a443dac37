import { esc, htmlDocument, pageHeaders } from '../html/document.ts';
import type { Reply } from '../http.ts';
import { TEXTS, type Locale } from './i18n.ts';
import { SHOP_ID } from './shop.ts';

/** The platform's hosted sign-in pages: the shop's name on a plain card, no script. */
const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f4f5;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#18181b}
main{width:100%;max-width:420px;margin:24px;padding:32px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.shop{margin:0 0 24px;font-weight:700;font-size:20px;letter-spacing:.02em}
h1{margin:0 0 8px;font-size:24px}
p{margin:0 0 16px;color:#3f3f46}
label{display:block;margin:0 0 6px;font-weight:600;font-size:14px}
input{width:100%;padding:12px;border:1px solid #a1a1aa;border-radius:8px;font:inherit}
input:focus{outline:2px solid #1d4ed8;outline-offset:1px}
button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.error{padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b}
a{color:#1d4ed8}
`;

function page(status: number, locale: Locale, title: string, body: string, formTargets: readonly string[] = []): Reply {
  const html = htmlDocument({ lang: locale, title: `${title} – PrintCo`, css: CSS, body: `<p class="shop">PrintCo</p>\n${body}` });
  return { status, headers: pageHeaders([], formTargets), body: html };
}

const errorLine = (message: string | null) => (message ? `<p class="error" role="alert">${esc(message)}</p>\n` : '');

export function emailPage(locale: Locale, loginId: string, error: string | null = null, email = ''): Reply {
  const t = TEXTS[locale];
  return page(error ? 422 : 200, locale, t.signIn, `<h1>${esc(t.signIn)}</h1>
<p>${esc(t.intro)}</p>
${errorLine(error)}<form method="post" action="/authentication/${SHOP_ID}/login">
<input type="hidden" name="login" value="${esc(loginId)}">
<label for="email">${esc(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(email)}">
<button type="submit">${esc(t.continue)}</button>
</form>`);
}

/**
 * The code form, whose right answer sends the browser back to the client. Browsers hold every redirect
 * after a form post to form-action, and the client may pass the browser on to any of its hosts, so this
 * page lets the form lead anywhere.
 */
export function codePage(locale: Locale, loginId: string, email: string, error: string | null = null): Reply {
  const t = TEXTS[locale];
  return page(error ? 422 : 200, locale, t.codeTitle, `<h1>${esc(t.codeTitle)}</h1>
<p>${esc(t.codeSent(email))}</p>
${errorLine(error)}<form method="post" action="/authentication/${SHOP_ID}/login/code">
<input type="hidden" name="login" value="${esc(loginId)}">
<label for="code">${esc(t.code)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
<button type="submit">${esc(t.submit)}</button>
</form>`, ['*']);
}

/** A request that cannot go back to the client: bad client, unregistered address, a finished sign-in. */
export function errorPage(status: number, locale: Locale, message: string, detail: string | null = null): Reply {
  const t = TEXTS[locale];
  return page(status, locale, t.errorTitle, `<h1>${esc(t.errorTitle)}</h1>
<p class="error" role="alert">${esc(message)}</p>
${detail ? `<p><code>${esc(detail)}</code></p>` : ''}`);
}

export function signedOutPage(locale: Locale): Reply {
  const t = TEXTS[locale];
  return page(200, locale, t.signedOut, `<h1>${esc(t.signedOut)}</h1>`);
}
