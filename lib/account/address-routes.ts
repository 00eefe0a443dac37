import 'server-only';
import type { CustomerRequest } from '../session/server';
import { addressIdFromSegment } from './address-id';
import { problem, type Parsed } from '../api/server';
import { REPLY } from './replies';

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
