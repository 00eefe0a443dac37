import type { PrintAreaDefinition, SurfaceDefinition } from './editor-api';
import {
  EDITOR_UNITS_PER_INCH,
  SAFETY_LINE_MARGIN,
  THUMBNAIL_MAX_SIDE_PX,
  editorLanguage,
  productDefinition,
  resizeCommand,
  thumbnailSize,
} from './product-definition';
import { checkTemplate, type Template } from '../../services/designer/templates';

const templateOf = (raw: unknown): Template => {
  const check = checkTemplate(raw);
  if (!check.ok) throw new Error(check.problem);
  return check.template;
};

const area = (side: string, over: Record<string, unknown> = {}) => ({
  DesignFile: `custom-roll-labels/${side}`,
  Bounds: { X: 0, Y: 0, Width: 144, Height: 216 },
  SafetyLines: [{ Margin: 9 }],
  Bleed: 9,
  ...over,
});
const SINGLE = templateOf({ ID: 'RL-2X3', Name: 'Custom Roll Labels 2" x 3"', Surfaces: [{ Name: 'Front', Width: 144, Height: 216, PrintAreas: [area('front')] }] });
const DOUBLE = templateOf({
  ID: 'RL-2X3-D',
  Surfaces: [
    { Name: 'Front', Width: 144, Height: 216, PrintAreas: [area('front')] },
    { Name: 'Back', Width: 144, Height: 216, PrintAreas: [area('back')] },
  ],
});

const surfaceAt = (def: ReturnType<typeof productDefinition>, i: number) => def.surfaces[i] as SurfaceDefinition;
const areaOf = (s: SurfaceDefinition): PrintAreaDefinition => s.printAreas![0]!;

describe('productDefinition', () => {
  it("keeps a standard size's template surface, in points, with bleed, cut line and caution zone", () => {
    expect(productDefinition(SINGLE)).toEqual({
      name: 'Custom Roll Labels 2" x 3"',
      surfaces: [
        {
          name: 'Front',
          width: 144,
          height: 216,
          printAreas: [
            {
              designFile: 'custom-roll-labels/front',
              bounds: { x: 0, y: 0, width: 144, height: 216 },
              bleed: { left: 9, top: 9, right: 9, bottom: 9 },
              safetyLines: [
                { name: 'cut', margin: 0, pdfBox: 'Trim', color: 'rgba(255,0,0,1)', altColor: 'rgba(255,0,0,1)', widthPx: 1 },
                { name: 'caution', margin: 9, color: 'rgba(0,170,0,1)', altColor: 'rgba(255,176,0,1)', stepPx: 5, widthPx: 1 },
              ],
            },
          ],
        },
      ],
    });
    expect(productDefinition(SINGLE, { kind: 'standard' })).toEqual(productDefinition(SINGLE));
  });

  it('gives every surface of a double-sided template its own design file', () => {
    const def = productDefinition(DOUBLE);
    expect(def.surfaces).toHaveLength(2);
    expect(def.surfaces.map((s) => (s as SurfaceDefinition).name)).toEqual(['Front', 'Back']);
    expect(def.surfaces.map((s) => areaOf(s as SurfaceDefinition).designFile)).toEqual(['custom-roll-labels/front', 'custom-roll-labels/back']);
    expect(def).not.toHaveProperty('name');
  });

  it('sizes every surface and print area to a custom size in inches, rounded to 2 decimals', () => {
    const def = productDefinition(DOUBLE, { kind: 'custom', widthIn: 3.33, heightIn: 1.5 });
    for (const i of [0, 1]) {
      const surface = surfaceAt(def, i);
      expect(surface).toMatchObject({ width: 239.76, height: 108 });
      expect(areaOf(surface).bounds).toEqual({ x: 0, y: 0, width: 239.76, height: 108 });
    }
    expect(surfaceAt(productDefinition(SINGLE, { kind: 'custom', widthIn: 1 / 3, heightIn: 2 }), 0)).toMatchObject({ width: 24, height: 144 });
    expect(EDITOR_UNITS_PER_INCH).toBe(72);
  });

  it("falls back to the default safety-line margin and no bleed when the template gives none", () => {
    const bare = templateOf({ ID: 'X', Surfaces: [{ Width: 72, Height: 72, PrintAreas: [{ DesignFile: 'x/front' }] }] });
    const printArea = areaOf(surfaceAt(productDefinition(bare), 0));
    expect(printArea.bleed).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
    expect(printArea.safetyLines![1]).toMatchObject({ name: 'caution', margin: SAFETY_LINE_MARGIN });
    expect(SAFETY_LINE_MARGIN).toBe(1);
    const emptyLines = templateOf({ ID: 'Y', Surfaces: [{ Width: 72, Height: 72, PrintAreas: [{ SafetyLines: [{}] }] }] });
    const empty = areaOf(surfaceAt(productDefinition(emptyLines), 0));
    expect(empty.safetyLines![1]!.margin).toBe(1);
    expect(empty).not.toHaveProperty('designFile');
    expect(surfaceAt(productDefinition(emptyLines), 0)).not.toHaveProperty('name');
  });

  it('reads a per-side bleed, and a zero margin as given', () => {
    const sided = templateOf({ ID: 'Z', Surfaces: [{ Width: 72, Height: 72, PrintAreas: [{ Bleed: { Left: 1, Top: 2, Right: 3 }, SafetyLines: [{ Margin: 0 }] }] }] });
    const printArea = areaOf(surfaceAt(productDefinition(sided), 0));
    expect(printArea.bleed).toEqual({ left: 1, top: 2, right: 3, bottom: 0 });
    expect(printArea.safetyLines![1]!.margin).toBe(0);
  });

  it('refuses a custom size that is not positive inches', () => {
    for (const [w, h] of [[0, 1], [1, -2], [Number.NaN, 1], [Infinity, 1]]) {
      expect(() => productDefinition(SINGLE, { kind: 'custom', widthIn: w!, heightIn: h! })).toThrow(RangeError);
    }
  });
});

describe('resizeCommand', () => {
  it('resizes the whole product in points, fitting the content', () => {
    expect(resizeCommand(2, 3.5)).toEqual({ targetType: 'product', width: 144, height: 252, defaultOptions: { resize: 0 } });
    expect(resizeCommand(1.11, 2.22)).toMatchObject({ width: 79.92, height: 159.84 });
    expect(() => resizeCommand(0, 1)).toThrow(RangeError);
  });
});

describe('thumbnailSize', () => {
  it('is 300 px per inch', () => {
    expect(thumbnailSize(2, 3)).toEqual({ width: 600, height: 900 });
    expect(thumbnailSize(1.25, 0.5)).toEqual({ width: 375, height: 150 });
  });

  it('caps the longer side, keeping the ratio', () => {
    expect(thumbnailSize(10, 5)).toEqual({ width: THUMBNAIL_MAX_SIDE_PX, height: 1200 });
    expect(thumbnailSize(3, 31)).toEqual({ width: 232, height: 2400 });
    expect(thumbnailSize(100, 0.001)).toEqual({ width: 2400, height: 1 });
  });

  it('refuses sizes that are not positive', () => {
    expect(() => thumbnailSize(-1, 2)).toThrow(RangeError);
  });
});

describe('editorLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['', 'en'],
    ['fry', 'en'],
  ])('%j → %s', (locale, language) => {
    expect(editorLanguage(locale)).toBe(language);
  });
});
