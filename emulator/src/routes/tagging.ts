import type { CustomerMetafields } from '../customers/metafields.ts';
import type { CustomerStore } from '../customers/store.ts';
import { addCustomerTags, removeCustomerTags } from '../customers/tagging.ts';
import { TAX_EXEMPT_TAG, type CustomerMetafieldRec, type CustomerRec } from '../customers/types.ts';
import { customerProblems, normalizeTags } from '../customers/validation.ts';
import { gid, parseGid } from '../graphql/gid.ts';
import { json, jsonBody, type Handler, type Reply, type Req } from '../http.ts';
import type { Router } from '../router.ts';

/**
 * The tagging service: a small server-side app in front of the Shopify Admin API that the storefront calls
 * for what the Storefront API cannot do (tags, tax exemption, saved projects, registration with tags).
 * Replies carry Admin REST shapes: snake_case fields, numeric ids, tags as one "a, b" string.
 */
export const TAGGING_PREFIX = '/tagging';
export const TAGGING_KEY_HEADER = 'x-tagging-key';
export const SAVED_PROJECTS_NAMESPACE = 'saved_projects';

/** The fields of a saved artwork project kept in the metafield value. */
const PROJECT_FIELDS = [
  'cc_state_id', 'custom_size', 'custom_qnty', 'product_id', 'product_handle', 'project_name', 'quantity', 'size', 'proof',
  'thumbnail', 'material', 'product_name', 'white_halo',
] as const;

interface Deps {
  customers: CustomerStore;
  metafields: CustomerMetafields;
  apiKey: string;
}

type Body = Record<string, unknown>;

const NOT_FOUND = (): Reply => json(404, { errors: 'Not Found' });

/** A numeric id, "7001", or gid://shopify/{type}/7001 → 7001; null for anything else. */
function idOf(value: unknown, type: string): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  const g = parseGid(value);
  return g?.type === type ? g.id : null;
}

function adminCustomer(c: CustomerRec) {
  return {
    id: c.id, email: c.email, first_name: c.firstName, last_name: c.lastName, phone: c.phone, tags: c.tags.join(', '),
    tax_exempt: c.taxExempt, accepts_marketing: c.acceptsMarketing, state: 'enabled', verified_email: true,
    created_at: c.createdAt, updated_at: c.updatedAt, admin_graphql_api_id: gid('Customer', c.id),
  };
}

function adminMetafield(m: CustomerMetafieldRec) {
  return {
    id: m.id, namespace: m.namespace, key: m.key, value: m.value, description: null, owner_id: m.customerId,
    created_at: m.createdAt, updated_at: m.updatedAt, owner_resource: 'customer', type: 'json',
    admin_graphql_api_id: gid('Metafield', m.id),
  };
}

/** Admin API full messages start lower-case: "email has already been taken". */
const adminMessage = (message: string) => message.charAt(0).toLowerCase() + message.slice(1);

/** Checks the key and reads the JSON object body before the route runs. */
function guarded(apiKey: string, run: (body: Body) => Reply): Handler {
  return (req: Req) => {
    if (req.headers[TAGGING_KEY_HEADER] !== apiKey) return json(401, { errors: 'Invalid API key' });
    const body = jsonBody(req);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return json(400, { errors: 'Request body must be a JSON object' });
    return run(body as Body);
  };
}

export function addTaggingRoutes(router: Router, { customers, metafields, apiKey }: Deps): void {
  const customerFrom = (value: unknown) => {
    const id = idOf(value, 'Customer');
    return id === null ? null : customers.byId(id);
  };
  const route = (name: string, run: (body: Body) => Reply) => router.add('POST', `${TAGGING_PREFIX}/${name}`, guarded(apiKey, run));

  route('create-customer', (b) => {
    const input = {
      email: typeof b.email === 'string' ? b.email : '',
      password: typeof b.password === 'string' ? b.password : '',
      firstName: typeof b.firstName === 'string' ? b.firstName.trim() || null : null,
      lastName: typeof b.lastName === 'string' ? b.lastName.trim() || null : null,
    };
    const problems = customerProblems(input, (email) => customers.emailTaken(email));
    if (problems.length) return json(422, problems.map((p) => adminMessage(p.message)));
    const c = customers.create({ ...input, tags: normalizeTags(b.tags) });
    return json(200, { customer: adminCustomer(c) });
  });

  const tagRoute = (name: string, change: typeof addCustomerTags) =>
    route(name, (b) => {
      const c = customerFrom(b.customerId);
      if (!c) return NOT_FOUND();
      if (!Array.isArray(b.tags) || !b.tags.every((t) => typeof t === 'string')) return json(400, { errors: { tags: ['must be a list of strings'] } });
      return json(200, { customer: adminCustomer(change(customers, c.id, b.tags)!) });
    });
  tagRoute('add-customer-tags', addCustomerTags);
  tagRoute('remove-customer-tags', removeCustomerTags);

  route('update-customer-tax-exempt', (b) => {
    const c = customerFrom(b.customerId);
    if (!c) return NOT_FOUND();
    if (typeof b.taxExempt !== 'boolean') return json(400, { errors: { taxExempt: ['must be true or false'] } });
    // The storefront reads exemption from this tag, so it follows the flag.
    const others = c.tags.filter((t) => t !== TAX_EXEMPT_TAG);
    const updated = customers.update(c.id, { taxExempt: b.taxExempt, tags: b.taxExempt ? [...others, TAX_EXEMPT_TAG] : others })!;
    return json(200, { customer: adminCustomer(updated) });
  });

  route('get-metafield', (b) => {
    const c = customerFrom(b.customer_id);
    if (!c) return NOT_FOUND();
    return json(200, { metafields: metafields.forCustomer(c.id, SAVED_PROJECTS_NAMESPACE).map(adminMetafield) });
  });

  route('create-metafield', (b) => {
    const c = customerFrom(b.customer_id);
    if (!c) return NOT_FOUND();
    if (typeof b.project_name !== 'string' || !b.project_name.trim()) return json(400, { errors: { project_name: ["can't be blank"] } });
    const bad = PROJECT_FIELDS.filter((f) => b[f] !== undefined && b[f] !== null && !['string', 'number', 'boolean'].includes(typeof b[f]));
    if (bad.length) return json(400, { errors: Object.fromEntries(bad.map((f) => [f, ['is invalid']])) });
    const value = Object.fromEntries(PROJECT_FIELDS.filter((f) => b[f] !== undefined).map((f) => [f, b[f]]));
    const m = metafields.create(c.id, SAVED_PROJECTS_NAMESPACE, (id) => `project_${id}`, JSON.stringify(value));
    return json(200, { data: adminMetafield(m) });
  });

  route('delete-metafield', (b) => {
    const c = customerFrom(b.customer_id);
    const id = idOf(b.metafield_id, 'Metafield');
    if (!c || id === null || !metafields.delete(c.id, id)) return NOT_FOUND();
    return json(200, { data: { deleted_id: id } });
  });
}
