import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { KeyValueStore } from '../../ground/kv/store';
import { parseRecord } from '../../ground/kv/record';
import { sharedStore } from '../../ground/kv/shared';
import { config } from '../../ground/config';
import { PROOF_APPROVAL_COMMENT_MAX, PROOF_APPROVER_NAME_MAX } from '../../ground/validation/proof-approval';

/**
 * A proof shared by a link: what the colleague sees (the proof, the product,
 * size, quantity and the price when it was shared, all read or checked by
 * the server), on which site, and the colleague's approval once given.
 * Kept in a shared store for as long as the link lives; the owner finds the
 * approvals of their own shares through a per-owner index, keyed by the
 * project's reference (its design state, else its saved project's id).
 */

/** How long a link works. */
export const SHARE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The shares one owner's index keeps (the newest): well above a shopper's projects in a month. */
export const MAX_OWNER_SHARES = 200;

/** Where shared proofs live: every server must find a link another made. */
export const proofShareStore = (): KeyValueStore => sharedStore('proof-shares');

/** The key links to shared proofs are signed with. */
export const proofShareSecret = (): string => config().PROOF_SHARE_SECRET;

const approvalShape = z.object({
  at: z.number(),
  name: z.string().max(PROOF_APPROVER_NAME_MAX).optional(),
  comment: z.string().max(PROOF_APPROVAL_COMMENT_MAX).optional(),
});

const shareShape = z.object({
  id: z.string(),
  tenantKey: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  productTitle: z.string(),
  productHandle: z.string(),
  projectName: z.string().optional(),
  size: z.string(),
  material: z.string().optional(),
  quantity: z.number().int(),
  /** The line total when shared, in store cents, and the currency it was shown in; null for a size that names no variant. */
  total: z.number().int().nullable(),
  display: z.object({ currency: z.enum(['USD', 'CAD', 'EUR']), factor: z.number() }),
  proof: z.string(),
  thumbnail: z.string().optional(),
  allowApproval: z.boolean(),
  /** Whose share it is (the customer's or the visitor's design user), and their project's reference. */
  owner: z.string().nullable(),
  ref: z.string().nullable(),
  approval: approvalShape.nullable(),
});

export type ProofShare = z.infer<typeof shareShape>;
export type ShareApproval = z.infer<typeof approvalShape>;
export type NewShare = Omit<ProofShare, 'id' | 'createdAt' | 'expiresAt' | 'approval'>;

const ownerIndexShape = z.array(z.object({ ref: z.string(), id: z.string() }));

const shareKey = (id: string) => `share:${id}`;
const ownerKey = (tenantKey: string, owner: string) => `owner:${tenantKey}:${owner}`;

export const newShareId = (): string => randomBytes(18).toString('base64url');

async function fileUnder(store: KeyValueStore, tenantKey: string, owner: string, ref: string, id: string): Promise<void> {
  const key = ownerKey(tenantKey, owner);
  const index = parseRecord(await store.get(key), ownerIndexShape) ?? [];
  // The newest share of a project stands for it.
  const next = [...index.filter((entry) => entry.ref !== ref), { ref, id }].slice(-MAX_OWNER_SHARES);
  await store.set(key, JSON.stringify(next), SHARE_TTL_MS);
}

/** Stores a new share for SHARE_TTL_MS and, when it has an owner and a reference, indexes it for them. */
export async function createShare(store: KeyValueStore, input: NewShare, now: number = Date.now(), id: string = newShareId()): Promise<ProofShare> {
  const share: ProofShare = { ...input, id, createdAt: now, expiresAt: now + SHARE_TTL_MS, approval: null };
  await store.set(shareKey(id), JSON.stringify(share), SHARE_TTL_MS);
  if (share.owner && share.ref) await fileUnder(store, share.tenantKey, share.owner, share.ref, id);
  return share;
}

/**
 * Files the owner's share of reference `from` under `to` as well: the
 * editor saves a design as a new state, so a proof shared before saving is
 * found by the saved project's state too. Only the owner's own index
 * changes; false when they have no share under `from`.
 */
export async function linkShareRef(store: KeyValueStore, tenantKey: string, owner: string, from: string, to: string): Promise<boolean> {
  const index = parseRecord(await store.get(ownerKey(tenantKey, owner)), ownerIndexShape) ?? [];
  const entry = index.find((e) => e.ref === from);
  if (!entry) return false;
  await fileUnder(store, tenantKey, owner, to, entry.id);
  return true;
}

/** The share, when it is there and was made on this tenant; another site's share reads as none. */
export async function readShare(store: KeyValueStore, id: string, tenantKey: string): Promise<ProofShare | null> {
  const share = parseRecord(await store.get(shareKey(id)), shareShape);
  return share && share.tenantKey === tenantKey ? share : null;
}

export type ApproveOutcome = { kind: 'approved'; share: ProofShare } | { kind: 'not-found' } | { kind: 'not-allowed' };

/**
 * Records the colleague's approval. Idempotent: a share already approved
 * keeps its first approval and answers it again.
 */
export async function approveShare(
  store: KeyValueStore,
  id: string,
  tenantKey: string,
  approval: Omit<ShareApproval, 'at'>,
  now: number = Date.now(),
): Promise<ApproveOutcome> {
  const share = await readShare(store, id, tenantKey);
  if (!share || share.expiresAt <= now) return { kind: 'not-found' };
  if (!share.allowApproval) return { kind: 'not-allowed' };
  if (share.approval) return { kind: 'approved', share };
  const approved: ProofShare = { ...share, approval: { at: now, ...approval } };
  await store.set(shareKey(id), JSON.stringify(approved), share.expiresAt - now);
  return { kind: 'approved', share: approved };
}

export interface OwnerShare {
  ref: string;
  expiresAt: number;
  approval: ShareApproval | null;
}

/** The owner's live shares on this tenant, by project reference. */
export async function ownerShares(store: KeyValueStore, tenantKey: string, owner: string): Promise<OwnerShare[]> {
  const index = parseRecord(await store.get(ownerKey(tenantKey, owner)), ownerIndexShape) ?? [];
  const shares = await Promise.all(index.map((entry) => readShare(store, entry.id, tenantKey)));
  return shares.flatMap((share, i) => (share && share.owner === owner ? [{ ref: index[i]!.ref, expiresAt: share.expiresAt, approval: share.approval }] : []));
}
