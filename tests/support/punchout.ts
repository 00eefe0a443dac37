import { localBuyers } from '../../scripts/env.mjs';
import { startLinkSignature } from '../../lib/domain/punchout/start-link';

/**
 * The emulator's JSON gateway's signed start, as its catalog links carry it:
 * the one way a test opens a punchout session without the browser. The
 * return URL names the emulator as the buyer's prefix does (`localhost`).
 */
export function signedPunchoutStart(emulatorPort: number, sid: string, productPath = '/products/custom-roll-labels', buyerId = 'emulator-json'): string {
  const buyer = localBuyers({ emulatorPort }).find((b) => b.id === buyerId)!;
  const returnUrl = `http://localhost:${emulatorPort}/gateway/return/${sid}`;
  const ts = Math.floor(Date.now() / 1000);
  const query = new URLSearchParams({ buyer: buyer.id, return_url: returnUrl, ts: String(ts), sig: startLinkSignature(buyer.json!.secret, buyer.id, ts, returnUrl), path: productPath });
  return `/api/punchout/start?${query}`;
}
