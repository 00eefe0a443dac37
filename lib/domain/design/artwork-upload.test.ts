/** @jest-environment node */
jest.mock('server-only', () => ({}));

import sharp from 'sharp';
import { decodedSize, sampledRgba } from '../../services/decoded-image';
import { ArtworkUploadError, uploadArtwork, type ArtworkUploadDeps } from './artwork-upload';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } }).png().toBuffer();

const HOST = 'http://localhost:4000/printshop/image/upload';

function deps(over: Partial<ArtworkUploadDeps> = {}, image?: Buffer): ArtworkUploadDeps & { fetched: string[]; gallery: unknown[] } {
  const fetched: string[] = [];
  const gallery: unknown[] = [];
  return {
    fetched,
    gallery,
    upload: async (_bytes, { folder }) => ({ secureUrl: `${HOST}/v17/${folder}/abc.pdf`, publicId: `${folder}/abc`, width: 612, height: 792 }),
    // As the image host's reader does: the image is decoded whole before it counts.
    fetchImage: async (url) => {
      fetched.push(url);
      const bytes = image ?? (await png(30, 20));
      return { bytes, contentType: 'image/png', ...(await decodedSize(bytes)) };
    },
    userToken: async (user) => `token-${user}`,
    uploadToGallery: async (user, token, file) => {
      gallery.push({ user, token, name: file.name, type: file.contentType });
      return file.name;
    },
    samplePixels: sampledRgba,
    isUnreadableFile: (error) => (error as Error).message === 'Invalid image file',
    isTokenRefusal: (error) => (error as Error).message === '403',
    ...over,
  };
}

const input = { bytes: new Uint8Array([1, 2, 3]), fileName: 'artwork.pdf', kind: 'pdf' as const, userId: 'visitor-1' };

describe('uploadArtwork', () => {
  it('uploads, asks the host for the converted PNG, and puts that in the shopper gallery', async () => {
    const d = deps();
    const result = await uploadArtwork(input, d);
    expect(d.fetched).toHaveLength(1);
    expect(d.fetched[0]).toMatch(/\/upload\/[^/]*dn_300[^/]*\/v17\/artwork\/abc\.png$/);
    expect(d.gallery).toEqual([{ user: 'visitor-1', token: 'token-visitor-1', name: expect.stringMatching(/^artwork-[0-9a-f]{20}\.png$/), type: 'image/png' }]);
    expect(result).toEqual({ file: (d.gallery[0] as { name: string }).name, imageUrl: d.fetched[0], width: 30, height: 20, kind: 'pdf', grid: { width: 30, height: 20, cells: '1'.repeat(600) } });
  });

  it('gives the print checks a grid of what is printed and what is see-through, or none when the pixels cannot be read', async () => {
    const disc = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="20" fill="#d63a2f"/></svg>')).png().toBuffer();
    const { grid } = await uploadArtwork(input, deps({}, disc));
    expect(grid).toMatchObject({ width: 48, height: 48 });
    // The corner is see-through, the centre printed.
    expect(grid!.cells[0]).toBe('2');
    expect(grid!.cells[24 * 48 + 24]).toBe('1');
    const failing = await uploadArtwork(input, deps({ samplePixels: async () => Promise.reject(new Error('decoder gave up')) }));
    expect(failing.grid).toBeNull();
  });

  it('uses a PNG or JPEG upload as it is', async () => {
    const d = deps();
    await uploadArtwork({ ...input, kind: 'png', fileName: 'artwork.png' }, d);
    expect(d.fetched).toEqual([`${HOST}/v17/artwork/abc.pdf`]);
  });

  it('names each failure for the modal', async () => {
    const reason = (over: Partial<ArtworkUploadDeps>, image?: Buffer) =>
      uploadArtwork(input, deps(over, image)).then(
        () => 'ok',
        (error: unknown) => (error instanceof ArtworkUploadError ? error.reason : 'other'),
      );
    expect(await reason({ upload: () => Promise.reject(new Error('host down')) })).toBe('upload_failed');
    expect(await reason({ fetchImage: () => Promise.reject(new Error('HTTP 400')) })).toBe('conversion_failed');
    expect(await reason({}, Buffer.from('not an image'))).toBe('conversion_failed');
    const whole = await png(300, 200);
    expect(await reason({}, whole.subarray(0, Math.floor(whole.length * 0.6)))).toBe('conversion_failed');
    expect(await reason({ userToken: () => Promise.reject(new Error('403')) })).toBe('token_refused');
    expect(await reason({ uploadToGallery: () => Promise.reject(new Error('403')) })).toBe('token_refused');
    expect(await reason({ uploadToGallery: () => Promise.reject(new Error('502')) })).toBe('design_unavailable');
  });
});
