import { safeImageSrc } from '../html/url';
import { customSizeValue, DESIGN_PROPERTY_NAMES } from '../order/line';

/**
 * How orders read on the account pages (spec accounts §2 "Orders list",
 * "Order detail", §9): dates in en-US long format whatever the language,
 * and the line properties a customer can make sense of.
 */

const ORDER_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** "2026-03-04T15:00:00Z" → "March 4, 2026" (in the browser's time zone); '' for anything unparseable. */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : ORDER_DATE.format(time);
}

/**
 * The design (lib/order/line.ts DESIGN_PROPERTY_NAMES) is shown as the
 * line's image and a print file link (lineDesign), not as raw properties:
 * its state id and low_dpi flag mean nothing to a customer.
 */
const HIDDEN_PROPERTIES = new Set<string>(DESIGN_PROPERTY_NAMES);

/**
 * Line properties worth showing: not the private ones (leading underscore),
 * not the design, not empty. A custom-size line shows the size the
 * customer asked for as its Size (`2.5" x 2.5"`, as the cart does), not the
 * standard size it was priced as, and not the raw width and height.
 */
export function visibleLineProperties(attributes: { key: string; value: string }[]): { key: string; value: string }[] {
  const customSize = customSizeValue({
    customWidth: attributes.find((a) => a.key === 'customWidth')?.value,
    customHeight: attributes.find((a) => a.key === 'customHeight')?.value,
  });
  return attributes
    .filter((a) => !a.key.startsWith('_') && !HIDDEN_PROPERTIES.has(a.key) && a.value.trim() !== '')
    .filter((a) => !customSize || (a.key !== 'customWidth' && a.key !== 'customHeight'))
    .map((a) => (customSize && a.key === 'Size' ? { key: a.key, value: customSize } : a));
}

/** What an order line shows of its design: the proof image and the print file, each only as an absolute http(s) URL. */
export interface LineDesign {
  thumbnail: string | null;
  printFile: string | null;
}

const httpUrl = (value: string | undefined): string | null => {
  const src = safeImageSrc(value);
  return src && /^https?:\/\//i.test(src) ? src : null;
};

/**
 * The design an order line carries, or null. The checkout took only design
 * files on the design service or the image host, but an order may come from
 * elsewhere (older orders, the platform's admin): a value that is not an
 * http(s) URL is dropped, never linked.
 */
export function lineDesign(attributes: { key: string; value: string }[]): LineDesign | null {
  const value = (key: string) => attributes.find((a) => a.key === key)?.value.trim();
  const design = { thumbnail: httpUrl(value('thumbnail')), printFile: httpUrl(value('print_ready_image')) };
  return design.thumbnail || design.printFile ? design : null;
}

/**
 * The grey variant title under a line ("2\" x 4\" / White BOPP"): on a
 * custom-size line its standard size reads as the size the customer asked
 * for, as the properties below it do; null for Shopify's "Default Title".
 */
export function lineVariantTitle(title: string | null | undefined, attributes: { key: string; value: string }[]): string | null {
  if (!title || title === 'Default Title') return null;
  const value = (key: string) => attributes.find((a) => a.key === key)?.value;
  const customSize = customSizeValue({ customWidth: value('customWidth'), customHeight: value('customHeight') });
  const pricedSize = value('Size');
  if (!customSize || !pricedSize) return title;
  return title
    .split(' / ')
    .map((part) => (part === pricedSize ? customSize : part))
    .join(' / ');
}

/** "PARTIALLY_FULFILLED" → "Partially fulfilled", for a status the labels do not name. */
export function humanizeStatus(status: string): string {
  const words = status.toLowerCase().replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
