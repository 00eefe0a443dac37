import { UpstreamError, type UpstreamFailure } from '../../ground/http/upstream';

/** What a city/state lookup of one 5-digit ZIP comes to, whichever USPS API answered. */
export type PostalResult =
  | { kind: 'found'; city: string; state: string }
  /** USPS knows no such ZIP (Web Tools per-ZIP <Error>, v3 404) */
  | { kind: 'not-found' }
  /** no usable answer: network, timeout, credentials, rate limit, malformed reply */
  | { kind: 'failed'; reason: string };

export type PostalFailure = Extract<PostalResult, { kind: 'failed' }>;

export const failed = (reason: string): PostalFailure => ({ kind: 'failed', reason });

/** Raised inside the clients and turned into a `failed` result (with its context logged) at the edge; `reason` is that result's. */
export class UspsError extends UpstreamError {
  constructor(
    readonly reason: string,
    message: string,
    details: { kind: UpstreamFailure; status?: number | null; cause?: unknown },
  ) {
    super(message, { service: 'usps', kind: details.kind, status: details.status ?? null, cause: details.cause });
    this.name = 'UspsError';
  }
}
