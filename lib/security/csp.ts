/**
 * The Content-Security-Policy for HTML documents, built at serve time from
 * config (image hosts differ between the emulator and a real store) and the
 * hashes of the document's own inline scripts (lib/front-door/inline-scripts.ts):
 * no 'unsafe-inline' for scripts, every source locked to our origin and the
 * configured image hosts.
 */
export function contentSecurityPolicy(imageHosts: string, recaptchaScriptUrl?: string, scriptHashes: readonly string[] = []): string {
  const recaptcha = recaptchaSources(recaptchaScriptUrl);
  const images = imageHosts
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((h) => [`http://${h}`, `https://${h}`])
    .join(' ');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, recaptcha].filter(Boolean).join(' '),
    `frame-src 'self' ${recaptcha}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
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
