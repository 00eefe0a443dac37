import { linePropertyName } from '../../../lib/ground/money/signed-properties.ts';
import type { Reply } from '../http.ts';
import { designHtml, lineDesign } from './design.ts';
import { esc, htmlPage } from './html.ts';
import { FIELDS, STRINGS, type Field, type Lang } from './i18n.ts';
import { fixed, type PricedCart } from './pricing.ts';
import type { Attr, CartRec, OrderRec } from './types.ts';

/** What every checkout page shows about the request, so tests can see that `locale` and `key` survived. */
export interface View {
  lang: Lang;
  /** the `locale` query parameter as received ('' when absent) */
  locale: string;
  key: string;
  token: string;
}

export interface FormState {
  values: Partial<Record<Field, string>>;
  /** messages shown above the form */
  errors: string[];
  invalid: Field[];
  /** the signed-in customer the order will belong to, e.g. "Dana Demo (demo@example.com)" */
  buyer?: string | null;
}

/** Underscore-prefixed attributes are private to the storefront (Shopify hides them at checkout too). */
const visible = (list: Attr[]) => list.filter((a) => !a.key.startsWith('_'));

/** Plain "123.40 USD" in both languages: tests and people can match it, and no currency symbol is ambiguous. */
const money = (cents: number, currency: string) => `${fixed(cents)} ${currency}`;

function mainAttrs(v: View, extra: Record<string, string> = {}): string {
  const attrs = { 'data-locale': v.locale, 'data-key': v.key, 'data-cart-token': v.token, ...extra };
  return Object.entries(attrs).map(([k, value]) => ` ${k}="${esc(value)}"`).join('');
}

function header(v: View, heading: string): string {
  const t = STRINGS[v.lang];
  const locale = v.locale ? `${esc(t.locale)}${t.colon}<code class="locale">${esc(v.locale)}</code> · ` : '';
  return `<h1>${esc(heading)}</h1>
<p class="meta">${locale}${esc(t.key)}${t.colon}<code class="key">${esc(v.key)}</code></p>`;
}

function attrList(list: Attr[], v: View): string {
  if (!list.length) return '';
  const colon = STRINGS[v.lang].colon;
  return `<ul class="attrs">${list.map((a) => `<li><span class="attr-key">${esc(a.key)}</span>${colon}<span class="attr-value">${esc(a.value)}</span></li>`).join('')}</ul>`;
}

/** A designed line's thumbnail and print file replace those two attributes in its list (./design.ts). */
function lineDetails(attributes: Attr[], title: string, v: View): string {
  const design = lineDesign(attributes);
  if (!design) return attrList(visible(attributes), v);
  const drawn = new Set<string>();
  if (design.thumbnail) drawn.add('thumbnail');
  if (design.printFile) drawn.add('print_ready_image');
  return `${attrList(visible(attributes).filter((a) => !drawn.has(linePropertyName(a.key))), v)}${designHtml(design, title, STRINGS[v.lang])}`;
}

/** The origins of the thumbnails the page shows: its CSP allows images from those only. */
function thumbnailOrigins(priced: PricedCart): string[] {
  return priced.lines.map(({ line }) => lineDesign(line.attributes)?.thumbnail?.origin).filter((o): o is string => Boolean(o));
}

function summary(cart: CartRec, priced: PricedCart, v: View): string {
  const t = STRINGS[v.lang];
  const lines = priced.lines.map(({ line, cents, verified }) => `<li data-line-id="${esc(line.id)}" data-verified="${verified}">
<div><div class="product">${esc(line.productTitle)}</div><div class="variant">${esc(line.variant.title)}</div>
<div class="qty">${esc(t.quantity)}${t.colon}<span class="quantity">${line.quantity}</span></div>${lineDetails(line.attributes, line.productTitle, v)}</div>
<div class="price" data-amount="${fixed(cents)}" data-currency="${esc(priced.currency)}">${esc(money(cents, priced.currency))}</div></li>`).join('\n');
  const details = visible(cart.attributes);
  return `<h2>${esc(t.items)}</h2>
<ul class="lines">
${lines}
</ul>
<div class="total"><span>${esc(t.total)}</span><span class="price" data-amount="${fixed(priced.totalCents)}" data-currency="${esc(priced.currency)}">${esc(money(priced.totalCents, priced.currency))}</span></div>
${cart.note ? `<h2>${esc(t.note)}</h2><p class="note">${esc(cart.note)}</p>` : ''}
${details.length ? `<h2>${esc(t.details)}</h2><dl class="details">${details.map((a) => `<dt>${esc(a.key)}</dt><dd>${esc(a.value)}</dd>`).join('')}</dl>` : ''}`;
}

