/**
 * The English `message` of the transport's own error replies (bad or
 * oversized bodies, cross-site posts, an unreachable service, no session):
 * every route handler may answer them, whatever its domain.
 */
export const TRANSPORT_REPLY = {
  invalid: 'The request is not valid.',
  notJson: 'The body must be JSON.',
  tooLarge: 'The request is too large.',
  crossOrigin: 'Cross-site requests are not allowed.',
  upstream: 'The service could not be reached. Please try again.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'This request is not allowed for your account.',
  notFound: 'Not found.',
} as const;
