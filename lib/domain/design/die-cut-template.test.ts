/** @jest-environment node */
jest.mock('server-only', () => ({}));

import sharp from 'sharp';
import { dieCutTemplate, NoOutlineError } from './die-cut-template';

/** A transparent square image with an opaque disc in the middle, at 300 px per inch. */
async function disc(size: number, radius: number, colour = '#d63a2f'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${radius}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

type Surface = { width: number; height: number; items: { cx: number; cy: number; file: string; scaleX: number }[]; dieCut: { path: string; width: number; height: number } };
const surfaceOf = (design: unknown) => (design as { surfaces: Surface[] }).surfaces[0]!;

describe('dieCutTemplate', () => {
  it('cuts around what the artwork shows, with no border: a 2" disc on a 3" canvas is a 2" sticker', async () => {
    const t = await dieCutTemplate(await disc(900, 300), { border: 'None', clearBackground: false, galleryFile: 'artwork-1.png' });
    expect(t.widthIn).toBeCloseTo(2, 1);
    expect(t.heightIn).toBeCloseTo(2, 1);
    const s = surfaceOf(t.design);
    expect(s.dieCut.path).toMatch(/^M[\d. ]+L/);
    // The artwork's centre is the shape's centre; it is placed at 300 dpi.
    expect(s.items[0]).toMatchObject({ file: 'artwork-1.png', scaleX: 72 / 300 });
    expect(s.items[0]!.cx).toBeCloseTo(s.width / 2, 0);
    expect(s.items[0]!.cy).toBeCloseTo(s.height / 2, 0);
  });

  it('grows the sticker by the border on every side: Small 18 pt (1/4"), Large 36 pt (1/2")', async () => {
    const image = await disc(900, 300);
    const small = await dieCutTemplate(image, { border: 'Small', clearBackground: false, galleryFile: 'a.png' });
    const large = await dieCutTemplate(image, { border: 'Large', clearBackground: false, galleryFile: 'a.png' });
    expect(small.widthIn).toBeCloseTo(2.5, 1);
    expect(large.widthIn).toBeCloseTo(3, 1);
  });

  it('on a clear product cuts around the visible content, not an opaque white background', async () => {
    const onWhite = await sharp(await disc(600, 150)).flatten({ background: '#ffffff' }).png().toBuffer();
    const opaque = await dieCutTemplate(onWhite, { border: 'None', clearBackground: false, galleryFile: 'a.png' });
    const clear = await dieCutTemplate(onWhite, { border: 'None', clearBackground: true, galleryFile: 'a.png' });
    expect(opaque.widthIn).toBeCloseTo(2, 1);
    expect(clear.widthIn).toBeCloseTo(1, 1);
  });

  it('refuses artwork with nothing visible', async () => {
    const empty = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    await expect(dieCutTemplate(empty, { border: 'Small', clearBackground: false, galleryFile: 'a.png' })).rejects.toBeInstanceOf(NoOutlineError);
  });
});
