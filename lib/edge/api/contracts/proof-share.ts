import { EXTRAS, type ExtraKey } from '../../../domain/pricing/tags';
import { z } from 'zod';
import { defineContract } from '../contract';
import { MAX_ARTWORK_URL_LENGTH } from '../../../services/designer/artwork-urls';
import { PROOF_APPROVAL_COMMENT_MAX, PROOF_APPROVER_NAME_MAX } from '../../../ground/validation/proof-approval';

/**
 * Sharing a proof by a signed, expiring, read-only link, and a colleague's
 * approval through it. Failures are `{ error, message }`: `invalid` (400),
 * `not_found` (404: no such product, share or link, or one of another site),
 * `not_allowed` (409: the link was shared without approval), `rate_limited`
 * (429), `forbidden` (403, another origin).
 */

const imageUrl = (name: string) =>
  z.string({ error: `${name} is required` }).min(1, `${name} is required`).max(MAX_ARTWORK_URL_LENGTH, `${name} is too long`);
const text = (name: string, max: number) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

/**
 * POST /api/design/share → { url, expiresAt }: a link (a path on this
 * host) to the proof. The product's title and the price are the server's
 * own reading of the product named; the images must be the design
 * service's or the image host's. `ref` is the project's reference the owner
 * later finds the approval by (its design state, else its saved project's id).
 */
export const proofShareContract = defineContract({
  body: z.object({
    handle: z
      .string({ error: 'handle is required' })
      .min(1, 'handle is required')
      .max(255, 'handle is too long')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u, 'handle must be a product handle'),
    /** The variant priced (the editor's choice); without it, the one size and material name. */
    variantId: z
      .string()
      .max(200, 'variantId is too long')
      .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'variantId must be a product variant id')
      .optional(),
    size: text('size', 100).default(''),
    material: text('material', 200).optional(),
    quantity: z.coerce
      .number({ error: 'quantity must be a whole number' })
      .int('quantity must be a whole number')
      .min(1, 'quantity must be at least 1')
      .max(10_000_000, 'quantity is too large'),
    /** The extras chosen with the design; the server prices the ones the product offers. */
    extras: z.array(z.enum(EXTRAS.map((e) => e.key) as [ExtraKey, ...ExtraKey[]], 'extras must name optional extras')).max(EXTRAS.length).default([]),
    projectName: text('projectName', 100).optional(),
    proof: imageUrl('proof'),
    thumbnail: imageUrl('thumbnail').optional(),
    ref: text('ref', 200).optional(),
    allowApproval: z.boolean({ error: 'allowApproval must be true or false' }),
  }),
  reply: z.object({
    /** The link's path on this host, with its language. */
    url: z.string(),
    expiresAt: z.number(),
  }),
});

/**
 * POST /api/design/share/approve { token, name?, comment? } → { approvedAt }:
 * a colleague (no sign-in) approves the proof the link shows. Idempotent:
 * a proof already approved answers its first approval.
 */
export const proofApproveContract = defineContract({
  body: z.object({
    token: z.string({ error: 'token is required' }).min(1, 'token is required').max(1024, 'token is too long'),
    name: text('name', PROOF_APPROVER_NAME_MAX).optional(),
    comment: text('comment', PROOF_APPROVAL_COMMENT_MAX).optional(),
  }),
  reply: z.object({ approvedAt: z.number() }),
});

/**
 * POST /api/design/share/link { from, to } → { linked }: the asker's share
 * filed under reference `from` is filed under `to` too (a design shared from
 * the editor, then saved as a new state). Only the asker's own shares.
 */
export const proofShareLinkContract = defineContract({
  body: z.object({
    from: text('from', 200).pipe(z.string().min(1, 'from is required')),
    to: text('to', 200).pipe(z.string().min(1, 'to is required')),
  }),
  reply: z.object({ linked: z.boolean() }),
});

/** GET /api/design/share/approvals → the signed-in shopper's live shares and their approvals, by project reference. */
export const proofApprovalsContract = defineContract({
  reply: z.object({
    shares: z.array(
      z.object({
        ref: z.string(),
        expiresAt: z.number(),
        approval: z.object({ at: z.number(), name: z.string().optional(), comment: z.string().optional() }).nullable(),
      }),
    ),
  }),
});
