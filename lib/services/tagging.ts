import 'server-only';
import { z } from 'zod';
import { config } from '../ground/config';
import { UpstreamError, upstream, type UpstreamFailure } from '../ground/http/upstream';

/**
 * The tagging service: customer
 * creation, tags, tax exemption and the saved-project metafields, all POSTs
 * of JSON to TAGGING_URL/<endpoint> with the X-Tagging-Key header. Replies
 * are zod-parsed; anything unexpected (network, timeout, HTTP status, shape)
 * throws TaggingError, which the routes log and answer 502.
 *
 * The customer id sent is always the one of the signed-in session (the
 * routes read it from the platform), never one from a browser.
 */

export type TaggingErrorKind = UpstreamFailure;

export class TaggingError extends UpstreamError {
  readonly endpoint: string;

  constructor(endpoint: string, kind: TaggingErrorKind, message: string, status: number | null = null, cause?: unknown) {
    super(`tagging ${endpoint}: ${message}`, { service: 'tagging', kind, status, cause });
    this.name = 'TaggingError';
    this.endpoint = endpoint;
  }
}

interface RawReply {
  status: number;
  json: unknown;
}

/** POSTs and reads the JSON reply; statuses outside `accept` (and 2xx) throw. */
async function post(endpoint: string, body: unknown, accept: readonly number[] = []): Promise<RawReply> {
  const cfg = config();
  const reply = await upstream(
    'tagging',
    `${cfg.TAGGING_URL.replace(/\/$/, '')}/${endpoint}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Tagging-Key': cfg.TAGGING_API_KEY },
      body: JSON.stringify(body),
    },
    { timeoutMs: cfg.UPSTREAM_TIMEOUT_MS, accept, error: ({ kind, reason, status, cause }) => new TaggingError(endpoint, kind, reason, status, cause) },
  );
  return { status: reply.status, json: reply.json() };
}

function parse<T>(endpoint: string, schema: z.ZodType<T>, reply: RawReply): T {
  const result = schema.safeParse(reply.json);
  if (!result.success) throw new TaggingError(endpoint, 'malformed', `unexpected reply: ${result.error.issues[0]?.message ?? ''}`, reply.status, result.error);
  return result.data;
}

const id = z.union([z.string().min(1), z.number().int()]).transform(String);

/** Tags as a list, or Admin-style "a, b" text. */
const tags = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((t) => (Array.isArray(t) ? t : (t ?? '').split(',')).map((s) => s.trim()).filter(Boolean));

/**
 * The numeric id the service (an Admin API wrapper) knows a customer by:
 * `gid://shopify/Customer/42` → "42".
 */
export function taggingCustomerId(customerGid: string): string {
  return customerGid.slice(customerGid.lastIndexOf('/') + 1).split('?')[0] ?? customerGid;
}

// ------------------------------------------------------------ customers

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  tags: string[];
}

const CreatedCustomer = z.object({ customer: z.looseObject({ id }) });
/** A refusal: a list of messages ("email has already been taken"), or Admin's `{ errors: { field: [..] } }`. */
const Refusal = z.union([
  z.array(z.string()),
  z.object({ errors: z.union([z.array(z.string()), z.record(z.string(), z.union([z.array(z.string()), z.string()]))]) }),
]);

function refusalMessages(refusal: z.infer<typeof Refusal>): string[] {
  if (Array.isArray(refusal)) return refusal;
  const { errors } = refusal;
  if (Array.isArray(errors)) return errors;
  return Object.entries(errors).flatMap(([field, messages]) => (Array.isArray(messages) ? messages : [messages]).map((m) => `${field} ${m}`));
}

/** /create-customer; a 422 carries the reasons (shown capitalised by the route). */
export async function createCustomer(input: NewCustomer): Promise<{ ok: true; customerId: string } | { ok: false; messages: string[] }> {
  const reply = await post('create-customer', input, [422]);
  if (reply.status === 422) return { ok: false, messages: refusalMessages(parse('create-customer', Refusal, reply)) };
  return { ok: true, customerId: parse('create-customer', CreatedCustomer, reply).customer.id };
}

const TaggedCustomer = z.object({ customer: z.looseObject({ id, tags }) });

/** /add-customer-tags: the customer's tags afterwards. */
export async function addCustomerTags(customerGid: string, newTags: string[]): Promise<{ id: string; tags: string[] }> {
  const reply = await post('add-customer-tags', { customerId: taggingCustomerId(customerGid), tags: newTags });
  return parse('add-customer-tags', TaggedCustomer, reply).customer;
}

const TaxExemptCustomer = z.object({
  customer: z.looseObject({ id, tax_exempt: z.boolean().nullish(), tags }),
});

/** /update-customer-tax-exempt: the exemption and tags afterwards (the service adds or removes tax_exempt=true). */
export async function updateCustomerTaxExempt(customerGid: string, taxExempt: boolean): Promise<{ taxExempt: boolean; tags: string[] }> {
  const reply = await post('update-customer-tax-exempt', { customerId: taggingCustomerId(customerGid), taxExempt });
  const { customer } = parse('update-customer-tax-exempt', TaxExemptCustomer, reply);
  return { taxExempt: customer.tax_exempt ?? taxExempt, tags: customer.tags };
}

// ------------------------------------------------------------ metafields

export interface CustomerMetafield {
  id: string;
  ownerId: string;
  namespace: string;
  key: string;
  /** JSON text. */
  value: string;
  createdAt: string | null;
}

const Metafields = z.object({
  metafields: z.array(
    z.looseObject({
      id,
      owner_id: id,
      namespace: z.string().nullish(),
      key: z.string().nullish(),
      value: z.string(),
      created_at: z.string().nullish(),
    }),
  ),
});

/** /get-metafield: the customer's metafields (saved projects). */
export async function getMetafields(customerGid: string): Promise<CustomerMetafield[]> {
  const reply = await post('get-metafield', { customer_id: taggingCustomerId(customerGid) });
  return parse('get-metafield', Metafields, reply).metafields.map((m) => ({
    id: m.id,
    ownerId: m.owner_id,
    namespace: m.namespace ?? '',
    key: m.key ?? '',
    value: m.value,
    createdAt: m.created_at ?? null,
  }));
}

/** /create-metafield with the saved-project fields; success is a truthy `data`. */
export async function createMetafield(customerGid: string, project: Record<string, unknown>): Promise<boolean> {
  const reply = await post('create-metafield', { ...project, customer_id: taggingCustomerId(customerGid) });
  return Boolean(parse('create-metafield', z.looseObject({ data: z.unknown() }), reply).data);
}

/** /delete-metafield: false when the service knows no such metafield (404). */
export async function deleteMetafield(customerGid: string, metafieldId: string): Promise<boolean> {
  const reply = await post('delete-metafield', { metafield_id: metafieldId, customer_id: taggingCustomerId(customerGid) }, [404]);
  if (reply.status === 404) return false;
  parse('delete-metafield', z.looseObject({ data: z.looseObject({ deleted_id: id.nullish() }) }), reply);
  return true;
}
