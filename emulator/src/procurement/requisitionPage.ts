import { esc } from '../checkout/html.ts';
import type { Reply } from '../http.ts';
import { centsText, formatUnit, lineCents, priceMicros } from './amounts.ts';
import type { OrderLineItem } from './order.ts';
import type { ReceivedOrder } from './orders.ts';
import { procurementPage } from './page.ts';

/** What the buyer reads of a line: its properties but the hidden ones (`_`), which are for the systems on either side. */
function properties(line: OrderLineItem): string {
  const shown = line.properties.filter((p) => !p.name.startsWith('_'));
  if (shown.length === 0) return '';
  const pairs = shown.map((p) => `<dt>${esc(p.name)}</dt><dd>${esc(p.value)}</dd>`);
  return `<dl class="props">${pairs.join('')}</dl>`;
}

function row(line: OrderLineItem): string {
  const variant = line.variant_title ? `<div class="variant">${esc(line.variant_title)}</div>` : '';
  return `<tr data-line="${esc(line.id)}">
<td><div class="title">${esc(line.title)}</div>${variant}${properties(line)}</td>
<td class="num" data-quantity>${esc(line.quantity)}</td>
<td class="num" data-unit-price>${esc(formatUnit(priceMicros(line.price)))}</td>
<td class="num" data-line-total>${esc(centsText(lineCents(line.price, line.quantity)))}</td>
</tr>`;
}

/**
 * What the storefront handed back for a session: its newest transfer, priced as sent. The order total is the sum
 * of the line totals as shown, each already rounded to the cent, as a requisition adds them up.
 */
export function requisitionPage(received: ReceivedOrder, transfers: number): Reply {
  const lines = received.order.line_items;
  const total = lines.reduce((sum, l) => sum + lineCents(l.price, l.quantity), 0n);
  const earlier = transfers > 1 ? ` This session received ${transfers} carts; this is the latest.` : '';
  const body = `<h1>Requisition</h1>
<p class="meta">Session <code>${esc(received.sid)}</code>, cart received <time datetime="${esc(received.receivedAt)}">${esc(received.receivedAt)}</time>.${esc(earlier)}</p>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Unit price</th><th scope="col" class="num">Line total</th></tr></thead>
<tbody>
${lines.map(row).join('\n')}
</tbody>
<tfoot><tr><td colspan="3">Order total</td><td class="num" data-order-total>${esc(centsText(total))}</td></tr></tfoot>
</table>`;
  return procurementPage(200, 'Requisition – Procurement system (emulator)', body);
}
