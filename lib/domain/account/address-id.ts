/**
 * The `{id}` segment of /api/account/addresses/{id}: the address gid as the
 * browser knows it (no query string), URL-encoded. Whether the framework has
 * already decoded the segment or not, the result is the plain gid, or null
 * for anything that is not an address id: a MailingAddress (legacy accounts)
 * or a CustomerAddress (the Customer Account API).
 */
const ADDRESS_GID = /^gid:\/\/shopify\/(?:MailingAddress|CustomerAddress)\/[A-Za-z0-9_-]{1,64}$/;

export function addressIdFromSegment(segment: string): string | null {
  let id = segment;
  if (!id.startsWith('gid://')) {
    try {
      id = decodeURIComponent(id);
    } catch {
      return null;
    }
  }
  return ADDRESS_GID.test(id) ? id : null;
}
