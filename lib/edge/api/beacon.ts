/**
 * Fire-and-forget events (analytics), apart from the client
 * (lib/edge/api/client.ts): the home page's page-view beacon ships just this.
 */
import type { BodyIn, Contract } from './contract';
import type { analyticsContract } from './contracts/analytics';
import { endpoint, type Endpoint } from './endpoint';

/** Page and identify events, sent as beacons (listed with the others in lib/edge/api/endpoints/index.ts). */
export const ANALYTICS = endpoint<typeof analyticsContract>('POST', '/api/analytics');

/** A fire-and-forget JSON post that outlives the page (sendBeacon, else a keepalive fetch). */
export function beaconApi<C extends Contract>(target: Endpoint<C>, body: BodyIn<C>): void {
  const path = target.path();
  const text = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(path, new Blob([text], { type: 'application/json' }))) return;
  } catch {
    // No sendBeacon: fall back to fetch.
  }
  fetch(path, { method: 'POST', body: text, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}
