/**
 * The English `message` of the design routes' failures. The modal branches
 * on the `error` code and shows its own canvas_error state, so these are
 * for logs and API clients.
 */
export const DESIGN_REPLY = {
  tokenRefused: 'The design service refused the editor token.',
  unavailable: 'The design service could not be reached. Please try again.',
  noTemplate: 'This product has no design template.',
  noDesign: 'No such design file.',
  uploadFailed: 'The artwork could not be uploaded. Please try again.',
  conversionFailed: 'The artwork could not be converted. Please try another file.',
  tooLarge: 'The file is larger than 10,000,000 bytes.',
  unreadable: 'The upload could not be read.',
  unreadableFile: 'The file could not be read as an image. Please try another file.',
  noFile: 'file is required: send the artwork as multipart form data.',
  unsupportedFile: 'The file is not a JPG, PNG, PDF, PSD, AI, EPS or SVG image.',
  notDieCut: 'This product is not cut to a custom shape.',
  noOutline: 'The artwork has nothing visible to cut around.',
  notArtwork: 'imageUrl is not an image from our image host.',
} as const;
