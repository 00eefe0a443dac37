import { initializeCanvas, readPsd } from 'ag-psd';

/**
 * Photoshop files: the header for the upload's size, and the flattened composite (the image Photoshop saves
 * beside the layers) for delivery. ag-psd is used without a canvas: its RGBA buffers are plain arrays here.
 */
initializeCanvas(
  () => {
    throw new Error('no canvas in the emulator: PSDs are read as raw image data');
  },
  (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as ImageData,
);

export interface PsdHeader {
  width: number;
  height: number;
  /** 1 PSD, 2 PSB (large document) */
  version: number;
}

export function psdHeader(bytes: Buffer): PsdHeader | null {
  if (bytes.length < 26 || bytes.subarray(0, 4).toString('latin1') !== '8BPS') return null;
  const version = bytes.readUInt16BE(4);
  const height = bytes.readUInt32BE(14);
  const width = bytes.readUInt32BE(18);
  if ((version !== 1 && version !== 2) || width < 1 || height < 1) return null;
  return { width, height, version };
}

export interface RgbaImage {
  width: number;
  height: number;
  /** 8-bit RGBA, row by row */
  data: Buffer;
}

/** The composite as 8-bit RGBA; 16- and 32-bit documents are scaled down to 8 bits per channel. */
export function flattenPsd(bytes: Buffer, memoryLimit: number): RgbaImage {
  const psd = readPsd(bytes, { useImageData: true, skipLayerImageData: true, skipThumbnail: true, skipLinkedFilesData: true, totalMemoryLimit: memoryLimit });
  const image = psd.imageData;
  if (!image) throw new Error('the PSD has no composite image');
  const src = image.data;
  let data: Buffer;
  if (src instanceof Uint8ClampedArray || src instanceof Uint8Array) data = Buffer.from(src.buffer, src.byteOffset, src.byteLength);
  else {
    data = Buffer.alloc(src.length);
    const scale = src instanceof Uint16Array ? 255 / 65535 : 255;
    for (let i = 0; i < src.length; i++) data[i] = Math.max(0, Math.min(255, Math.round((src[i] ?? 0) * scale)));
  }
  return { width: image.width, height: image.height, data };
}
