import type { AppConfig } from '../../ground/config';
import { encodePunchoutSession, punchoutCookie, type PunchoutSession } from '../../domain/punchout/session';

/** 303 to the page the buyer lands on, with the session's signed cookie: how every way in ends. */
export function sessionStartResponse(session: PunchoutSession, landing: string, cfg: AppConfig): Response {
  const headers = new Headers({ Location: landing, 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', punchoutCookie(encodePunchoutSession(session, cfg.PUNCHOUT_SESSION_SECRET), cfg));
  return new Response(null, { status: 303, headers });
}
