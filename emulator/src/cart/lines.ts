import type { Catalog } from '../store/catalog.ts';
import type { VariantRec } from '../store/types.ts';
import { newLineId } from '../checkout/store.ts';
import type { Attr, CartLineRec } from '../checkout/types.ts';
import { at, type CartUserError, type CartWarning } from './errors.ts';

/** CartLineInput / CartLineUpdateInput as the mutations receive them. */
export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attr[] | null;
  sellingPlanId?: string | null;
}
export interface LineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attr[] | null;
  sellingPlanId?: string | null;
}

/** What line checks need from the request: the catalog and the product title in the request language. */
export interface LineEnv {
  catalog: Catalog;
  productTitle(v: VariantRec): string;
}

export function variantOf(merchandiseId: unknown, catalog: Catalog): VariantRec | undefined {
  if (typeof merchandiseId !== 'string') return undefined;
  const m = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/.exec(merchandiseId);
  return m ? catalog.variantById.get(Number(m[1])) : undefined;
}

/** quantityAvailable: what can still be sold of a variant (0 when it is not for sale). */
export const stockOf = (v: VariantRec): number => (v.available ? v.quantity : 0);

const copyAttrs = (list: Attr[] | null | undefined): Attr[] => (list ?? []).map(({ key, value }) => ({ key, value }));
const attrsKey = (list: Attr[]) => JSON.stringify([...list].map((a) => [a.key, a.value]).sort());

/** The uuid of a line id, `gid://shopify/CartLine/<uuid>?cart=<token>`: what Shopify's messages name. */
export const lineTail = (id: string): string => /^gid:\/\/shopify\/CartLine\/([^?]+)/.exec(id)?.[1] ?? id;

/** A line id as sent by a client, with or without its `?cart=`. */
export const findLine = (lines: CartLineRec[], id: unknown): CartLineRec | undefined =>
  typeof id === 'string' ? lines.find((l) => l.id === id || lineTail(l.id) === lineTail(id)) : undefined;

function merchandiseError(merchandiseId: unknown, path: string[], env: LineEnv, v = variantOf(merchandiseId, env.catalog)): CartUserError | null {
  if (!v) return { code: 'INVALID', field: at(path, 'merchandiseId'), message: `The merchandise with id ${String(merchandiseId)} does not exist.` };
  // CartErrorCode has no stock code in 2026-04 (MERCHANDISE_NOT_ENOUGH_STOCK is a CartWarningCode), hence INVALID.
  if (!v.available) return { code: 'INVALID', field: at(path, 'quantity'), message: `The product ${env.productTitle(v)} is already sold out.` };
  return null;
}

const sellingPlanError = (path: string[]): CartUserError =>
  ({ code: 'SELLING_PLAN_NOT_APPLICABLE', field: at(path, 'sellingPlanId'), message: 'Selling plan is not applicable.' });

/** cartCreate / cartLinesAdd checks of one line, in Shopify's order: the variant, the quantity, the stock. */
export function newLineErrors(lines: LineInput[], base: string[], env: LineEnv): CartUserError[] {
  const errors: CartUserError[] = [];
  lines.forEach((l, i) => {
    const path = at(base, i);
    const v = variantOf(l.merchandiseId, env.catalog);
    if (!v) errors.push(merchandiseError(l.merchandiseId, path, env, v)!);
    else if ((l.quantity ?? 1) < 1) errors.push({ code: 'INVALID', field: at(path, 'quantity'), message: 'The quantity must be at least 1.' });
    else if (!v.available) errors.push(merchandiseError(l.merchandiseId, path, env, v)!);
    else if (l.sellingPlanId) errors.push(sellingPlanError(path));
  });
  return errors;
}

/**
 * Keeps the variant's total in the cart within its stock, as Shopify does: the line is lowered (or dropped when
 * nothing is left) and a warning says so; no user error.
 */
