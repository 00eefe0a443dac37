import { esc } from '../checkout/html.ts';
import type { Reply } from '../http.ts';
import { procurementPage } from './page.ts';
import type { Requisition } from './requisitions.ts';

function row(line: Requisition['lines'][number], index: number): string {
  const links = Object.entries(line.links)
    .map(([name, href]) => `<a href="${esc(href)}" data-link="${esc(name)}" rel="noopener">${esc(name)}</a>`)
    .join(' · ');
  const per = line.priceUnit === 1 ? '' : ` <span class="note">per ${esc(line.priceUnit)}</span>`;
  return `<tr data-line="${index + 1}" data-part="${esc(line.part)}" data-reference="${esc(line.reference)}">
<td><div class="title">${esc(line.description)}</div><div class="variant">${esc(line.part)}</div>${links ? `<div class="note">${links}</div>` : ''}</td>
<td class="num" data-quantity>${esc(line.quantity)}</td>
<td class="num"><span data-unit-price>${esc(line.price)}</span>${per}</td>
<td class="num" data-line-total>${esc(line.lineTotal)}</td>
</tr>`;
}

function orderPart(r: Requisition): string {
  if (r.protocol !== 'cxml') return '';
  const answers = r.answers
    .map((a) => `<li data-order-answer data-order-status="${esc(a.code)}"><code>${esc(a.orderId)}</code>: ${esc(a.code)} ${esc(a.text)}${a.detail ? ` – ${esc(a.detail)}` : ''}</li>`)
    .join('\n');
  const button = r.answers.length ? 'Send the same purchase order again' : 'Approve and send the purchase order';
  return `<h2>Purchase order</h2>
${answers ? `<ul>\n${answers}\n</ul>` : '<p class="note">Not approved yet.</p>'}
<form method="post" action="/procurement/cxml/approve/${esc(r.sid)}"><button>${esc(button)}</button></form>`;
}

/** A cXML or OCI requisition: the lines as the store sent them, priced as sent, and for cXML its approval. */
export function requisitionView(r: Requisition): Reply {
  const how = r.protocol === 'cxml' ? 'a cXML PunchOutOrderMessage' : 'OCI NEW_ITEM fields';
  const body = `<h1>Requisition</h1>
<p class="meta">Buyer <code>${esc(r.buyer)}</code>, session <code data-sid>${esc(r.sid)}</code>: ${esc(how)} received <time datetime="${esc(r.receivedAt)}">${esc(r.receivedAt)}</time>.</p>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price (${esc(r.currency)})</th><th scope="col" class="num">Line total</th></tr></thead>
<tbody>
${r.lines.map(row).join('\n')}
</tbody>
<tfoot><tr><td colspan="3">Order total</td><td class="num" data-order-total>${esc(r.total)}</td></tr></tfoot>
</table>
${orderPart(r)}`;
  return procurementPage(200, 'Requisition – Procurement system (emulator)', body, { framedBySelf: r.protocol === 'oci' });
}

/** SAP SRM's catalog frame: the store opens inside the buyer's own page. */
export function ociFrameView(input: { buyer: string; sid: string; src: string; store: string }): Reply {
  const body = `<h1>Catalog: ${esc(input.buyer)}</h1>
<p class="meta">Session <code data-sid>${esc(input.sid)}</code>. The supplier's catalog opens in the frame below; its cart comes back here.</p>
<iframe title="Supplier catalog" name="catalog" src="${esc(input.src)}" style="width:100%;height:80vh;border:1px solid #d0d7de;border-radius:.375rem"></iframe>`;
  // The cart comes back into the frame: this system's own pages show there too.
  return procurementPage(200, 'Catalog – Procurement system (emulator)', body, { frames: ["'self'", input.store] });
}
