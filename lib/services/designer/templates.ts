import { z } from 'zod';

/**
 * Design templates: one file per
 * product type on the templates host, `{TEMPLATES_BASE_URL}/cc_{type}.json`,
 * holding one template per variant (`ID` = the variant's SKU). Sizes are in
 * points, the editor's unit. Pure: the fetch is lib/services/designer/client.ts.
 */

/**
 * `cc_` + the product type lower-cased, '&' → 'and', spaces → '_'
 * ("Product Labels & Tags" → "cc_product_labels_and_tags"); the reader adds
 * `.json`. Runs of white space make one '_', as the templates host names them.
 */
export function templateFileName(productType: string): string {
  return `cc_${productType.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '_')}`;
}

/** A design file under the service's designs folder: path segments of letters, digits, '_' and '-' (no '..', no leading '/'). */
export const DESIGN_FILE_PATH = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** The data-cache tag of one templates file (dropped with `POST /api/revalidate {"tags":[…]}`). */
export const templatesTag = (fileName: string): string => `templates:${fileName}`;

/** Files are hand-edited: a number may arrive as a numeric string. Idempotent, so a parsed template parses again. */
const num = z.union([z.number(), z.string().trim().regex(/^-?\d+(?:\.\d+)?$/).transform(Number)]);

const margins = z.looseObject({ Left: num.optional(), Top: num.optional(), Right: num.optional(), Bottom: num.optional() });

export const templatePrintAreaSchema = z.looseObject({
  /** A design file under the service's designs folder ("custom-roll-labels/front"); none is an empty print area. */
  DesignFile: z.string().min(1).optional(),
  Bounds: z.looseObject({ X: num.optional(), Y: num.optional(), Width: num, Height: num }).optional(),
  /** The first line's margin is the caution zone (lib/domain/design/product-definition.ts). */
  SafetyLines: z.array(z.looseObject({ Margin: num.optional() })).optional(),
  /** One bleed on every side, or each side on its own. */
  Bleed: z.union([num, margins]).optional(),
});

export const templateSurfaceSchema = z.looseObject({
  Name: z.string().optional(),
  Width: num,
  Height: num,
  PrintAreas: z.array(templatePrintAreaSchema).default([]),
});

export const templateSchema = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  Name: z.string().optional(),
  Surfaces: z.array(templateSurfaceSchema).default([]),
});

export type Template = z.output<typeof templateSchema>;
export type TemplateSurface = z.output<typeof templateSurfaceSchema>;
export type TemplatePrintArea = z.output<typeof templatePrintAreaSchema>;

/**
 * A templates file. Each entry is only required to carry an ID here: one
 * broken template must not hide the file's others, so an entry's shape is
 * checked when it is selected (checkTemplate).
 */
export const templatesFileSchema = z.looseObject({
  Templates: z.array(z.looseObject({ ID: z.union([z.string(), z.number()]).transform(String) })),
});

export type TemplatesFile = z.output<typeof templatesFileSchema>;
export type TemplateEntry = TemplatesFile['Templates'][number];

/** The template of a variant: the entry whose ID equals its SKU (exactly, as the host writes it), or null. */
export function selectTemplate(file: TemplatesFile, sku: string): TemplateEntry | null {
  return file.Templates.find((t) => t.ID === sku) ?? null;
}

export type TemplateCheck = { ok: true; template: Template } | { ok: false; problem: string };

const positive = (n: number) => Number.isFinite(n) && n > 0;

/**
 * A template is valid only if every surface has print
 * areas; the editor also needs a surface at all and sizes it can draw.
 * `problem` says which rule failed, for the log.
 */
export function checkTemplate(entry: unknown): TemplateCheck {
  const parsed = templateSchema.safeParse(entry);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: `malformed: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown'}` };
  }
  const template = parsed.data;
  if (template.Surfaces.length === 0) return { ok: false, problem: 'no surfaces' };
  for (const [i, surface] of template.Surfaces.entries()) {
    if (!positive(surface.Width) || !positive(surface.Height)) return { ok: false, problem: `surface ${i} has no positive size` };
    if (surface.PrintAreas.length === 0) return { ok: false, problem: `surface ${i} has no print areas` };
    for (const [j, area] of surface.PrintAreas.entries()) {
      if (area.Bounds && (!positive(area.Bounds.Width) || !positive(area.Bounds.Height))) {
        return { ok: false, problem: `surface ${i} print area ${j} has no positive size` };
      }
    }
  }
  return { ok: true, template };
}

export function isValidTemplate(entry: unknown): boolean {
  return checkTemplate(entry).ok;
}