function capToStock(lines: CartLineRec[], line: CartLineRec, env: LineEnv, warnings: CartWarning[]): CartLineRec[] {
  const v = env.catalog.variantById.get(line.variant.id) ?? line.variant;
  const others = lines.filter((l) => l !== line && l.variant.id === line.variant.id).reduce((n, l) => n + l.quantity, 0);
  const allowed = Math.max(0, stockOf(v) - others);
  if (line.quantity <= allowed) return lines;
  if (allowed === 0) {
    warnings.push({ code: 'MERCHANDISE_OUT_OF_STOCK', message: `The product ${env.productTitle(v)} is already sold out.`, target: line.merchandiseId });
    return lines.filter((l) => l !== line);
  }
  line.quantity = allowed;
  const items = allowed === 1 ? '1 item was' : `${allowed} items were`;
  warnings.push({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: `Only ${items} added to your cart due to availability.`, target: line.id });
  return lines;
}

/**
 * Adds checked lines: one with the same variant and the same attributes as a line already in the cart adds to
 * that line's quantity (Shopify merges them), any other becomes a new line.
 */
export function addLines(current: CartLineRec[], inputs: LineInput[], token: string, env: LineEnv): { lines: CartLineRec[]; warnings: CartWarning[] } {
  let lines = current.map((l) => ({ ...l }));
  const warnings: CartWarning[] = [];
  for (const input of inputs) {
    const v = variantOf(input.merchandiseId, env.catalog)!;
    const attributes = copyAttrs(input.attributes);
    const quantity = input.quantity ?? 1;
    let line = lines.find((l) => l.variant.id === v.id && attrsKey(l.attributes) === attrsKey(attributes));
    if (line) line.quantity += quantity;
    else {
      line = { id: newLineId(token), merchandiseId: input.merchandiseId, quantity, attributes, variant: v, productTitle: env.catalog.productById.get(v.productId)?.title ?? '' };
      lines.push(line);
    }
    lines = capToStock(lines, line, env, warnings);
  }
  return { lines, warnings };
}

/**
 * cartLinesUpdate: every entry is checked first (unknown line, bad merchandise, negative quantity) and nothing
 * changes if one fails; quantity 0 removes the line; attributes, when sent, replace the line's.
 */
export function updateLines(current: CartLineRec[], inputs: LineUpdateInput[], env: LineEnv): { lines: CartLineRec[]; errors: CartUserError[]; warnings: CartWarning[] } {
  const errors: CartUserError[] = [];
  inputs.forEach((u, i) => {
    const path = ['lines', String(i)];
    if (!findLine(current, u.id)) {
      errors.push({ code: 'INVALID_MERCHANDISE_LINE', field: at(path, 'id'), message: `The merchandise line with id ${lineTail(String(u.id))} does not exist.` });
      return;
    }
    const bad = u.merchandiseId != null ? merchandiseError(u.merchandiseId, path, env) : null;
    if (bad) errors.push(bad);
    else if (u.quantity != null && u.quantity < 0) errors.push({ code: 'INVALID', field: at(path, 'quantity'), message: 'The quantity must be at least 0.' });
    else if (u.sellingPlanId) errors.push(sellingPlanError(path));
  });
  if (errors.length) return { lines: current, errors, warnings: [] };

  let lines = current.map((l) => ({ ...l }));
  const warnings: CartWarning[] = [];
  for (const u of inputs) {
    const line = findLine(lines, u.id);
    if (!line) continue; // removed by an earlier entry of the same call
    if (u.merchandiseId != null) {
      const v = variantOf(u.merchandiseId, env.catalog)!;
      Object.assign(line, { merchandiseId: u.merchandiseId, variant: v, productTitle: env.catalog.productById.get(v.productId)?.title ?? '' });
    }
    if (u.attributes != null) line.attributes = copyAttrs(u.attributes);
    if (u.quantity != null) line.quantity = u.quantity;
    lines = line.quantity === 0 ? lines.filter((l) => l !== line) : capToStock(lines, line, env, warnings);
  }
  return { lines, errors, warnings };
}

/** cartLinesRemove: every id must name a line of the cart, else nothing is removed. */
export function removeLines(current: CartLineRec[], ids: string[]): { lines: CartLineRec[]; errors: CartUserError[] } {
  const errors = ids.flatMap((id, i): CartUserError[] => (findLine(current, id) ? [] : [{
    code: 'INVALID_MERCHANDISE_LINE', field: ['lineIds', String(i)], message: `The merchandise line with id ${lineTail(String(id))} does not exist.`,
  }]));
  if (errors.length) return { lines: current, errors };
  const gone = new Set(ids.map((id) => findLine(current, id)!.id));
  return { lines: current.filter((l) => !gone.has(l.id)), errors };
}
