import { json, type Reply } from '../http.ts';

/**
 * How the stand-in answers a transfer, chosen per session by `?reply=` on the return URL, so one browser test
 * can drive each outcome the storefront must handle without touching the emulator's state.
 */
export const REPLY_MODES = ['normal', 'error', '500', 'no-redirect', 'offlist', 'slow'] as const;
export type ReplyMode = (typeof REPLY_MODES)[number];

export const REPLY_MODE_LABELS: Readonly<Record<ReplyMode, string>> = {
  normal: 'Accept the cart and open the requisition',
  error: 'Refuse it: 422 {"error":"Cost center is closed"}',
  '500': 'Fail: 500 with an HTML error page',
  'no-redirect': 'Accept it but send no redirect_url: 200 {}',
  offlist: 'Redirect off the return origin: https://evil.example/…',
  slow: 'Take the cart but answer after 12 s (past the store’s timeout); a resend under the same Idempotency-Key makes no second order',
};

/** How long the `slow` mode holds its first answer: longer than the storefront waits. */
export const SLOW_REPLY_MS = 12_000;

/** The refusal text the storefront must show, escaped, as the procurement system's own words. */
export const REFUSAL = 'Cost center is closed';
/** A host no buyer returns to, for the store's redirect_url check. */
export const OFFLIST_ORIGIN = 'https://evil.example';

/** null when the value names no mode; an absent or empty `reply` is the normal mode */
export function replyMode(raw: string | null): ReplyMode | null {
  if (raw === null || raw === '') return 'normal';
  return (REPLY_MODES as readonly string[]).includes(raw) ? (raw as ReplyMode) : null;
}

export const requisitionPath = (sid: string) => `/procurement/requisition/${encodeURIComponent(sid)}`;

export function modeReply(mode: ReplyMode, publicUrl: string, sid: string): Reply {
  switch (mode) {
    case 'normal':
    case 'slow':
      return json(200, { redirect_url: publicUrl + requisitionPath(sid) });
    case 'error':
      return json(422, { error: REFUSAL });
    case '500':
      // a crashed gateway answers its framework's error page, not JSON
      return { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<!doctype html><title>500 Internal Server Error</title><h1>Internal Server Error</h1>' };
    case 'no-redirect':
      return json(200, {});
    case 'offlist':
      return json(200, { redirect_url: OFFLIST_ORIGIN + requisitionPath(sid) });
  }
}
