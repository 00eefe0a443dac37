import { createHash, randomBytes } from 'node:crypto';

/**
 * Proof Key for Code Exchange (S256, the only method the platform accepts):
 * the sign-in keeps a random verifier on our server and sends its hash with
 * the authorize request, so a code intercepted on its way back is useless
 * without the verifier. State and nonce are random too: the state ties the
 * callback to the sign-in that started it, the nonce ties the ID token to it.
 */

/** 32 random bytes, base64url: 43 characters, inside the 43–128 the standard allows. */
export const codeVerifier = (): string => randomBytes(32).toString('base64url');

export const codeChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** An unguessable value for `state` or `nonce`. */
export const randomToken = (): string => randomBytes(24).toString('base64url');
