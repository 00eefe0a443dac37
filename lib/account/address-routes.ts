import 'server-only';
import type { AddressInput } from './types';
import type { CustomerRequest } from '../session/server';
import { addressSchema } from '../validation/address';
import { addressIdFromSegment } from './address-id';
import { parseWith, problem, readJson, type Parsed } from '../api/server';
import { recaptchaRefusal } from './recaptcha-gate';
import { REPLY } from './replies';

/** What the address route handlers share: the form body and the id of one of the customer's own addresses. */

/**
 * `{ address, recaptchaToken }`: the address form (spec §5; a missing
 * address reads as empty fields, 'Please fill all mandatory fields.'), then
 * the reCAPTCHA ('address'), both before anything is written.
 */
export async function readAddressForm(request: Request): Promise<Parsed<AddressInput>> {
  const raw = await readJson(request);
  if (!raw.ok) return raw;
  const fields = typeof raw.data === 'object' && raw.data !== null ? (raw.data as { address?: unknown }).address : undefined;
  const address = parseWith(addressSchema, fields ?? {});
  if (!address.ok) return address;
  const refused = await recaptchaRefusal(request, raw.data, 'address');
  return refused ? { ok: false, response: refused } : address;
}

/**
 * The platform id of the session customer's address named by the URL
 * segment; 404 for a malformed id or one that is not among the customer's
 * addresses (another customer's address included).
 */
export async function ownAddressId(customer: CustomerRequest, segment: string): Promise<Parsed<string>> {
  const id = addressIdFromSegment(segment);
  const platformId = id ? (await customer.loaded()).platformAddressIds.get(id) : undefined;
  return platformId ? { ok: true, data: platformId } : { ok: false, response: problem(404, 'not_found', REPLY.notFound) };
}
