import { LIMITS, type Margins, type SafetyLine } from './model.ts';
import { parseMargins } from './validate.ts';
import { arr, DesignInputError, num, obj, str } from './parse.ts';

/**
 * The vendor's IProductDefinition as loadEditor receives it, read into what the stand-in
 * needs: per surface either a fresh print area (size, bleed, safety lines, optional design file) or a saved
 * state to reopen. Anything it cannot read is "malformed", so loadEditor rejects as the real editor does.
 */
export interface PrintAreaRequest {
  designFile?: string;
  /** trim size; unknown until the design file is read when neither bounds nor the surface size give it */
  width?: number;
  height?: number;
  /** absent when neither the print area nor the product gives any: a design file's own then apply */
  bleed?: Margins;
  safetyLines?: SafetyLine[];
}

export type SurfaceRequest =
  | { kind: 'printArea'; name: string; area: PrintAreaRequest }
  | { kind: 'state'; stateId: string; surface?: number };

const SAFETY_DEFAULTS = { margin: 10, color: 'rgba(255,255,255,1)', altColor: 'rgba(0,0,0,1)', stepPx: 10, widthPx: 1 };
export const STATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function safetyMargin(value: unknown, field: string): Margins {
  if (value === undefined) value = SAFETY_DEFAULTS.margin;
  if (typeof value === 'number' || typeof value === 'string') {
    const m = num(value, field, 0, LIMITS.side);
    return { left: m, top: m, right: m, bottom: m };
  }
  const o = obj(value, field);
  if ('horizontal' in o || 'vertical' in o) {
    const h = num(o.horizontal ?? 0, `${field}.horizontal`, 0, LIMITS.side);
    const v = num(o.vertical ?? 0, `${field}.vertical`, 0, LIMITS.side);
    return { left: h, right: h, top: v, bottom: v };
  }
  return parseMargins(o, field);
}

function safetyLine(value: unknown, field: string): SafetyLine {
  const o = obj(value, field);
  return {
    ...(o.name === undefined ? {} : { name: str(o.name, `${field}.name`, 200) }),
    margin: safetyMargin(o.margin, `${field}.margin`),
    color: o.color === undefined ? SAFETY_DEFAULTS.color : str(o.color, `${field}.color`, 100),
    altColor: o.altColor === undefined ? SAFETY_DEFAULTS.altColor : str(o.altColor, `${field}.altColor`, 100),
    stepPx: o.stepPx === undefined ? SAFETY_DEFAULTS.stepPx : num(o.stepPx, `${field}.stepPx`, 0, 1000),
    widthPx: o.widthPx === undefined ? SAFETY_DEFAULTS.widthPx : num(o.widthPx, `${field}.widthPx`, 0, 100),
    ...(o.pdfBox === undefined ? {} : { pdfBox: str(o.pdfBox, `${field}.pdfBox`, 20) }),
  };
}

function bleedOf(value: unknown, field: string): Margins {
  if (typeof value === 'number') {
    const b = num(value, field, 0, LIMITS.side);
    return { left: b, top: b, right: b, bottom: b };
  }
  return parseMargins(value, field);
}

function surfaceRequest(value: unknown, index: number, defaultSafety: SafetyLine[] | undefined): SurfaceRequest {
  const field = `product.surfaces[${index}]`;
  const fallbackName = index === 0 ? 'Front' : index === 1 ? 'Back' : `Surface ${index + 1}`;
  // a bare string is a design file name (the vendor's shortest form)
  if (typeof value === 'string') return { kind: 'printArea', name: fallbackName, area: { designFile: str(value, field, 500), ...(defaultSafety ? { safetyLines: defaultSafety } : {}) } };
  const o = obj(value, field);
  if (o.stateId !== undefined) {
    const stateId = str(o.stateId, `${field}.stateId`, 100);
    if (!STATE_ID.test(stateId)) throw new DesignInputError(`State ${stateId} does not exist`, 404);
    return { kind: 'state', stateId, ...(o.surface === undefined ? {} : { surface: num(o.surface, `${field}.surface`, 0, LIMITS.surfaces) }) };
  }
  const name = o.name === undefined ? fallbackName : str(o.name, `${field}.name`, 200);
  const areas = o.printAreas === undefined ? [{}] : arr(o.printAreas, `${field}.printAreas`, 10);
  if (areas.length === 0) throw new DesignInputError(`${field}.printAreas must not be empty`);
  // One print area per surface: the trim. Extra print areas are read for errors but not drawn.
  const [first, ...rest] = areas.map((a, i) => obj(a, `${field}.printAreas[${i}]`));
  rest.forEach((a, i) => a.bounds !== undefined && obj(a.bounds, `${field}.printAreas[${i + 1}].bounds`));
  const a = first!;
  const bounds = a.bounds === undefined ? undefined : obj(a.bounds, `${field}.printAreas[0].bounds`);
  const size = (k: 'width' | 'height') => {
    const v = bounds?.[k] ?? o[k];
    return v === undefined ? undefined : num(v, bounds?.[k] !== undefined ? `${field}.printAreas[0].bounds.${k}` : `${field}.${k}`, 1, LIMITS.side);
  };
  const safety = a.safetyLines === undefined ? defaultSafety : arr(a.safetyLines, `${field}.printAreas[0].safetyLines`, 10).map((l, i) => safetyLine(l, `${field}.printAreas[0].safetyLines[${i}]`));
  const area: PrintAreaRequest = {
    ...(a.designFile === undefined ? {} : { designFile: str(a.designFile, `${field}.printAreas[0].designFile`, 500) }),
    ...(a.bleed === undefined ? {} : { bleed: bleedOf(a.bleed, `${field}.printAreas[0].bleed`) }),
    ...(safety ? { safetyLines: safety } : {}),
  };
  const width = size('width');
  const height = size('height');
  if (width !== undefined) area.width = width;
  if (height !== undefined) area.height = height;
  if (!area.designFile && (area.width === undefined || area.height === undefined)) {
    throw new DesignInputError(`${field} needs a size (width and height, or print area bounds) or a designFile`);
  }
  return { kind: 'printArea', name, area };
}

export function parseProductDefinition(input: unknown): SurfaceRequest[] {
  if (typeof input === 'string' || Array.isArray(input)) input = { surfaces: Array.isArray(input) ? input : [input] };
  const o = obj(input, 'product');
  const defaultSafety = o.defaultSafetyLines === undefined ? undefined : arr(o.defaultSafetyLines, 'product.defaultSafetyLines', 10).map((l, i) => safetyLine(l, `product.defaultSafetyLines[${i}]`));
  const surfaces = arr(o.surfaces, 'product.surfaces', LIMITS.surfaces);
  if (surfaces.length === 0) throw new DesignInputError('product.surfaces must not be empty');
  return surfaces.map((s, i) => surfaceRequest(s, i, defaultSafety));
}
