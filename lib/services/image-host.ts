import 'server-only';
import type { UploadApiErrorResponse, UploadApiResponse } from 'cloudinary';
import { config, type AppConfig } from '../ground/config';

/**
 * The image host shoppers' artwork goes to (Cloudinary), through its
 * official Node SDK: a signed upload from our server, so the API secret
 * never reaches a browser. The SDK reads CLOUDINARY_URL (with its
 * upload_prefix) once, when it is first loaded, and picks http or https
 * from it then: the variable is put in place before that first load, and
 * the SDK is loaded only when an upload happens.
 *
 * This is the one outside call that does not go through
 * lib/ground/http/upstream.ts: the SDK signs the upload and sends it with
 * Node's own https module (it takes an https Agent, never a fetch), so its
 * time limit and its error type stay here.
 */

export type ImageHostErrorKind =
  /** The host refused the file (400: not an image it can read, too large). */
  | 'refused'
  /** The host could not be reached, timed out, refused our credentials or failed. */
  | 'unavailable';

export class ImageHostError extends Error {
  constructor(
    readonly kind: ImageHostErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    // The SDK's messages name no secret; the signature string is dropped below anyway.
    super(`image host: ${message}`);
    this.name = 'ImageHostError';
  }
}

export interface UploadedImage {
  secureUrl: string;
  publicId: string;
  width: number;
  height: number;
  /** The format the host read the file as (png, jpg, pdf, ai, eps, psd, svg). */
  format: string;
  pages: number;
  bytes: number;
}

export interface ImageHost {
  upload(bytes: Uint8Array, options: { folder: string; fileName: string; timeoutMs?: number }): Promise<UploadedImage>;
}

type ImageHostConfig = Pick<AppConfig, 'CLOUDINARY_URL' | 'UPSTREAM_TIMEOUT_MS'>;

/** An upload of 10 MB to a busy host takes longer than an API call. */
const UPLOAD_TIMEOUT_MS = 60_000;

type Sdk = typeof import('cloudinary').v2;
let sdk: Promise<Sdk> | undefined;

function loadSdk(cloudinaryUrl: string): Promise<Sdk> {
  if (!sdk) {
    // Before the SDK's first load: it reads the variable (and so http or https) then, once.
    process.env.CLOUDINARY_URL ??= cloudinaryUrl;
    sdk = import('cloudinary').then((m) => m.v2);
  }
  return sdk;
}

/** The SDK's failure as our error: its `http_code`, else a transport failure. */
function hostError(error: unknown): ImageHostError {
  const e = (error ?? {}) as Partial<UploadApiErrorResponse> & { error?: { message?: unknown; http_code?: unknown } };
  const status = typeof e.http_code === 'number' ? e.http_code : typeof e.error?.http_code === 'number' ? e.error.http_code : null;
  const raw = typeof e.message === 'string' ? e.message : typeof e.error?.message === 'string' ? e.error.message : 'upload failed';
  // "Invalid Signature … String to sign - '…'" echoes what was signed: keep the first sentence only.
  const message = raw.split(/ String to sign/)[0]!.slice(0, 200);
  return new ImageHostError(status === 400 ? 'refused' : 'unavailable', message, status);
}

export function createImageHost(cfg: ImageHostConfig): ImageHost {
  return {
    async upload(bytes, { folder, fileName, timeoutMs = UPLOAD_TIMEOUT_MS }) {
      const cloudinary = await loadSdk(cfg.CLOUDINARY_URL);
      const result = await new Promise<UploadApiResponse>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ImageHostError('unavailable', `no reply within ${timeoutMs} ms`)), timeoutMs);
        const stream = cloudinary.uploader.upload_stream(
          { resource_type: 'image', folder, filename_override: fileName, use_filename: false, timeout: timeoutMs },
          (error, reply) => {
            clearTimeout(timer);
            if (error || !reply) reject(hostError(error));
            else resolve(reply);
          },
        );
        stream.on('error', (error: unknown) => {
          clearTimeout(timer);
          reject(hostError(error));
        });
        stream.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      }).catch((error: unknown) => {
        throw error instanceof ImageHostError ? error : hostError(error);
      });
      if (typeof result.secure_url !== 'string' || !result.public_id || !(result.width > 0) || !(result.height > 0)) {
        throw new ImageHostError('unavailable', 'the reply has no secure_url, public_id, width or height');
      }
      return {
        secureUrl: result.secure_url,
        publicId: result.public_id,
        width: result.width,
        height: result.height,
        format: String(result.format ?? ''),
        pages: typeof result.pages === 'number' ? result.pages : 1,
        bytes: result.bytes,
      };
    },
  };
}

let shared: ImageHost | undefined;
export const imageHost = (): ImageHost => (shared ??= createImageHost(config()));
