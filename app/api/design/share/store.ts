import 'server-only';
import { sharedStore } from '@/lib/ground/kv/shared';
import { config } from '@/lib/ground/config';

/** Where shared proofs live: every server must find a link another made. */
export const proofShares = () => sharedStore('proof-shares');

/** The key links to shared proofs are signed with. */
export const shareSecret = (): string => config().PROOF_SHARE_SECRET;

/** The English `message` of the share routes' failures (for logs and API clients; the pages show their own words). */
export const SHARE_REPLY = {
  notImage: 'proof and thumbnail must be images from the design service or our image host.',
  noProduct: 'No such product.',
  noShare: 'This link is not valid.',
  expired: 'This link has expired.',
  notAllowed: 'This proof was shared without approval.',
} as const;
