import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { parseRecord } from '../../ground/kv/record';
import { sharedStore } from '../../ground/kv/shared';
import type { KeyValueStore } from '../../ground/kv/store';
import type { Cents } from '../../ground/money/cents';

/**
 * A line as we quoted it to a buyer's procurement system (cXML, OCI): kept
 * on our side under a short signed reference that travels with the line
 * (SupplierPartAuxiliaryID, NEW_ITEM-EXT_PRODUCT_ID). When the purchase
 * order comes back, days later, the reference brings back what the buyer
 * cannot be trusted to send: the variant, quantity, price and the design
 * and options, signed as the checkout signs them. The reference is 33
 * characters (OCI's EXT_PRODUCT_ID holds 40): 12 random bytes and 12 bytes of
 * their HMAC, so a made-up reference is refused without a lookup.
 *
 * Records live as long as a requisition may wait for approval. With Redis
 * they are shared by every server and outlive a restart; production Redis
 * must have room for them (volatile-lru evicts the oldest keys with a time
 * to live first only under memory pressure).
 */

export const QUOTE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const PURPOSE = 'punchout-quoted-line:';
const REFERENCE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{16})$/;

const quotedLineShape = z.object({
  buyer: z.string(),
  tenant: z.string(),
  currency: z.string(),
  variantId: z.string(),
  sku: z.string(),
  quantity: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  unitPrice: z.string(),
  /** What the buyer's requisition calls the line ("Product - Variant") and the product itself. */
  title: z.string(),
  product: z.string(),
  vendor: z.string(),
  handle: z.string(),
  /** The line's attributes as the platform order carries them, `Item Price` and its signature included. */
  attributes: z.array(z.object({ key: z.string(), value: z.string() })),
});

export type QuotedLine = z.infer<typeof quotedLineShape> & { total: Cents };

const mac = (secret: string, id: string) => createHmac('sha256', secret).update(PURPOSE + id).digest().subarray(0, 12).toString('base64url');

export class QuotedLines {
  constructor(
    private readonly secret: string,
    private readonly records: KeyValueStore = sharedStore('punchout-quote'),
  ) {}

  /** Keeps the line and answers its reference. */
  async save(line: QuotedLine): Promise<string> {
    const id = randomBytes(12).toString('base64url');
    await this.records.set(id, JSON.stringify(line), QUOTE_TTL_MS);
    return `${id}.${mac(this.secret, id)}`;
  }

  /** The line a reference names, or null when it is forged, unknown or expired. */
  async read(reference: string | null | undefined): Promise<QuotedLine | null> {
    const match = reference ? REFERENCE.exec(reference) : null;
    if (!match) return null;
    const [, id, given] = match as unknown as [string, string, string];
    const expected = Buffer.from(mac(this.secret, id));
    if (!timingSafeEqual(expected, Buffer.from(given))) return null;
    const raw = await this.records.get(id);
    return raw === null ? null : (parseRecord(raw, quotedLineShape) as QuotedLine | null);
  }
}
