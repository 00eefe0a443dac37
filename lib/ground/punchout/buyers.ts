import * as z from 'zod';
import { isLoopbackHost, parseReturnPrefix, type ReturnPrefix } from './return-prefix';

/**
 * The procurement buyers (PUNCHOUT_BUYERS): the only way into a punchout
 * session. Each names its protocol, its credentials, the exact return URLs
 * its cart may go to, the origins that may frame our punchout pages, and the
 * one tenant (host) it buys on. Parsed from JSON here, free of Node APIs, so
 * the configuration checks an inline value where it is loaded; a value
 * naming a file is read and checked by lib/domain/punchout/buyer-directory.ts
 * when the server starts.
 */

const secret = z.string().min(16, 'must be at least 16 characters');
const credential = z.object({ domain: z.string().trim().min(1).max(100), identity: z.string().trim().min(1).max(200) });
export type CxmlCredential = z.infer<typeof credential>;

const origin = z.string().refine((text) => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  const plain = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  return (url.protocol === 'https:' || plain) && url.origin === text.replace(/\/$/, '');
}, 'must be an https origin (scheme, host and port only)');

const common = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be 1-64 lower-case letters, digits or dashes'),
  name: z.string().trim().min(1).max(100),
  tenant: z.string().regex(/^(?:us|ca|fr|r-[a-z0-9][a-z0-9-]{0,62})$/, 'must be a tenant key (us, ca, fr or r-{reseller})'),
  returnUrls: z.array(z.string()).min(1, 'must list at least one return URL prefix').max(20),
  frameOrigins: z.array(origin).max(20).default([]),
};

const cxmlBuyer = z.object({
  ...common,
  protocol: z.literal('cxml'),
  cxml: z.object({ from: credential, sender: credential.optional(), sharedSecret: secret, to: credential }),
});
const ociBuyer = z.object({
  ...common,
  protocol: z.literal('oci'),
  oci: z
    .object({ username: z.string().min(1).max(100).optional(), password: secret.optional(), linkSecret: secret.optional() })
    .refine((oci) => Boolean(oci.linkSecret) || Boolean(oci.username && oci.password), 'needs a linkSecret, or a username and password'),
});
const jsonBuyer = z.object({ ...common, protocol: z.literal('json'), json: z.object({ secret }) });

const buyerSchema = z.discriminatedUnion('protocol', [cxmlBuyer, ociBuyer, jsonBuyer]);

type BuyerInput = z.infer<typeof buyerSchema>;
export type Buyer = BuyerInput & { prefixes: readonly ReturnPrefix[] };
export type BuyerProtocol = Buyer['protocol'];
export type CxmlBuyer = Extract<Buyer, { protocol: 'cxml' }>;
export type OciBuyer = Extract<Buyer, { protocol: 'oci' }>;
export type JsonBuyer = Extract<Buyer, { protocol: 'json' }>;

export type BuyersParse = { ok: true; buyers: readonly Buyer[] } | { ok: false; problems: string[] };

const sameCredential = (a: CxmlCredential, b: CxmlCredential) => a.domain.toLowerCase() === b.domain.toLowerCase() && a.identity === b.identity;

/** Whether the setting is inline JSON (else it names a file). */
export const isInlineBuyers = (raw: string): boolean => /^\s*(?:\[|$)/.test(raw);

/** The buyers of an inline setting, or every problem with it (each naming the buyer and field). */
export function parseBuyers(raw: string): BuyersParse {
  if (raw.trim() === '') return { ok: true, buyers: [] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, problems: ['is not valid JSON (a list of buyers)'] };
  }
  const parsed = z.array(buyerSchema).safeParse(json);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.length ? `[${i.path.join('.')}] ` : ''}${i.message}`) };
  }
  const problems: string[] = [];
  const buyers = parsed.data.map((input, index): Buyer => {
    const prefixes = input.returnUrls.flatMap((text) => {
      const prefix = parseReturnPrefix(text);
      if (typeof prefix === 'string') problems.push(`[${index}.returnUrls] ${prefix}`);
      return typeof prefix === 'string' ? [] : [prefix];
    });
    return { ...input, prefixes };
  });
  buyers.forEach((buyer, index) => {
    const earlier = buyers.slice(0, index);
    if (earlier.some((b) => b.id === buyer.id)) problems.push(`[${index}.id] "${buyer.id}" is used twice`);
    if (buyer.protocol === 'cxml' && earlier.some((b) => b.protocol === 'cxml' && sameCredential(b.cxml.from, buyer.cxml.from))) {
      problems.push(`[${index}.cxml.from] names the same credential as another buyer`);
    }
    if (buyer.protocol === 'oci' && buyer.oci.username && earlier.some((b) => b.protocol === 'oci' && b.oci.username === buyer.oci.username)) {
      problems.push(`[${index}.oci.username] is used by another buyer`);
    }
  });
  return problems.length ? { ok: false, problems } : { ok: true, buyers };
}

/** The configuration's check of an inline setting (a file is checked at start). */
export function inlineBuyersProblems(raw: string): string[] {
  if (!isInlineBuyers(raw)) return [];
  const parsed = parseBuyers(raw);
  return parsed.ok ? [] : parsed.problems;
}

/** The buyer a cXML document's From credentials name, if any. */
export function cxmlBuyerFrom(buyers: readonly Buyer[], from: readonly CxmlCredential[]): CxmlBuyer | null {
  for (const buyer of buyers) {
    if (buyer.protocol === 'cxml' && from.some((c) => sameCredential(c, buyer.cxml.from))) return buyer;
  }
  return null;
}
