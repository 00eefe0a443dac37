import crypto from 'node:crypto';

/** Parameters a signature never covers: the file, where the request goes, who signs, and the signature. */
export const NOT_SIGNED = new Set(['file', 'cloud_name', 'resource_type', 'api_key', 'signature']);

export type SignatureAlgorithm = 'sha1' | 'sha256';

/**
 * The SDK's `api_string_to_sign` (signature version 2): `k=v` pairs of every signed, non-empty parameter, keys
 * sorted the way the SDK sorts them (localeCompare), `&` inside a value written `%26` so a value cannot smuggle
 * in another parameter, joined with `&`.
 */
export function stringToSign(params: ReadonlyMap<string, string>): string {
  return [...params]
    .filter(([k, v]) => !NOT_SIGNED.has(k) && v !== '')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`.replace(/&/g, '%26'))
    .join('&');
}

export function sign(toSign: string, secret: string, algorithm: SignatureAlgorithm = 'sha1'): string {
  return crypto.createHash(algorithm).update(toSign + secret).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
