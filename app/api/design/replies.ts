/**
 * The English `message` of the design routes' failures. The modal branches
 * on the `error` code and shows its own canvas_error state (spec accounts
 * §8), so these are for logs and API clients.
 */
export const DESIGN_REPLY = {
  tokenRefused: 'The design service refused the editor token.',
  unavailable: 'The design service could not be reached. Please try again.',
  noUser: "userId is required: send the visitor's generated UUID, or sign in.",
  noTemplate: 'This product has no design template.',
  noDesign: 'No such design file.',
} as const;
