/**
 * Next calls `register()` once when a server instance starts (not during
 * `next build`). In the Node runtime it refuses to run with unsafe settings
 * and warns of a Storefront API version near the end of its support: see
 * lib/edge/security/startup.ts. The Edge runtime (middleware) has nothing to
 * check and no process to stop.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseUnsafeStart, warnOfStaleApiVersion } = await import('./lib/edge/security/startup');
  refuseUnsafeStart();
  warnOfStaleApiVersion();
}
