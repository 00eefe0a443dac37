import type { ImageRec } from '../../store/types.ts';
import type { Args, Ctx, TypeResolvers } from '../context.ts';
import { gid } from '../gid.ts';

interface Transform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  preferredContentType?: string | null;
  scale?: number | null;
}

/** `${EMULATOR_PUBLIC_URL}/cdn/shop/files/<file>` plus width/height/crop/format, which the CDN route honours. */
export function imageUrl(img: ImageRec, ctx: Pick<Ctx, 'publicUrl'>, t?: Transform | null): string {
  const base = `${ctx.publicUrl}/cdn/shop/files/${encodeURIComponent(img.file)}`;
  if (!t) return base;
  const scale = t.scale && t.scale > 1 ? t.scale : 1;
  const q = new URLSearchParams();
  if (t.maxWidth) q.set('width', String(t.maxWidth * scale));
  if (t.maxHeight) q.set('height', String(t.maxHeight * scale));
  if (t.crop) q.set('crop', t.crop.toLowerCase());
  if (t.preferredContentType) q.set('format', t.preferredContentType.toLowerCase() === 'jpg' ? 'jpg' : t.preferredContentType.toLowerCase());
  const qs = q.toString();
  return qs ? `${base}?${qs}` : base;
}

export const Image: TypeResolvers<ImageRec> = {
  id: (img) => gid('ProductImage', img.id),
  altText: (img) => img.alt,
  url: (img, args: Args, ctx) => imageUrl(img, ctx, args.transform as Transform | null),
  src: (img, _a, ctx) => imageUrl(img, ctx),
  originalSrc: (img, _a, ctx) => imageUrl(img, ctx),
  transformedSrc: (img, args: Args, ctx) => imageUrl(img, ctx, args as Transform),
  thumbhash: () => null,
};
