import { config } from '../../ground/config';
import { log } from '../../ground/log';
import { assertSafeSecrets } from '../../ground/published-secrets';
import { staleApiVersion } from '../../services/shopify/api-version';
import { configuredBuyers } from '../../domain/punchout/buyer-directory';

/**
 * Checks run once when the server starts (instrumentation.ts `register()`,
 * Node runtime only): a malformed setting (PUNCHOUT_BUYERS' file included), or a secret published in this
 * repository where it must not be (lib/ground/published-secrets.ts),
 * stops the process with a message naming the variable, before it serves a
 * single request. Next does not stop on a failing `register()` by itself in
 * every setup (a custom server may carry on), so this exits explicitly.
 * Under `next dev` (NODE_ENV=development) it only warns: a developer's
 * machine is not a deployment.
 */
export function refuseUnsafeStart(exit: (code: number) => never = process.exit): void {
  try {
    assertSafeSecrets(config());
    // PUNCHOUT_BUYERS may name a file: read and checked now, not at a buyer's first request.
    configuredBuyers();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (process.env.NODE_ENV !== 'production') {
      console.warn(`${message} (next dev carries on; a production server stops here)`);
      return;
    }
    console.error(`Refusing to start. ${message}`);
    exit(1);
  }
}

/** One warning line at start when the configured Storefront API version is near the end of its support. */
export function warnOfStaleApiVersion(now: Date = new Date()): void {
  const stale = staleApiVersion(config().SHOPIFY_API_VERSION, now);
  if (stale) log.warn('storefront.api_version.stale', { ...stale, setting: 'SHOPIFY_API_VERSION' });
}
