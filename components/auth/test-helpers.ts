/** Shared by the auth form tests: fetch answers (jsdom has no Response) and the page URL / Referer. */
export type Answer = { status: number; body?: unknown };

export function answer({ status, body }: Answer) {
  return { ok: status >= 200 && status < 300, status, json: async () => body ?? null };
}

/** Puts the page at `path` (e.g. "/login?redirectUrl=%2Faccount") with `referrer`. */
export function visit(path: string, referrer = ''): void {
  window.history.replaceState({}, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}
