import { UpstreamError, type UpstreamFailure } from '../../ground/http/upstream';

/**
 * A Customer Account API call that gave no usable answer. `refused` is the
 * platform turning a grant or a token down (an OAuth `invalid_grant`, a 401
 * from GraphQL): the session behind it is over, which callers treat as
 * signed out rather than as an outage.
 */
export type CustomerAccountErrorKind = UpstreamFailure | 'refused' | 'graphql';

export class CustomerAccountError extends UpstreamError<'refused' | 'graphql'> {
  constructor(message: string, kind: CustomerAccountErrorKind, status: number | null = null, cause?: unknown) {
    super(`customer-account: ${message}`, { service: 'customer-account', kind, status, cause });
    this.name = 'CustomerAccountError';
  }
}
