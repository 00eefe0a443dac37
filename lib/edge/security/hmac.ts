/**
 * HMAC-SHA256 signatures for webhooks (`POST /api/revalidate`), with Web Crypto
 * so it runs anywhere. The signature is the base64 of HMAC(secret, raw body),
 * the scheme Shopify uses for `X-Shopify-Hmac-Sha256`.
 */
async function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export async function signBody(secret: string, body: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await key(secret), new TextEncoder().encode(body));
  return Buffer.from(mac).toString('base64');
}

/** Constant-time check (crypto.subtle.verify) of a base64 signature. */
export async function verifyBody(secret: string, body: string, signature: string | null): Promise<boolean> {
  if (!signature) return false;
  let mac: Uint8Array<ArrayBuffer>;
  try {
    mac = new Uint8Array(Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
  if (mac.length !== 32) return false;
  return crypto.subtle.verify('HMAC', await key(secret), mac, new TextEncoder().encode(body));
}
