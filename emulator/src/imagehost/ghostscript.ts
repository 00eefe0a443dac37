import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeliveryError } from './errors.ts';

/**
 * PDF, Illustrator and (E)PS pages rasterised by Ghostscript, a system package (`apt-get install ghostscript`).
 * It runs as a child process with fixed arguments (the file is a temporary name of ours, never user text), in
 * SAFER mode, with a time limit and a cap on what it may print.
 */
export const GS_TIMEOUT_MS = 60_000;
export const GS_MISSING = 'ghostscript is not installed on this emulator';

let available: Promise<boolean> | null = null;

/** Asked once per process: `gs --version` answers. */
export function ghostscriptAvailable(): Promise<boolean> {
  available ??= new Promise((resolve) => {
    execFile('gs', ['--version'], { timeout: 10_000 }, (error) => resolve(!error));
  });
  return available;
}

export interface RasterOptions {
  /** the document: PDF bytes, or PostScript (a DOS EPS already stripped to its PostScript) */
  body: Buffer;
  kind: 'pdf' | 'postscript';
  /** crop to %%BoundingBox rather than printing on a page (EPS, PostScript Illustrator files) */
  epsCrop: boolean;
  page: number;
  dpi: number;
  /**
   * PostScript is a program and may ask for any page size (`setpagedevice`): its page is fixed to this size in
   * points (the bounding box, or Letter), so the raster is exactly as large as the caller checked. A PDF page's
   * size is its MediaBox, which a document cannot change while rendering.
   */
  media?: { width: number; height: number };
}

/** A raster larger than this on disk is refused rather than read: the pixel checks before should make it moot. */
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

/** One page as a PNG with alpha. */
export async function rasterise(opts: RasterOptions): Promise<Buffer> {
  if (!(await ghostscriptAvailable())) throw new DeliveryError(400, GS_MISSING);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-host-gs-'));
  try {
    const input = path.join(dir, `${crypto.randomBytes(8).toString('hex')}.${opts.kind === 'pdf' ? 'pdf' : 'ps'}`);
    const output = path.join(dir, 'page.png');
    await fs.writeFile(input, opts.body);
    const args = [
      '-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-dNOPROMPT', '-dNOINTERPOLATE',
      '-sDEVICE=pngalpha', `-r${opts.dpi}`, '-dTextAlphaBits=4', '-dGraphicsAlphaBits=4',
      `-dFirstPage=${opts.page}`, `-dLastPage=${opts.page}`,
      ...(opts.epsCrop ? ['-dEPSCrop'] : []),
      ...(opts.media ? ['-dFIXEDMEDIA', `-dDEVICEWIDTHPOINTS=${opts.media.width}`, `-dDEVICEHEIGHTPOINTS=${opts.media.height}`] : []),
      // the size checked beforehand is the MediaBox in points, without a UserUnit scale
      ...(opts.kind === 'pdf' ? ['-dNoUserUnit'] : []),
      `-sOutputFile=${output}`, '-f', input,
    ];
    await new Promise<void>((resolve, reject) => {
      execFile('gs', args, { timeout: GS_TIMEOUT_MS, maxBuffer: 1024 * 1024, killSignal: 'SIGKILL' }, (error, _stdout, stderr) => {
        if (!error) resolve();
        else if (error.killed) reject(new DeliveryError(400, `ghostscript took longer than ${GS_TIMEOUT_MS / 1000} s`));
        else reject(new DeliveryError(400, `ghostscript could not read the file: ${firstLine(stderr || error.message)}`));
      });
    });
    const size = await fs.stat(output).then((st) => st.size, () => -1);
    if (size < 0) throw new DeliveryError(400, `ghostscript produced no image for page ${opts.page}`);
    if (size > MAX_OUTPUT_BYTES) throw new DeliveryError(400, 'The rasterised page is too large');
    return await fs.readFile(output);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const firstLine = (text: string) => (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 200);
