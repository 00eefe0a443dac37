import type { Margins, PrintAreaDefinition, ProductDefinition, ResizeArgs, SafetyLine, SurfaceDefinition } from './editor-api';
import type { Template, TemplatePrintArea } from '../../services/designer/templates';

/**
 * What the design editor is opened with (lib/domain/design/editor-api.ts), built
 * from a variant's template and the size the shopper chose. Pure, so the
 * modal and its tests share it. Editor units are 72 per
 * inch, thumbnails 300 px per inch, the safety line's margin is 1.
 */

/** Bleed around a die-cut shape's cut line, in points (1/8"), so the print runs past the cut. */
export const DIE_CUT_BLEED = 9;

/** The editor's unit: points. */
export const EDITOR_UNITS_PER_INCH = 72;
/** Proof (thumbnail) resolution the modal asks finishProductDesign for. */
export const THUMBNAIL_PX_PER_INCH = 300;
/** A 93 sq. in. custom size at 300 px/in would be a ~20-megapixel proof; the cart only shows a thumbnail. */
export const THUMBNAIL_MAX_SIDE_PX = 2400;
/** The safety line's margin, 1 point: the caution zone when the template gives no margin of its own. */
export const SAFETY_LINE_MARGIN = 1;

/** The cut line: solid red on the trim box. */
export const CUT_LINE: Readonly<SafetyLine> = Object.freeze({
  name: 'cut',
  margin: 0,
  pdfBox: 'Trim',
  color: 'rgba(255,0,0,1)',
  altColor: 'rgba(255,0,0,1)',
  widthPx: 1,
});

/** The caution zone: dashed green and amber, inside the cut line by its margin. */
const CAUTION_LINE: Readonly<SafetyLine> = Object.freeze({
  name: 'caution',
  color: 'rgba(0,170,0,1)',
  altColor: 'rgba(255,176,0,1)',
  stepPx: 5,
  widthPx: 1,
});

/** The size the shopper chose: one of the product's own (the template's size), or a custom one in inches. */
export type DesignSize = { kind: 'standard' } | { kind: 'custom'; widthIn: number; heightIn: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

function assertInches(widthIn: number, heightIn: number): void {
  if (!(Number.isFinite(widthIn) && widthIn > 0 && Number.isFinite(heightIn) && heightIn > 0)) {
    throw new RangeError(`a size must be positive inches, got ${widthIn} x ${heightIn}`);
  }
}

/** Inches → points, rounded to 2 decimals (sizes carry 2 decimals). */
export const toPoints = (inches: number): number => round2(inches * EDITOR_UNITS_PER_INCH);

/** The template's Bleed (one number for every side, or per side; none is 0) as the editor's margins. */
export function bleedOf(area: Pick<TemplatePrintArea, 'Bleed'>): Margins {
  const bleed = area.Bleed;
  if (typeof bleed === 'number') return { left: bleed, top: bleed, right: bleed, bottom: bleed };
  return { left: bleed?.Left ?? 0, top: bleed?.Top ?? 0, right: bleed?.Right ?? 0, bottom: bleed?.Bottom ?? 0 };
}

/** The caution zone's margin: the template print area's first safety line when it says, else the default margin. */
export function cautionMargin(area: Pick<TemplatePrintArea, 'SafetyLines'>): number {
  return area.SafetyLines?.[0]?.Margin ?? SAFETY_LINE_MARGIN;
}

function printArea(area: TemplatePrintArea, width: number, height: number): PrintAreaDefinition {
  return {
    ...(area.DesignFile ? { designFile: area.DesignFile } : {}),
    // The print area covers its surface, so a custom size resizes both together.
    bounds: { x: 0, y: 0, width, height },
    bleed: bleedOf(area),
    safetyLines: [{ ...CUT_LINE }, { ...CAUTION_LINE, margin: cautionMargin(area) }],
  };
}

/**
 * The editor's product: one surface per template surface (a double-sided
 * template gives two), each print area with its design file, bleed, cut
 * line and caution zone, in points. A standard size keeps the template's own
 * surface size; a custom size gives every surface width × height inches.
 * The template is expected to be valid (lib/services/designer/templates.ts checkTemplate).
 */
export function productDefinition(template: Template, size: DesignSize = { kind: 'standard' }): ProductDefinition {
  if (size.kind === 'custom') assertInches(size.widthIn, size.heightIn);
  const surfaces = template.Surfaces.map((surface): SurfaceDefinition => {
    const width = size.kind === 'custom' ? toPoints(size.widthIn) : surface.Width;
    const height = size.kind === 'custom' ? toPoints(size.heightIn) : surface.Height;
    return {
      ...(surface.Name ? { name: surface.Name } : {}),
      width,
      height,
      printAreas: surface.PrintAreas.map((area) => printArea(area, width, height)),
    };
  });
  return { ...(template.Name ? { name: template.Name } : {}), surfaces };
}

/**
 * The editor's product for a die-cut shape: one surface from the custom
 * template traced around the shopper's artwork (which carries its own cut
 * line), at the shape's natural size; the modal then resizes it to the
 * die-cut size chosen. No rectangular cut or caution line: the cut follows
 * the artwork.
 */
export function dieCutDefinition(designFile: string, natural: { widthIn: number; heightIn: number }): ProductDefinition {
  assertInches(natural.widthIn, natural.heightIn);
  const width = toPoints(natural.widthIn);
  const height = toPoints(natural.heightIn);
  const bleed = { left: DIE_CUT_BLEED, top: DIE_CUT_BLEED, right: DIE_CUT_BLEED, bottom: DIE_CUT_BLEED };
  return { surfaces: [{ name: 'Front', width, height, printAreas: [{ designFile, bounds: { x: 0, y: 0, width, height }, bleed, safetyLines: [] }] }] };
}

/**
 * The arguments of `editor.commandManager.execute('resize', …)` for a new
 * size in inches: the whole product, content fitted (resize 0) so nothing
 * the shopper placed is cut off.
 */
export function resizeCommand(widthIn: number, heightIn: number): ResizeArgs {
  assertInches(widthIn, heightIn);
  return { targetType: 'product', width: toPoints(widthIn), height: toPoints(heightIn), defaultOptions: { resize: 0 } };
}

/**
 * The proof size the modal asks finishProductDesign for (proofMaxWidth,
 * proofMaxHeight): 300 px per inch, scaled down to THUMBNAIL_MAX_SIDE_PX on
 * the longer side with the ratio kept; never below 1 px.
 */
export function thumbnailSize(widthIn: number, heightIn: number): { width: number; height: number } {
  assertInches(widthIn, heightIn);
  const width = widthIn * THUMBNAIL_PX_PER_INCH;
  const height = heightIn * THUMBNAIL_PX_PER_INCH;
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The editor speaks French on French pages, English elsewhere. */
export function editorLanguage(locale: string): 'fr' | 'en' {
  return /^fr(?:[-_]|$)/i.test(locale) ? 'fr' : 'en';
}
