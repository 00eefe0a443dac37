import { execFileSync } from 'node:child_process';
import type { UploadApiOptions, UploadApiResponse } from 'cloudinary';
import { startTestEmulator, type TestEmulator } from './helpers.ts';

/** The image host's test cloud: the emulator is started with it and the SDK configured for it. */
export const CLOUD = 'testcloud';
export const KEY = 'test-image-key';
export const SECRET = 'test-image-secret';

export type Cloudinary = typeof import('cloudinary').v2;

export interface ImageHostHarness {
  t: TestEmulator;
  cloudinary: Cloudinary;
  /** signed upload_stream of a buffer, as the app uploads */
  upload(bytes: Buffer, options?: UploadApiOptions): Promise<UploadApiResponse>;
  /** the delivery path (`/{cloud}/image/upload/…`) of an SDK-built URL, fetched from the emulator */
  deliver(sdkUrl: string, init?: RequestInit): Promise<Response>;
}

export interface SdkError {
  message: string;
  http_code?: number;
}

/**
 * Starts an emulator on a free loopback port, then loads the official SDK pointed at it. The SDK picks http or
 * https when it is first loaded, from the CLOUDINARY_URL present then, so the variable (with upload_prefix) is
 * set before the first import, which is why the import is dynamic.
 */
export async function startImageHost(): Promise<ImageHostHarness> {
  const t = await startTestEmulator({ cloudinaryUrl: `cloudinary://${KEY}:${SECRET}@${CLOUD}` });
  process.env.CLOUDINARY_URL = `cloudinary://${KEY}:${SECRET}@${CLOUD}?upload_prefix=${t.emu.url}`;
  const cloudinary = (await import('cloudinary')).v2;
  cloudinary.config({ analytics: false });
  return {
    t,
    cloudinary,
    upload: (bytes, options = {}) =>
      new Promise((resolve, reject) => {
        cloudinary.uploader.upload_stream(options, (error, result) => (error || !result ? reject(error) : resolve(result))).end(bytes);
      }),
    deliver: (sdkUrl, init) => t.get(new URL(sdkUrl).pathname, init),
  };
}

/** Ghostscript is a system package the image host needs; .ci/run and `npm start` install it. */
export function requireGhostscript(): void {
  try {
    execFileSync('gs', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ghostscript is missing: apt-get install ghostscript (the PDF, AI and EPS tests need it)');
  }
}
