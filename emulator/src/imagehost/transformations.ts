import { DeliveryError } from './errors.ts';

/** Output formats delivery can produce (the URL extension or `f_`); `jpeg` is read as `jpg`. */
export const OUTPUT_FORMATS = ['png', 'jpg', 'webp', 'gif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export type Crop = 'scale' | 'fit' | 'limit';

/** One slash-separated group: its resize happens after the previous group's. */
export interface Step {
  width?: number;
  height?: number;
  crop: Crop;
}

export interface Transformation {
  /** rasterising density for vector sources (dn_) */
  density?: number;
  /** 1-based page (pg_) */
  page?: number;
  /** f_ (`auto` picks for the source) */
  format?: OutputFormat | 'auto';
  quality?: number;
  steps: Step[];
}

export interface DeliveryPath {
  transformation: Transformation;
  /** the canonical transformation text, for the derived-file cache key */
  canonical: string;
  version?: number;
  /** the public id with the extension, as in the URL; see candidates() */
  name: string;
  extension?: string;
}

/**
 * Every parameter key of the real transformation language. A leading path segment made of these is a
 * transformation; anything else starts the public id (so a folder named `my_art` stays a folder). Keys the
 * emulator does not apply are refused rather than ignored, so a caller never gets an image it did not ask for.
 */
const KNOWN_KEYS = new Set([
  'a', 'ac', 'af', 'ar', 'b', 'bl', 'bo', 'br', 'c', 'co', 'cs', 'd', 'dl', 'dn', 'dpr', 'du', 'e', 'eo', 'f', 'fl', 'fn',
  'fps', 'g', 'h', 'if', 'ki', 'l', 'o', 'p', 'pg', 'q', 'r', 'so', 'sp', 't', 'u', 'vc', 'vs', 'w', 'x', 'y', 'z',
]);
const SUPPORTED = 'dn_, w_, h_, c_scale, c_fit, c_limit, f_png|jpg|webp|gif|auto, pg_, q_';
const EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif', 'pdf', 'ai', 'eps', 'ps', 'psd', 'svg', 'tif', 'tiff']);

const componentKey = (c: string) => /^([a-z]{1,3})_./.exec(c)?.[1];
const isTransformationSegment = (segment: string) => {
  const key = componentKey(segment.split(',')[0] ?? '');
  return key !== undefined && KNOWN_KEYS.has(key);
};

function positiveInt(value: string, component: string, max: number): number {
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) throw new DeliveryError(400, `Invalid value for ${component}`);
  return Number(value);
}

function applyComponent(t: Transformation, step: Step, component: string): void {
  const sep = component.indexOf('_');
  const key = component.slice(0, sep);
  const value = component.slice(sep + 1);
  switch (key) {
    case 'w':
      step.width = positiveInt(value, component, 100_000);
      return;
    case 'h':
      step.height = positiveInt(value, component, 100_000);
      return;
    case 'c':
      if (value !== 'scale' && value !== 'fit' && value !== 'limit') break;
      step.crop = value;
      return;
    case 'dn':
      t.density = positiveInt(value, component, 2400);
      return;
    case 'pg':
      t.page = positiveInt(value, component, 100_000);
      return;
    case 'q':
      t.quality = value === 'auto' || value.startsWith('auto:') ? undefined : positiveInt(value, component, 100);
      return;
    case 'f': {
      const format = value === 'jpeg' ? 'jpg' : value;
      if (format !== 'auto' && !(OUTPUT_FORMATS as readonly string[]).includes(format)) break;
      t.format = format as OutputFormat | 'auto';
      return;
    }
  }
  if (!KNOWN_KEYS.has(key)) throw new DeliveryError(400, `Invalid transformation component - ${component}`);
  throw new DeliveryError(400, `${component} is not supported by this stand-in (it supports ${SUPPORTED})`);
}

/** Splits `[<transformations>/…][v<version>/]<public_id>[.<ext>]` (already URL-decoded). */
export function parseDeliveryPath(rest: string): DeliveryPath {
  const segments = rest.split('/');
  const transformation: Transformation = { steps: [] };
  const groups: string[] = [];
  // With a version segment, everything before it is a transformation (unknown keys are then refused). Without
  // one, only leading segments that start with a real transformation key are: `my_art/logo` stays a public id.
  let versionAt = segments.findIndex((s, n) => /^v\d+$/.test(s) && n < segments.length - 1);
  if (versionAt >= 0 && !segments.slice(0, versionAt).every((s) => s.split(',').every((c) => componentKey(c) !== undefined))) versionAt = -1;
  let count = versionAt;
  if (count < 0) {
    count = 0;
    while (count < segments.length - 1 && isTransformationSegment(segments[count]!)) count++;
  }
  let i = 0;
  for (; i < count; i++) {
    const segment = segments[i]!;
    const step: Step = { crop: 'scale' };
    for (const component of segment.split(',')) {
      if (!componentKey(component)) throw new DeliveryError(400, `Invalid transformation component - ${component}`);
      applyComponent(transformation, step, component);
    }
    if (step.width !== undefined || step.height !== undefined) transformation.steps.push(step);
    groups.push(segment);
  }
  let version: number | undefined;
  if (versionAt >= 0 && i === versionAt) {
    version = Number(segments[i]!.slice(1));
    i++;
  }
  const name = segments.slice(i).join('/');
  if (!name) throw new DeliveryError(404, 'Resource not found - (no public id)');
  const dot = name.lastIndexOf('.');
  const ext = dot > name.lastIndexOf('/') ? name.slice(dot + 1).toLowerCase() : undefined;
  return { transformation, canonical: groups.join('/'), version, name, extension: ext && EXTENSIONS.has(ext) ? ext : undefined };
}

/** The public ids a URL may mean: without its extension first, then (`art.pdf` stored with the dot) as written. */
export function candidates(path: DeliveryPath): string[] {
  if (!path.extension) return [path.name];
  return [path.name.slice(0, -(path.extension.length + 1)), path.name];
}
