import { esc } from '../checkout/html.ts';
import type { Reply } from '../http.ts';
import type { CatalogGroup } from './catalogGroups.ts';
import { procurementPage } from './page.ts';
import { REPLY_MODE_LABELS, REPLY_MODES, type ReplyMode } from './replyModes.ts';
import { signStart, storeFor, tenantOfHost, type Buyer } from './buyers.ts';
import { punchoutLink } from './session.ts';

export interface StartPageInput {
  store: string;
  sid: string;
  mode: ReplyMode;
  returnUrl: string;
  groups: CatalogGroup[];
  buyers: Buyer[];
}

const PROTOCOLS: { protocol: Buyer['protocol']; title: string; note: string }[] = [
  { protocol: 'cxml', title: 'cXML', note: 'SAP Ariba, Coupa, Jaggaer, Oracle: a PunchOutSetupRequest from this system’s server, the cart back as a PunchOutOrderMessage, approval as an OrderRequest.' },
  { protocol: 'oci', title: 'OCI', note: 'SAP SRM / MM: the store opens in this system’s catalog frame with a HOOK_URL; the cart comes back as NEW_ITEM fields.' },
  { protocol: 'json', title: 'JSON gateway', note: 'TradeCentric-style: signed catalog links (below); the store’s server posts the cart to the gateway.' },
];

/** How each configured buyer punches out, with its own store host. */
function waysIn(store: string, buyers: Buyer[]): string {
  const sections = PROTOCOLS.map(({ protocol, title, note }) => {
    const items = buyers.filter((b) => b.protocol === protocol).map((b) => {
      const host = storeFor(b.tenant, store);
      const where = `<code>${esc(host)}</code>`;
      if (protocol === 'cxml') {
        return `<li data-buyer="${esc(b.id)}">${esc(b.name)} on ${where}
<form method="post" action="/procurement/cxml/setup"><input type="hidden" name="buyer" value="${esc(b.id)}"><input type="hidden" name="store" value="${esc(store)}">
<select name="operation" aria-label="Operation"><option value="create">create</option><option value="inspect">inspect</option></select>
<button data-punchout="cxml">Punch out</button></form></li>`;
      }
      if (protocol === 'oci') {
        const href = (auth: string, window: string) => `/procurement/oci/session?${new URLSearchParams({ buyer: b.id, store, auth, window })}`;
        return `<li data-buyer="${esc(b.id)}">${esc(b.name)} on ${where}: <a href="${esc(href('link', 'frame'))}" data-punchout="oci-link">Punch out in the catalog frame (signed link)</a> · <a href="${esc(href('password', 'top'))}" data-punchout="oci-password">Punch out in this window (user and password)</a></li>`;
      }
      return `<li data-buyer="${esc(b.id)}">${esc(b.name)} on ${where}: open a product below</li>`;
    });
    return `<section data-protocol="${protocol}">
<h2>${esc(title)}</h2>
<p class="note">${esc(note)}</p>
<ul>
${items.join('\n') || '<li>No buyer configured.</li>'}
</ul>
</section>`;
  });
  return `<h2>Ways in</h2>
${sections.join('\n')}`;
}

function modeNav(store: string, current: ReplyMode): string {
  const items = REPLY_MODES.map((mode) => {
    const query = new URLSearchParams({ store });
    if (mode !== 'normal') query.set('reply', mode);
    return `<li><a href="/procurement?${esc(query.toString())}" data-reply="${esc(mode)}" aria-current="${mode === current}" title="${esc(REPLY_MODE_LABELS[mode])}">${esc(mode)}</a></li>`;
  });
  return `<nav aria-label="Reply mode"><ul>\n${items.join('\n')}\n</ul></nav>\n<p class="note">${esc(REPLY_MODE_LABELS[current])}.</p>`;
}

function group(g: CatalogGroup, store: string, returnTo: string, signer?: { buyer: string; ts: string; sig: string }): string {
  const items = g.products.map((p) =>
    `<li><a href="${esc(punchoutLink(store, p.handle, returnTo, signer))}" data-handle="${esc(p.handle)}">${esc(p.title)}</a> <code>${esc(p.handle)}</code></li>`);
  return `<section>\n<h2>${esc(g.name)}</h2>\n<p class="note">${esc(g.note)}</p>\n<ul class="products">\n${items.join('\n')}\n</ul>\n</section>`;
}

/** The buyer's catalog: one punchout session per view, every product link carrying its return URL. */
export function startPage(input: StartPageInput): Reply {
  const { store, sid, mode, returnUrl, groups, buyers } = input;
  // The gateway of the store's own tenant signs this page's catalog links; without one they go unsigned, and the store refuses them.
  const gateway = buyers.find((b) => b.protocol === 'json' && b.json && b.tenant === tenantOfHost(new URL(store).host));
  const signer = gateway ? { buyer: gateway.id, ...signStart(gateway.json!.secret, gateway.id, returnUrl) } : undefined;
  const stores = [...new Set(buyers.map((b) => storeFor(b.tenant, store)))];
  const body = `<h1>Procurement system (emulator)</h1>
<p class="meta">Session <code data-sid>${esc(sid)}</code>. Products open on <code>${esc(store)}</code>; the cart comes back to <code data-return-url>${esc(returnUrl)}</code>.</p>
<form method="get" action="/procurement">
<label>Storefront origin <input name="store" value="${esc(store)}" required></label>
<input type="hidden" name="reply" value="${esc(mode === 'normal' ? '' : mode)}">
<button>Open a new session</button>
</form>
${waysIn(store, buyers)}
<h2>JSON gateway catalog</h2>
${modeNav(store, mode)}
${groups.map((g) => group(g, store, returnUrl, signer)).join('\n')}`;
  // A cXML punchout form ends at the store's StartPage: the policy names every store host a buyer uses.
  return procurementPage(200, 'Procurement system (emulator)', body, { formTargets: stores });
}
