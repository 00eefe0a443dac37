import { esc } from '../checkout/html.ts';
import type { Reply } from '../http.ts';
import type { CatalogGroup } from './catalogGroups.ts';
import { procurementPage } from './page.ts';
import { REPLY_MODE_LABELS, REPLY_MODES, type ReplyMode } from './replyModes.ts';
import { punchoutLink } from './session.ts';

export interface StartPageInput {
  store: string;
  sid: string;
  mode: ReplyMode;
  returnUrl: string;
  groups: CatalogGroup[];
}

function modeNav(store: string, current: ReplyMode): string {
  const items = REPLY_MODES.map((mode) => {
    const query = new URLSearchParams({ store });
    if (mode !== 'normal') query.set('reply', mode);
    return `<li><a href="/procurement?${esc(query.toString())}" data-reply="${esc(mode)}" aria-current="${mode === current}" title="${esc(REPLY_MODE_LABELS[mode])}">${esc(mode)}</a></li>`;
  });
  return `<nav aria-label="Reply mode"><ul>\n${items.join('\n')}\n</ul></nav>\n<p class="note">${esc(REPLY_MODE_LABELS[current])}.</p>`;
}

function group(g: CatalogGroup, store: string, returnTo: string): string {
  const items = g.products.map((p) =>
    `<li><a href="${esc(punchoutLink(store, p.handle, returnTo))}" data-handle="${esc(p.handle)}">${esc(p.title)}</a> <code>${esc(p.handle)}</code></li>`);
  return `<section>\n<h2>${esc(g.name)}</h2>\n<p class="note">${esc(g.note)}</p>\n<ul class="products">\n${items.join('\n')}\n</ul>\n</section>`;
}

/** The buyer's catalog: one punchout session per view, every product link carrying its return URL. */
export function startPage(input: StartPageInput): Reply {
  const { store, sid, mode, returnUrl, groups } = input;
  const body = `<h1>Procurement system (emulator)</h1>
<p class="meta">Session <code data-sid>${esc(sid)}</code>. Products open on <code>${esc(store)}</code>; the cart comes back to <code data-return-url>${esc(returnUrl)}</code>.</p>
<form method="get" action="/procurement">
<label>Storefront origin <input name="store" value="${esc(store)}" required></label>
<input type="hidden" name="reply" value="${esc(mode === 'normal' ? '' : mode)}">
<button>Open a new session</button>
</form>
${modeNav(store, mode)}
${groups.map((g) => group(g, store, returnUrl)).join('\n')}`;
  return procurementPage(200, 'Procurement system (emulator)', body);
}
