import type { Buyer, BuyerProtocol } from '../../ground/punchout/buyers';
import { checkReturnUrl } from '../../ground/punchout/return-prefix';
import { newPunchoutSession, type PunchoutSession } from './session';

/**
 * The one way a punchout session opens, whatever the protocol: a configured
 * buyer of the expected protocol, on its own tenant's host, returning under
 * one of its exact prefixes. The protocol's own proof (a signed link, a
 * password, a cXML SharedSecret) is checked by its route before this.
 */

export type OpenRefusal = 'unknownBuyer' | 'tenant' | 'returnUrl';

export type OpenOutcome = { ok: true; session: PunchoutSession } | { ok: false; reason: OpenRefusal };

export function openSession(
  buyer: Buyer | null,
  protocol: BuyerProtocol,
  tenantKey: string,
  returnUrl: string,
  extra: Pick<PunchoutSession, 'buyerCookie' | 'operation' | 'target' | 'okCode'> = {},
  now: number = Date.now(),
): OpenOutcome {
  if (!buyer || buyer.protocol !== protocol) return { ok: false, reason: 'unknownBuyer' };
  if (buyer.tenant !== tenantKey) return { ok: false, reason: 'tenant' };
  const checked = checkReturnUrl(returnUrl, buyer.prefixes);
  if (!checked.ok) return { ok: false, reason: 'returnUrl' };
  return { ok: true, session: newPunchoutSession({ buyer: buyer.id, returnUrl: checked.url.href, ...extra }, now) };
}
