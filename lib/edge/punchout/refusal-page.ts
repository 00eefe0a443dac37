import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { escapeHtml } from '../../ground/html/escape';
import type { Locale } from '../../ground/tenant/types';

/**
 * The page a buyer sees when a procurement system's way in is refused (a
 * start link, an OCI start, a cXML StartPage): a plain page in the store's
 * language, naming no brand (a reseller's buyer must not see another's), that
 * says what to do next. No session cookie is set, so nothing of the store
 * behaves as punchout afterwards.
 */

export type PunchoutRefusal = 'unknownBuyer' | 'tenant' | 'returnUrl' | 'unsigned' | 'credentials' | 'expired' | 'rateLimited';

const STATUS: Record<PunchoutRefusal, number> = {
  unknownBuyer: 403,
  tenant: 403,
  returnUrl: 403,
  unsigned: 403,
  credentials: 403,
  expired: 410,
  rateLimited: 429,
};

const MESSAGES = { en, fr } as const;

export function punchoutRefusalPage(reason: PunchoutRefusal, locale: Locale): Response {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Punchout.refused' });
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('title'))}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa;display:grid;place-items:center;min-height:100vh}
main{max-width:34rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e4e7eb;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.35rem;margin:0 0 .75rem}p{margin:0 0 1.25rem}a{color:#1d4ed8}
</style></head>
<body><main role="alert" data-punchout-refused="${reason}"><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t(reason))}</p><a href="/">${escapeHtml(t('back'))}</a></main></body></html>`;
  return new Response(html, {
    status: STATUS[reason],
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
