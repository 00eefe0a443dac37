/**
 * The Content-Security-Policy for HTML documents. Built at request time from
 * config (image hosts differ between the emulator and a real store), which is
 * why the middleware sets it rather than next.config.ts.
 *
 * Next's streamed RSC payload uses inline scripts; nonces would make every page
 * dynamic and defeat the per-tenant page cache, so inline scripts are allowed
 * while every source stays locked to our origin and the configured image hosts.
 */
export function contentSecurityPolicy(imageHosts: string): string {
  const images = imageHosts
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((h) => [`http://${h}`, `https://${h}`])
    .join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
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
