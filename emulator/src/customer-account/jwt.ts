import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The RS256 key that signs id tokens, made once per process: a restart publishes a new key at jwks_uri, and
 * the id tokens signed before it no longer verify, as after a key rotation.
 */
interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

let key: SigningKey | undefined;

function signingKey(): SigningKey {
  if (!key) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = pair.publicKey.export({ format: 'jwk' }).n!.slice(0, 16);
    key = { kid, privateKey: pair.privateKey, publicKey: pair.publicKey };
  }
  return key;
}

/** The JWK Set published at jwks_uri. */
export function jwks(): { keys: Record<string, unknown>[] } {
  const k = signingKey();
  const { n, e, kty } = k.publicKey.export({ format: 'jwk' });
  return { keys: [{ kty, n, e, kid: k.kid, alg: 'RS256', use: 'sig' }] };
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(claims: Record<string, unknown>): string {
  const k = signingKey();
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: k.kid })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), k.privateKey).toString('base64url')}`;
}

/** The claims of a token this process signed (expired or not), else null. */
export function verifiedClaims(token: string): Record<string, unknown> | null {
  const pieces = token.split('.');
  if (pieces.length !== 3) return null;
  const [head, body, signature] = pieces as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
    const k = signingKey();
    if (header.alg !== 'RS256' || header.kid !== k.kid) return null;
    if (!verify('sha256', Buffer.from(`${head}.${body}`), k.publicKey, Buffer.from(signature, 'base64url'))) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
