import { z } from 'zod';
import { defineContract } from '../contract';
import { DESIGN_FILE_PATH, templateSchema } from '../../../services/designer/templates';
import { PREFLIGHT_GRID_SIDE } from '../../../domain/design/preflight-pixels';

/**
 * The design editor's route handlers: a user token for the editor, the variant's
 * template, and design preview images. Failures are `{ error, message }`:
 * `token_refused` and `design_unavailable` (502), `no_template` and
 * `not_found` (404), `invalid` (400).
 */

/** A visitor's generated id (crypto.randomUUID()). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/design/token {} → { userId, tokenId }. The user is decided by
 * the server: a signed-in customer's own id (from the session), else the
 * visitor id our server issued to this browser (a signed httpOnly cookie,
 * set with the reply when it has none). An id sent in the body is not
 * read, so no caller can obtain a token for another shopper.
 */
export const designTokenContract = defineContract({
  body: z.object({}),
  reply: z.object({
    /** The design service's user: the customer's numeric id, or the visitor's UUID. */
    userId: z.string(),
    tokenId: z.string(),
  }),
});

/** Product types read like "Product Labels & Tags" or "Die-Cut Stickers". */
const PRODUCT_TYPE = /^[\p{L}\p{N}][\p{L}\p{N} &'’.,()+_-]*$/u;
const SKU = /^[A-Za-z0-9][A-Za-z0-9 ._/+#-]*$/;

/**
 * GET /api/design/template?productType=&sku= → { template }: the variant's
 * valid template. 404 `no_template` when the type has no file, the file no
 * template for the SKU, or the template is not valid (the modal's noTemplateFound).
 */
export const designTemplateContract = defineContract({
  query: z.object({
    productType: z
      .string({ error: 'productType is required' })
      .trim()
      .min(1, 'productType is required')
      .max(100, 'productType must be at most 100 characters')
      .regex(PRODUCT_TYPE, 'productType may only contain letters, digits, spaces and & \' . , ( ) + _ -'),
    sku: z
      .string({ error: 'sku is required' })
      .trim()
      .min(1, 'sku is required')
      .max(100, 'sku must be at most 100 characters')
      .regex(SKU, 'sku may only contain letters, digits, spaces and . _ / + # -'),
  }),
  reply: z.object({ template: templateSchema }),
});

/** Kept well above any thumbnail the modal shows, below what would make the service render a poster. */
export const MAX_PREVIEW_SIDE_PX = 4000;

const side = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of pixels` })
    .int(`${name} must be a whole number of pixels`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_PREVIEW_SIDE_PX, `${name} must be at most ${MAX_PREVIEW_SIDE_PX}`)
    .optional();

/**
 * GET /api/design/preview?designFile=&width=&height= → the design file's
 * preview image (PNG, JPEG, GIF or WebP bytes; used as an <img> source, so
 * `reply` describes no JSON). A product template's is cached publicly for a
 * few minutes; a shopper's own file (lib/services/designer/design-owner.ts) is shown
 * only to that shopper, privately. 404 `not_found` for a file that is not
 * there or not the asker's (the same answer, so paths cannot be probed),
 * 502 `design_unavailable`.
 */
export const designPreviewContract = defineContract({
  query: z.object({
    designFile: z
      .string({ error: 'designFile is required' })
      .min(1, 'designFile is required')
      .max(200, 'designFile must be at most 200 characters')
      .regex(DESIGN_FILE_PATH, "designFile must be path segments of letters, digits, '_' and '-'"),
    width: side('width'),
    height: side('height'),
  }),
  reply: z.instanceof(Blob),
});

/** What a die-cut border is (None, Small or Large: outline offsets 0, 18 and 36 points). */
const BORDER = z.enum(['None', 'Small', 'Large'], { error: 'border must be None, Small or Large' });

/**
 * POST /api/design/artwork, multipart: `file` (the artwork, at most
 * 10,000,000 bytes, jpg/jpeg/png/pdf/psd/ai/eps/svg checked by content),
 * for the session's customer or the browser's issued visitor id → the
 * gallery file the editor places, the converted image and its print
 * checks' grid.
 * Failures: 400 invalid, 413 too_large, 415 unsupported_file, 429
 * rate_limited, 422 unreadable_file (the image host could not read it),
 * 502 upload_failed / conversion_failed / token_refused / design_unavailable. The contract has no body: the route reads the form.
 */
export const designArtworkContract = defineContract({
  reply: z.object({
    file: z.string(),
    imageUrl: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    kind: z.enum(['png', 'jpg', 'pdf', 'ai', 'eps', 'psd', 'svg']),
    /** The print checks' grid of the converted image (lib/domain/design/preflight-pixels.ts); null when it could not be read. */
    grid: z
      .object({
        width: z.number().int().min(1).max(PREFLIGHT_GRID_SIDE),
        height: z.number().int().min(1).max(PREFLIGHT_GRID_SIDE),
        cells: z.string().regex(/^[0-3]*$/),
      })
      .refine((g) => g.cells.length === g.width * g.height, 'the grid has one cell per width × height')
      .nullable(),
  }),
});

/**
 * POST /api/design/shape { imageUrl, file, border, handle } → the
 * die-cut custom template traced from the uploaded artwork with that
 * border: its design file (what the editor loads) and its natural size in
 * inches (the artwork at 300 dpi plus the border), whose ratio ties the
 * die-cut width and height. 404 not_die_cut for a product that is not
 * Custom Die-Cut / Shape=Custom; 422 no_outline for an image with nothing
 * visible; the artwork route's other failures.
 */
export const designShapeContract = defineContract({
  body: z.object({
    imageUrl: z.string({ error: 'imageUrl is required' }).url('imageUrl must be a URL').max(2048, 'imageUrl is too long'),
    file: z
      .string({ error: 'file is required' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/, 'file must be a gallery file name'),
    border: BORDER,
    handle: z
      .string({ error: 'handle is required' })
      .min(1, 'handle is required')
      .max(255, 'handle is too long')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u, 'handle must be a product handle'),
  }),
  reply: z.object({
    designFile: z.string(),
    widthIn: z.number().positive(),
    heightIn: z.number().positive(),
    border: BORDER,
  }),
});
