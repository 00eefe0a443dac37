/**
 * Refusals in the image host's own shapes: the upload API answers `{"error":{"message":…}}` (the SDK reads
 * `error.message` for the statuses it knows), delivery answers an empty body with the reason in `x-cld-error`.
 */
export class UploadError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

export class DeliveryError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}
