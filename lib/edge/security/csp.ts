/**
 * The Content-Security-Policy of HTML documents: everything but the inline
 * script hashes is fixed by config (image hosts differ between the emulator
 * and a real store), so it is built once and each document adds the hashes
 * of its own inline scripts (lib/edge/front-door/inline-scripts.ts): no
 * 'unsafe-inline' for scripts, every source locked to our origin and the
 * configured image hosts.
 */
export function contentSecurityPolicy(
  imageHosts: string,
  recaptchaScriptUrl?: string,
  designer: { script: string; images: readonly string[] } = { script: '', images: [] },
): (scriptHashes: readonly string[], extra?: { frameAncestors?: readonly string[]; formAction?: readonly string[] }) => string {
  const recaptcha = recaptchaSources(recaptchaScriptUrl);
  // The design editor: its IFrame API script runs in our page and its editor in a frame; a design's proofs show as images wherever artwork may live.
  const editor = designer.script;
  const artwork = designer.images.join(' ');
  const images = imageHosts
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((h) => [`http://${h}`, `https://${h}`])
    .join(' ');
  const head = [
    directive('frame-src', "'self'", recaptcha, editor),
    "style-src 'self' 'unsafe-inline'",
    directive('img-src', "'self' data: blob:", images, artwork),
    "font-src 'self' data:",
    // A saved project's proof is downloaded by reading it (a cross-origin link cannot name the file): only where artwork may live.
    directive('connect-src', "'self'", artwork),
  ].join('; ');
  // A punchout page adds its buyer's framing origins and return origin (lib/edge/punchout/frame-policy.ts).
  const tail = (extra: { frameAncestors?: readonly string[]; formAction?: readonly string[] } = {}) =>
    [
      ["frame-ancestors 'self'", ...(extra.frameAncestors ?? [])].join(' '),
      "base-uri 'self'",
      ["form-action 'self'", ...(extra.formAction ?? [])].join(' '),
      "object-src 'none'",
    ].join('; ');
  return (scriptHashes, extra) => ["default-src 'self'", directive('script-src', "'self'", ...scriptHashes, recaptcha, editor), head, tail(extra)].join('; ');
}

/**
 * One directive with each source once: config names the same origin in more
 * than one place (the image hosts and where artwork lives are one server on
 * the emulator), and the policy travels in the headers of every page.
 */
function directive(name: string, ...sources: string[]): string {
  return [name, ...new Set(sources.flatMap((part) => part.split(/\s+/)).filter(Boolean))].join(' ');
}

/**
 * reCAPTCHA's script (Google's, or the emulator's stand-in) and what it pulls
 * in: Google serves the real code from gstatic and renders its frame from google.com.
 */
function recaptchaSources(scriptUrl: string | undefined): string {
  if (!scriptUrl) return '';
  const origin = new URL(scriptUrl).origin;
  return /(^|\.)(google\.com|recaptcha\.net)$/.test(new URL(scriptUrl).hostname) ? `${origin} https://www.gstatic.com` : origin;
}
