/** The English `message` of the share routes' failures (for logs and API clients; the pages show their own words). */
export const SHARE_REPLY = {
  notImage: 'proof and thumbnail must be images from the design service or our image host.',
  noProduct: 'No such product.',
  noShare: 'This link is not valid.',
  expired: 'This link has expired.',
  notAllowed: 'This proof was shared without approval.',
} as const;
