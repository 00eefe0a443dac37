import { createHash } from 'node:crypto';
import type { CustomerMetafieldRec } from '../../customers/types.ts';
import { gid } from '../../graphql/gid.ts';
import type { AccountArgs, AccountCtx, AccountResolvers } from './context.ts';

/** Customer metafields are JSON, as the tagging service writes them (saved projects, namespace `saved_projects`). */
export const METAFIELD_TYPE = 'json';

/** `compareDigest`: a digest of the value, so a writer can tell that the value it read is still current. */
export const compareDigest = (value: string): string => createHash('sha256').update(value).digest('hex');

export const Metafield: AccountResolvers<CustomerMetafieldRec> = {
  id: (m) => gid('Metafield', m.id),
  type: () => METAFIELD_TYPE,
  jsonValue: (m) => JSON.parse(m.value),
  compareDigest: (m) => compareDigest(m.value),
  description: () => null,
  reference: () => null,
  references: () => null,
};

/** `metafield(namespace:, key:)` and `metafields(identifiers:)` of the signed-in customer. */
export const customerMetafieldFields: AccountResolvers<unknown> = {
  metafield: (_c, args, ctx) => ctx.metafields.get(ctx.customerId, String(args.namespace), String(args.key)),
  metafields: (_c, args: AccountArgs, ctx: AccountCtx) =>
    ((args.identifiers ?? []) as { namespace: string; key: string }[]).map((i) => ctx.metafields.get(ctx.customerId, i.namespace, i.key)),
};

interface MetafieldsSetInput {
  ownerId: string;
  namespace: string;
  key: string;
  type?: string | null;
  value: string;
  compareDigest?: string | null;
}

interface SetError {
  code: string;
  elementIndex: number;
  field: string[];
  message: string;
}

const KEY = /^[A-Za-z0-9_-]+$/;

function problems(m: MetafieldsSetInput, i: number, ctx: AccountCtx): SetError[] {
  const err = (code: string, field: string, message: string): SetError => ({ code, elementIndex: i, field: ['metafields', String(i), field], message });
  const out: SetError[] = [];
  if (m.ownerId !== gid('Customer', ctx.customerId)) out.push(err('INVALID', 'ownerId', 'Owner must be the signed-in customer'));
  for (const f of ['namespace', 'key'] as const) {
    if (!m[f].trim()) out.push(err('BLANK', f, `${f === 'key' ? 'Key' : 'Namespace'} can't be blank`));
    else if (m[f].length > (f === 'key' ? 64 : 255)) out.push(err('TOO_LONG', f, `${f === 'key' ? 'Key' : 'Namespace'} is too long`));
    else if (!KEY.test(m[f])) out.push(err('INVALID', f, `${f === 'key' ? 'Key' : 'Namespace'} may only contain letters, digits, underscores and hyphens`));
  }
  if (m.type != null && m.type !== METAFIELD_TYPE) out.push(err('INVALID_TYPE', 'type', 'Customer metafields are of type json in this shop'));
  try {
    JSON.parse(m.value);
  } catch {
    out.push(err('INVALID_VALUE', 'value', 'Value must be valid JSON'));
  }
  if (m.compareDigest != null && !out.length) {
    const current = ctx.metafields.get(ctx.customerId, m.namespace, m.key);
    if (!current || compareDigest(current.value) !== m.compareDigest) {
      out.push(err('STALE_OBJECT', 'compareDigest', 'The metafield has changed since compareDigest was read'));
    }
  }
  return out;
}

/** metafieldsSet: all or nothing, as on the platform. */
export function metafieldsSet(args: AccountArgs, ctx: AccountCtx) {
  const list = (args.metafields ?? []) as MetafieldsSetInput[];
  const userErrors = list.flatMap((m, i) => problems(m, i, ctx));
  if (userErrors.length) return { metafields: null, userErrors };
  return { metafields: list.map((m) => ctx.metafields.set(ctx.customerId, m.namespace, m.key, m.value)), userErrors: [] };
}
