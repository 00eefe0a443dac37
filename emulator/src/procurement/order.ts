/**
 * The cart a storefront hands back to the procurement system: Shopify's Admin REST line-item shape,
 * `{order:{line_items:[…]}}`. Checked strictly (required keys and their types), because the stand-in exists to
 * catch a storefront that sends something a real gateway would refuse. Keys beyond these are allowed and kept,
 * as a gateway ingesting Shopify order JSON ignores the fields it does not use.
 */
export interface OrderProperty {
  name: string;
  value: string;
}

export interface OrderLineItem {
  id: number;
  variant_id: number;
  product_id: number;
  quantity: number;
  title: string;
  /** Shopify sends null for a product's only (default) variant */
  variant_title: string | null;
  vendor: string | null;
  name: string;
  properties: OrderProperty[];
  /** the unit price: a decimal string ("12.50"), or a number */
  price: string | number;
}

export interface ProcurementOrder {
  line_items: OrderLineItem[];
}

export type OrderCheck = { ok: true; order: ProcurementOrder } | { ok: false; error: string };

/** Shopify's cart holds at most 250 lines; more is a storefront bug, not a big order. */
export const MAX_LINES = 250;
export const MAX_PROPERTIES = 100;
export const MAX_TEXT = 1000;
export const MAX_PROPERTY_NAME = 255;
/** room for a design reference or a signature, not for a file smuggled in a property */
export const MAX_PROPERTY_VALUE = 10_000;
export const MAX_QUANTITY = 1_000_000;
/**
 * Unit prices carry sub-cent precision (labels priced per thousand): enough places that unit × quantity comes
 * back to the line's cent total, which for a quantity of millions takes nine.
 */
export const PRICE_PLACES = 9;
const PRICE_TEXT = new RegExp(`^\\d{1,10}(?:\\.\\d{1,${PRICE_PLACES}})?$`);
const MAX_PRICE = 9_999_999_999;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function textProblem(v: unknown, max: number, { nullable = false, blank = false } = {}): string | null {
  if (v === null && nullable) return null;
  if (typeof v !== 'string') return nullable ? 'must be a string or null' : 'must be a string';
  if (!blank && v.trim() === '') return 'must not be blank';
  if (v.length > max) return `must be at most ${max} characters`;
  return null;
}

function priceProblem(v: unknown): string | null {
  if (typeof v === 'string') return PRICE_TEXT.test(v) ? null : `must be a decimal string like "12.50" (at most ${PRICE_PLACES} decimal places, not negative)`;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0 || v > MAX_PRICE) return `must be a number from 0 to ${MAX_PRICE}`;
    // 1e-7 and the like: more precision than any price has
    return Number(v.toFixed(PRICE_PLACES)) === v ? null : `must have at most ${PRICE_PLACES} decimal places`;
  }
  return 'must be a decimal string or a number';
}

function propertiesProblem(v: unknown): string | null {
  if (!Array.isArray(v)) return 'must be an array of {name, value}';
  if (v.length > MAX_PROPERTIES) return `must have at most ${MAX_PROPERTIES} entries`;
  for (const [i, p] of v.entries()) {
    if (!isObject(p)) return `[${i}] must be an object {name, value}`;
    const name = textProblem(p.name, MAX_PROPERTY_NAME);
    if (name) return `[${i}].name ${p.name === undefined ? 'is missing' : name}`;
    const value = textProblem(p.value, MAX_PROPERTY_VALUE, { blank: true });
    if (value) return `[${i}].value ${p.value === undefined ? 'is missing' : value}`;
  }
  return null;
}

function quantityProblem(v: unknown): string | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_QUANTITY ? null : `must be an integer from 1 to ${MAX_QUANTITY}`;
}

/** Each field's check; the nested ones (properties) answer with the rest of the path first. */
const LINE_FIELDS: readonly [keyof OrderLineItem, (v: unknown) => string | null][] = [
  ['id', (v) => (isId(v) ? null : 'must be a positive integer')],
  ['variant_id', (v) => (isId(v) ? null : 'must be a positive integer')],
  ['product_id', (v) => (isId(v) ? null : 'must be a positive integer')],
  ['quantity', quantityProblem],
  ['title', (v) => textProblem(v, MAX_TEXT)],
  ['variant_title', (v) => textProblem(v, MAX_TEXT, { nullable: true, blank: true })],
  ['vendor', (v) => textProblem(v, MAX_TEXT, { nullable: true, blank: true })],
  ['name', (v) => textProblem(v, MAX_TEXT)],
  ['price', priceProblem],
  ['properties', propertiesProblem],
];

function lineProblem(line: unknown, at: string): string | null {
  if (!isObject(line)) return `${at} must be an object`;
  for (const [key, check] of LINE_FIELDS) {
    if (line[key] === undefined) return `${at}.${key} is missing`;
    const problem = check(line[key]);
    if (problem) return `${at}.${key}${problem.startsWith('[') ? '' : ' '}${problem}`;
  }
  return null;
}

/** The first thing wrong with a posted body, named by its path (`order.line_items[2].price …`), or the order. */
export function checkOrder(body: unknown): OrderCheck {
  if (!isObject(body)) return { ok: false, error: 'body must be a JSON object {order:{line_items:[…]}}' };
  const order = body.order;
  if (!isObject(order)) return { ok: false, error: 'order must be an object {line_items:[…]}' };
  const lines = order.line_items;
  if (!Array.isArray(lines)) return { ok: false, error: 'order.line_items must be an array' };
  if (lines.length === 0) return { ok: false, error: 'order.line_items must have at least one line' };
  if (lines.length > MAX_LINES) return { ok: false, error: `order.line_items must have at most ${MAX_LINES} lines` };
  for (const [i, line] of lines.entries()) {
    const problem = lineProblem(line, `order.line_items[${i}]`);
    if (problem) return { ok: false, error: problem };
  }
  // every field the type names was checked above
  return { ok: true, order: order as unknown as ProcurementOrder };
}
