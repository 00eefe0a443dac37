// The S256 hash is the storefront's own: one definition on both sides of the exchange.
import { codeChallenge } from '../../../lib/services/customer-account/pkce.ts';

/** RFC 7636: a verifier is 43–128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge is the base64url SHA-256 of a verifier: 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const isChallenge = (value: string): boolean => CHALLENGE.test(value);

/** Whether the verifier is well formed and hashes to the challenge the authorize request carried. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return VERIFIER.test(verifier) && codeChallenge(verifier) === challenge;
}
