import 'server-only';
import { randomBytes } from 'node:crypto';
import { sameSecret } from '../../ground/http/same-secret';
import { sharedStore } from '../../ground/kv/shared';
import type { KeyValueStore } from '../../ground/kv/store';
import { cxmlBuyerFrom, type Buyer, type CxmlBuyer, type CxmlCredential } from '../../ground/punchout/buyers';
import type { CxmlCredentials, SetupRequestIn } from '../../services/procurement/cxml-read';
import { openSession } from './open-session';
import type { QuotedLine, QuotedLines } from './quoted-line';
import { encodePunchoutSession, PUNCHOUT_SESSION_TTL_MS } from './session';

/**
 * The server-to-server half of a cXML punchout: who is asking (From, To and
 * the Sender's SharedSecret), and, for a PunchOutSetupRequest, the one-time
 * StartPage that opens the buyer's session in its browser. The StartPage
 * carries nothing but a random token: the session it stands for waits on
 * our side for five minutes and is taken by the first browser to open it.
 */

export const START_PAGE_TTL_MS = 5 * 60 * 1000;
/** A BuyerCookie is the buyer's system's session id; anything longer is not one. */
const MAX_BUYER_COOKIE = 512;
export const START_PAGE_PATH = '/api/punchout/cxml/start/';

export type CxmlAuth = { ok: true; buyer: CxmlBuyer } | { ok: false; status: 401 | 403; text: string };

/** Who a request says it is (its From credentials), as the failed-credential limit counts it. */
export const claimedIdentity = (credentials: CxmlCredentials): string =>
  credentials.from.map((c) => `${c.domain}:${c.identity}`).join(',').slice(0, 200);

const names = (list: readonly CxmlCredential[], wanted: CxmlCredential) =>
  list.some((c) => c.domain.toLowerCase() === wanted.domain.toLowerCase() && c.identity === wanted.identity);

/** The configured buyer a request's credentials prove, on this store's tenant. */
export function authenticateCxml(buyers: readonly Buyer[], credentials: CxmlCredentials, tenantKey: string): CxmlAuth {
  const buyer = cxmlBuyerFrom(buyers, credentials.from);
  const unauthorized: CxmlAuth = { ok: false, status: 401, text: 'Unauthorized' };
  if (!buyer) return unauthorized;
  if (!sameSecret(credentials.sender.sharedSecret, buyer.cxml.sharedSecret)) return unauthorized;
  if (buyer.cxml.sender && !names(credentials.sender.credentials, buyer.cxml.sender)) return unauthorized;
  if (!names(credentials.to, buyer.cxml.to)) return unauthorized;
  if (buyer.tenant !== tenantKey) return { ok: false, status: 403, text: 'Forbidden: this buyer is set up for another of our stores' };
  return { ok: true, buyer };
}

export type SetupOutcome = { ok: true; startUrl: string } | { ok: false; status: 400; text: string };

export interface SetupDeps {
  origin: string;
  secret: string;
  quotes: QuotedLines;
  starts?: KeyValueStore;
  carts?: KeyValueStore;
}

export async function punchOutSetup(buyer: CxmlBuyer, tenantKey: string, setup: SetupRequestIn, deps: SetupDeps): Promise<SetupOutcome> {
  const { origin, secret, quotes, starts = sharedStore('punchout-start'), carts = sharedStore('punchout-edit-cart') } = deps;
  if (setup.buyerCookie.length > MAX_BUYER_COOKIE) return { ok: false, status: 400, text: `BuyerCookie must be at most ${MAX_BUYER_COOKIE} characters` };
  const opened = openSession(buyer, 'cxml', tenantKey, setup.browserFormPostUrl, { buyerCookie: setup.buyerCookie, operation: setup.operation });
  if (!opened.ok) return { ok: false, status: 400, text: 'BrowserFormPost URL is not one set up for this buyer' };
  if (setup.operation === 'edit') {
    // The cart being edited comes back with the next message: only lines we quoted to this buyer, as we quoted them.
    const carried: string[] = [];
    for (const item of setup.items) {
      const quote = await quotes.read(item.auxiliaryId);
      if (!quote || quote.buyer !== buyer.id || quote.tenant !== tenantKey) {
        return { ok: false, status: 400, text: `${item.supplierPartId} is not an item we quoted to you; remove it or punch out again to add it` };
      }
      carried.push(item.auxiliaryId!);
    }
    if (carried.length) await carts.set(opened.session.sid, JSON.stringify(carried), PUNCHOUT_SESSION_TTL_MS);
  }
  const token = randomBytes(24).toString('base64url');
  await starts.set(token, encodePunchoutSession(opened.session, secret), START_PAGE_TTL_MS);
  return { ok: true, startUrl: `${origin}${START_PAGE_PATH}${token}` };
}

/** The session a StartPage token stands for, once: a second opening, or one after five minutes, finds nothing. */
export function takeStartPage(token: string, starts: KeyValueStore = sharedStore('punchout-start')): Promise<string | null> {
  return /^[A-Za-z0-9_-]{32}$/.test(token) ? starts.take(token) : Promise.resolve(null);
}

/** The lines a cXML edit session was opened with, as we quoted them (none for any other session). */
export async function carriedLines(
  sid: string,
  quotes: QuotedLines,
  carts: KeyValueStore = sharedStore('punchout-edit-cart'),
): Promise<{ reference: string; quote: QuotedLine }[]> {
  const raw = await carts.get(sid);
  let references: unknown;
  try {
    references = raw === null ? [] : JSON.parse(raw);
  } catch {
    references = [];
  }
  if (!Array.isArray(references)) return [];
  const lines = await Promise.all(references.map(async (reference) => ({ reference: String(reference), quote: await quotes.read(String(reference)) })));
  return lines.flatMap((line) => (line.quote ? [{ reference: line.reference, quote: line.quote }] : []));
}
