import { badRequest, json, jsonBody, noContent, notFound, type Handler, type Reply } from '../http.ts';
import type { Router } from '../router.ts';
import { catalogGroups } from '../procurement/catalogGroups.ts';
import { checkOrder } from '../procurement/order.ts';
import { ProcurementOrders } from '../procurement/orders.ts';
import { problemPage } from '../procurement/page.ts';
import { modeReply, REPLY_MODES, replyMode, SLOW_REPLY_MS } from '../procurement/replyModes.ts';
import { requisitionPage } from '../procurement/requisitionPage.ts';
import { newSessionId, returnUrl, SID, storeOrigin } from '../procurement/session.ts';
import { startPage } from '../procurement/startPage.ts';
import { parseBuyers } from '../procurement/buyers.ts';
import type { Catalog } from '../store/catalog.ts';

export interface ProcurementDeps {
  catalog: Catalog;
  /** the emulator's public base, known only once it listens */
  publicUrl: () => string;
  orders?: ProcurementOrders;
}

/** A cart is a few kilobytes; a megabyte is a storefront gone wrong, answered before parsing it. */
export const MAX_ORDER_BYTES = 1024 * 1024;

const unknownMode = (raw: string | null) => `unknown reply mode "${raw}" (one of: ${REPLY_MODES.join(', ')})`;

/** GET /procurement?store=&reply=: the buyer's catalog, a fresh session per view. */
function startHandler({ catalog, publicUrl }: ProcurementDeps): Handler {
  return (req) => {
    const store = storeOrigin(req.query.get('store'));
    if (!store) return problemPage(400, 'Not a storefront origin', 'store must be an http(s) origin such as http://localhost:3000, without a path.');
    const mode = replyMode(req.query.get('reply'));
    if (!mode) return problemPage(400, 'Unknown reply mode', unknownMode(req.query.get('reply')));
    const sid = newSessionId();
    return startPage({ store, sid, mode, returnUrl: returnUrl(publicUrl(), sid, mode), groups: catalogGroups(catalog), buyers: parseBuyers(process.env.PUNCHOUT_BUYERS) });
  };
}

/** Orders by Idempotency-Key: a resend of the same order (a retry after a timeout) makes no second one. */
const MAX_KEYS = 1000;

/** POST /gateway/return/:sid[?reply=]: the storefront's server hands the cart back. */
function returnHandler(orders: ProcurementOrders, publicUrl: () => string): Handler {
  const byKey = new Map<string, Reply>();
  return async (req) => {
    const sid = req.params.sid ?? '';
    if (!SID.test(sid)) return notFound('No such punchout session');
    const mode = replyMode(req.query.get('reply'));
    if (!mode) return badRequest(unknownMode(req.query.get('reply')));
    if (!/^application\/json\s*(?:;|$)/i.test(String(req.headers['content-type'] ?? ''))) {
      return json(415, { error: 'send the order as application/json' });
    }
    if (req.body.length > MAX_ORDER_BYTES) return json(413, { error: `the order must be at most ${MAX_ORDER_BYTES} bytes` });
    const body = jsonBody(req);
    if (body === undefined) return badRequest('body is not valid JSON');
    const checked = checkOrder(body);
    if (!checked.ok) return badRequest(checked.error);
    const rawKey = req.headers['idempotency-key'];
    const key = typeof rawKey === 'string' && rawKey ? `${sid}:${rawKey}` : null;
    const seen = key ? byKey.get(key) : undefined;
    if (seen) return seen;
    // kept whatever the mode: a test can see the cart arrived even when the system then refuses it
    orders.add(sid, checked.order, mode);
    const reply = modeReply(mode, publicUrl(), sid);
    if (key) {
      byKey.set(key, reply);
      if (byKey.size > MAX_KEYS) byKey.delete(byKey.keys().next().value!);
    }
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_REPLY_MS));
    return reply;
  };
}

/** GET /procurement/requisition/:sid: where a normal transfer sends the buyer. */
function requisitionHandler(orders: ProcurementOrders): Handler {
  return (req) => {
    const sid = req.params.sid ?? '';
    const latest = SID.test(sid) ? orders.latest(sid) : null;
    if (!latest) return problemPage(404, 'No requisition', 'No cart has arrived for this punchout session.');
    return requisitionPage(latest, orders.list(sid).length);
  };
}

/** The procurement system a punchout buyer comes from (start page, cart return, requisition) and its test hooks. */
export function addProcurementRoutes(router: Router, deps: ProcurementDeps): ProcurementOrders {
  const orders = deps.orders ?? new ProcurementOrders();
  router
    .add('GET', '/procurement', startHandler(deps))
    .add('GET', '/procurement/requisition/:sid', requisitionHandler(orders))
    .add('POST', '/gateway/return/:sid', returnHandler(orders, deps.publicUrl))
    .add('GET', '/__emulator/procurement/orders', (req) => json(200, { orders: orders.list(req.query.get('sid') || undefined) }))
    .add('DELETE', '/__emulator/procurement/orders', () => {
      orders.clear();
      return noContent();
    });
  return orders;
}
