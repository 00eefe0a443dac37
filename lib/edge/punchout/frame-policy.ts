import type { AppConfig } from '../../ground/config';
import { cookieFromHeader } from '../../ground/http/session-cookie';
import { PUNCHOUT_COOKIE } from '../../domain/punchout/cookie-name';
import { buyerById } from '../../domain/punchout/buyer-directory';
import { punchoutRouting } from '../../domain/punchout/routing';
import { decodePunchoutSession } from '../../domain/punchout/session';

/**
 * What a punchout page may do beyond any other page, for the session's
 * buyer only: be framed by the buyer's configured origins (many procurement
 * systems open the supplier in a frame), and post its cart form to the
 * origin of the session's return URL. Every other page, and every page
 * without a live session, keeps the store's policy: framed by itself only,
 * forms to itself only.
 */

export interface PunchoutPagePolicy {
  frameAncestors: readonly string[];
  formAction: readonly string[];
}

export function punchoutPagePolicy(target: string, cookieHeader: string | undefined, cfg: Pick<AppConfig, 'PUNCHOUT_SESSION_SECRET' | 'PUNCHOUT_BUYERS'>): PunchoutPagePolicy | null {
  const cookie = cookieFromHeader(cookieHeader ?? null, PUNCHOUT_COOKIE);
  if (!cookie) return null;
  const url = new URL(target, 'http://store.invalid');
  if (punchoutRouting(url.pathname, url.searchParams, true)?.kind !== 'page') return null;
  const session = decodePunchoutSession(cookie, cfg.PUNCHOUT_SESSION_SECRET);
  const buyer = session ? buyerById(session.buyer, cfg) : null;
  if (!session || !buyer) return null;
  return { frameAncestors: buyer.frameOrigins, formAction: URL.canParse(session.returnUrl) ? [new URL(session.returnUrl).origin] : [] };
}