const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name', email: 'email', address1: 'address-line1', city: 'address-level2', province: 'address-level1',
  zip: 'postal-code', country: 'country-name',
};

function form(v: View, state: FormState): string {
  const t = STRINGS[v.lang];
  const action = `/cart/c/${encodeURIComponent(v.token)}/orders?${new URLSearchParams(v.locale ? { key: v.key, locale: v.locale } : { key: v.key })}`;
  const errors = state.errors.length
    ? `<div class="error" role="alert" id="form-errors">${state.errors.map((e) => `<p>${esc(e)}</p>`).join('')}</div>`
    : '';
  const inputs = FIELDS.map((f) => {
    const invalid = state.invalid.includes(f);
    return `<label for="f-${f}">${esc(t.fields[f])}
<input id="f-${f}" name="${f}" type="${f === 'email' ? 'email' : 'text'}" autocomplete="${AUTOCOMPLETE[f]}" required value="${esc(state.values[f] ?? '')}"${invalid ? ' aria-invalid="true" aria-describedby="form-errors"' : ''}></label>`;
  }).join('\n');
  const buyer = state.buyer ? `<p class="buyer">${esc(t.signedInAs(state.buyer))}</p>\n` : '';
  return `<h2>${esc(t.shipping)}</h2>
${buyer}${errors}
<form method="post" action="${esc(action)}">
${inputs}
<button type="submit">${esc(t.placeOrder)}</button>
</form>`;
}

/** The checkout: summary, then the shipping form, or the price error (and no way to order) when a line is unverified. */
export function checkoutPage(status: number, cart: CartRec, priced: PricedCart, v: View, state: FormState): Reply {
  const t = STRINGS[v.lang];
  const tail = priced.verified ? form(v, state) : `<p class="error" role="alert" id="price-error">${esc(t.unverified)}</p>`;
  return htmlPage(status, v.lang, t.title, mainAttrs(v, { 'data-verified': String(priced.verified) }),
    `${header(v, t.heading)}\n${summary(cart, priced, v)}\n${tail}`, thumbnailOrigins(priced));
}

function orderBody(order: OrderRec, message: string | null, v: View, back: string | null): string {
  const t = STRINGS[v.lang];
  return `${message ? `<p class="order-message" role="status">${esc(message)}</p>\n` : ''}<p class="order-name">${esc(t.orderNumber(order.name))}</p>
<ul class="lines">${order.lines.map((l) => `<li><div><div class="product">${esc(l.productTitle)}</div><div class="variant">${esc(l.variantTitle)}</div>
<div class="qty">${esc(t.quantity)}${t.colon}${l.quantity}</div></div><div class="price">${esc(`${l.linePrice} ${order.currency}`)}</div></li>`).join('\n')}</ul>
<div class="total"><span>${esc(t.total)}</span><span class="price">${esc(`${order.total} ${order.currency}`)}</span></div>
${back ? `<p><a class="return" href="${esc(back)}">${esc(t.returnToStore)}</a></p>` : ''}`;
}

/** After placing: the order name and, when the store URL is allowed, the way back to the store. */
export function thankYouPage(order: OrderRec, v: View, back: string | null): Reply {
  const t = STRINGS[v.lang];
  return htmlPage(200, v.lang, t.thanks, mainAttrs(v, { 'data-order-name': order.name }),
    `${header(v, t.thanks)}\n${orderBody(order, null, v, back)}`);
}

/** A cart can be ordered once; later visits and submissions see the existing order. */
export function alreadyPlacedPage(status: number, order: OrderRec, v: View, back: string | null): Reply {
  const t = STRINGS[v.lang];
  return htmlPage(status, v.lang, t.alreadyPlaced, mainAttrs(v, { 'data-order-name': order.name }),
    `${header(v, t.heading)}\n${orderBody(order, t.alreadyPlaced, v, back)}`);
}

export function notFoundPage(v: View): Reply {
  const t = STRINGS[v.lang];
  return htmlPage(404, v.lang, t.notFound, mainAttrs(v), `<h1>${esc(t.notFound)}</h1>`);
}
