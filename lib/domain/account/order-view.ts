import { safeImageSrc } from '../../ground/html/url';
import { isInternalAttribute, linePropertyName } from '../../ground/money/signed-properties';
import { customSizeValue } from '../order/line';

/**
 * How orders read on the account pages (the list and the detail): dates in
 * en-US long format whatever the language,
 * and the line properties a customer can make sense of.
 */

const ORDER_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** "2026-03-04T15:00:00Z" → "March 4, 2026" (in the browser's time zone); '' for anything unparseable. */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : ORDER_DATE.format(time);
}

type Attribute = { key: string; value: string };

/**
 * An order line's attribute by the line property it carries, under its
 * hidden key (`_thumbnail`) or, on orders placed before those, its bare one.
 */
const property = (attributes: Attribute[], name: string): string | undefined =>
  attributes.find((a) => linePropertyName(a.key) === name)?.value;

/**
 * Line properties worth showing: not the ones for our systems (the design is
 * shown as the line's image and print file link, see lineDesign; its state
 * id, resolution flag and the store-currency Item Price mean nothing here),
 * not empty. A custom-size line shows the size the customer asked for as its
 * Size (`2.5" x 2.5"`, as the cart does), not the standard size it was
 * priced as, and not a note that repeats it.
 */
export function visibleLineProperties(attributes: Attribute[]): Attribute[] {
  const customSize = customSizeValue({ customWidth: property(attributes, 'customWidth'), customHeight: property(attributes, 'customHeight') });
  return attributes
    .filter((a) => !isInternalAttribute(a.key) && a.value.trim() !== '')
    .filter((a) => !customSize || a.key === 'Size' || a.value !== customSize)
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
export function lineDesign(attributes: Attribute[]): LineDesign | null {
  const value = (name: string) => property(attributes, name)?.trim();
  const design = { thumbnail: httpUrl(value('thumbnail')), printFile: httpUrl(value('print_ready_image')) };
  return design.thumbnail || design.printFile ? design : null;
}

/**
 * The grey variant title under a line ("2\" x 4\" / White BOPP"): on a
 * custom-size line its standard size reads as the size the customer asked
 * for, as the properties below it do; null for Shopify's "Default Title".
 */
export function lineVariantTitle(title: string | null | undefined, attributes: Attribute[]): string | null {
  if (!title || title === 'Default Title') return null;
  const value = (name: string) => property(attributes, name);
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
