import { CUT_PATH_MAX_CHARS, parseCutPath } from './cutPath.ts';
import { FONT_FAMILIES, LIMITS, TEXT_ALIGNS, type Design, type DesignItem, type DesignSurface, type DieCut, type Margins, type SafetyLine } from './model.ts';
import { arr, bool, DesignInputError, hexColor, num, obj, oneOf, str, type Obj } from './parse.ts';

/** Checks a design posted by the editor (or read back from disk) field by field; throws DesignInputError. */
export function parseDesign(input: unknown): Design {
  const o = obj(input, 'design');
  if (o.version !== 1) throw new DesignInputError('design.version must be 1');
  const surfaces = arr(o.surfaces, 'design.surfaces', LIMITS.surfaces).map((s, i) => parseSurface(s, `design.surfaces[${i}]`));
  if (surfaces.length === 0) throw new DesignInputError('design.surfaces must not be empty');
  return { version: 1, surfaces };
}

export function parseMargins(value: unknown, field: string): Margins {
  const o = obj(value, field);
  const side = (k: keyof Margins) => num(o[k] ?? 0, `${field}.${k}`, 0, LIMITS.side);
  return { left: side('left'), top: side('top'), right: side('right'), bottom: side('bottom') };
}

function parseSafetyLine(value: unknown, field: string): SafetyLine {
  const o = obj(value, field);
  return {
    ...(o.name === undefined ? {} : { name: str(o.name, `${field}.name`, 200) }),
    margin: parseMargins(o.margin, `${field}.margin`),
    color: str(o.color, `${field}.color`, 100),
    altColor: str(o.altColor, `${field}.altColor`, 100),
    stepPx: num(o.stepPx, `${field}.stepPx`, 0, 1000),
    widthPx: num(o.widthPx, `${field}.widthPx`, 0, 100),
    ...(o.pdfBox === undefined ? {} : { pdfBox: str(o.pdfBox, `${field}.pdfBox`, 20) }),
  };
}

function parseSurface(value: unknown, field: string): DesignSurface {
  const o = obj(value, field);
  return {
    name: str(o.name, `${field}.name`, 200),
    ...(o.designFile === undefined ? {} : { designFile: str(o.designFile, `${field}.designFile`, 500) }),
    width: num(o.width, `${field}.width`, 1, LIMITS.side),
    height: num(o.height, `${field}.height`, 1, LIMITS.side),
    bleed: parseMargins(o.bleed, `${field}.bleed`),
    safetyLines: arr(o.safetyLines, `${field}.safetyLines`, 10).map((l, i) => parseSafetyLine(l, `${field}.safetyLines[${i}]`)),
    background: hexColor(o.background, `${field}.background`),
    items: arr(o.items, `${field}.items`, LIMITS.items).map((it, i) => parseItem(it, `${field}.items[${i}]`)),
    ...(o.dieCut === undefined ? {} : { dieCut: parseDieCut(o.dieCut, `${field}.dieCut`) }),
  };
}

/** The path is read in full here, so every renderer downstream can trust it. */
export function parseDieCut(value: unknown, field: string): DieCut {
  const o = obj(value, field);
  const path = str(o.path, `${field}.path`, CUT_PATH_MAX_CHARS);
  parseCutPath(path, `${field}.path`);
  // the box only gives the path its proportions: any positive size (traced pixels, points…)
  return { path, width: num(o.width, `${field}.width`, 1e-6, 1e7), height: num(o.height, `${field}.height`, 1e-6, 1e7) };
}

function parseItem(value: unknown, field: string): DesignItem {
  const o: Obj = obj(value, field);
  const far = LIMITS.side * 4;
  const base = {
    id: str(o.id, `${field}.id`, 100),
    name: str(o.name, `${field}.name`, 200),
    cx: num(o.cx, `${field}.cx`, -far, far),
    cy: num(o.cy, `${field}.cy`, -far, far),
    width: num(o.width, `${field}.width`, 0, 100_000),
    height: num(o.height, `${field}.height`, 0, 100_000),
    scaleX: num(o.scaleX, `${field}.scaleX`, -1000, 1000),
    scaleY: num(o.scaleY, `${field}.scaleY`, -1000, 1000),
    angle: num(o.angle, `${field}.angle`, -3600, 3600),
  };
  const type = oneOf(o.type, `${field}.type`, ['text', 'image'] as const);
  if (type === 'image') return { ...base, type, file: str(o.file, `${field}.file`, 255) };
  return {
    ...base,
    type,
    text: str(o.text, `${field}.text`, LIMITS.text),
    fontFamily: oneOf(o.fontFamily, `${field}.fontFamily`, FONT_FAMILIES),
    bold: bool(o.bold, `${field}.bold`),
    italic: bool(o.italic, `${field}.italic`),
    fontSize: num(o.fontSize, `${field}.fontSize`, 1, LIMITS.fontSize),
    color: hexColor(o.color, `${field}.color`),
    align: oneOf(o.align, `${field}.align`, TEXT_ALIGNS),
  };
}
