import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTemplate, isValidTemplate, selectTemplate, templateFileName, templatesFileSchema, templatesTag } from './templates';

// The emulator's seed writes the template files; its name function is the one the host serves by.
// Loaded at run time (the emulator is outside the app's type check), so its module is not type-imported.
const seed = jest.requireActual<{
  templateFileName: (t: string) => string;
  buildTemplateFiles: (products: unknown[]) => Map<string, unknown>;
  TYPE_WITH_INVALID_TEMPLATE: string;
}>(join(__dirname, '..', '..', '..', 'emulator', 'seed', 'catalog', 'templates.ts'));

/** Every product type of the seed catalog, read from its source. */
const seedTypes = [
  ...new Set([...readFileSync(join(__dirname, '..', '..', '..', 'emulator', 'seed', 'catalog', 'products.ts'), 'utf8').matchAll(/\btype: '([^']+)'/g)].map((m) => m[1]!)),
];

const area = (over: Record<string, unknown> = {}) => ({
  DesignFile: 'custom-roll-labels/front',
  Bounds: { X: 0, Y: 0, Width: 144, Height: 216 },
  SafetyLines: [{ Margin: 9 }],
  Bleed: 9,
  ...over,
});
const surface = (over: Record<string, unknown> = {}) => ({ Name: 'Front', Width: 144, Height: 216, PrintAreas: [area()], ...over });
const template = (over: Record<string, unknown> = {}) => ({ ID: 'RL-2X3-W-S-1', Name: 'Custom Roll Labels 2x3', Surfaces: [surface()], ...over });

describe('templateFileName', () => {
  it.each([
    ['Roll Labels', 'cc_roll_labels'],
    ['Product Labels & Tags', 'cc_product_labels_and_tags'],
    ['Die-Cut Stickers', 'cc_die-cut_stickers'],
    ['Custom Shape Stickers', 'cc_custom_shape_stickers'],
  ])('%s → %s', (type, name) => {
    expect(templateFileName(type)).toBe(name);
  });

  it('names every seed product type as the emulator seed does', () => {
    expect(seedTypes.length).toBeGreaterThan(5);
    for (const type of seedTypes) expect(templateFileName(type)).toBe(seed.templateFileName(type));
  });

  it('tags a file by its name', () => {
    expect(templatesTag('cc_roll_labels')).toBe('templates:cc_roll_labels');
  });
});

describe('templates file', () => {
  it('tolerates extra fields and keeps a broken entry from hiding the others', () => {
    const file = templatesFileSchema.parse({ Version: 2, Templates: [template({ Extra: true }), { ID: 'X-1', Surfaces: 'nonsense' }] });
    expect(selectTemplate(file, 'RL-2X3-W-S-1')).toMatchObject({ Extra: true });
    expect(checkTemplate(selectTemplate(file, 'X-1'))).toEqual({ ok: false, problem: expect.stringMatching(/^malformed: Surfaces/) });
  });

  it('refuses a file without a Templates list', () => {
    expect(templatesFileSchema.safeParse({ templates: [] }).success).toBe(false);
    expect(templatesFileSchema.safeParse([]).success).toBe(false);
  });

  it('selects the template whose ID is the SKU, exactly', () => {
    const file = templatesFileSchema.parse({ Templates: [template({ ID: 'A-1' }), template({ ID: 'B-2' }), template({ ID: 42 })] });
    expect(selectTemplate(file, 'B-2')?.ID).toBe('B-2');
    expect(selectTemplate(file, '42')?.ID).toBe('42');
    expect(selectTemplate(file, 'b-2')).toBeNull();
    expect(selectTemplate(file, 'C-3')).toBeNull();
  });
});

describe('isValidTemplate', () => {
  it('accepts single and double-sided templates', () => {
    expect(isValidTemplate(template())).toBe(true);
    expect(isValidTemplate(template({ Surfaces: [surface(), surface({ Name: 'Back' })] }))).toBe(true);
  });

  it('reads numeric strings as numbers, and parses its own output again', () => {
    const check = checkTemplate(template({ Surfaces: [surface({ Width: '144', Height: '216.5' })] }));
    expect(check.ok && check.template.Surfaces[0]).toMatchObject({ Width: 144, Height: 216.5 });
    expect(check.ok && checkTemplate(check.template).ok).toBe(true);
  });

  it.each([
    ['no surfaces', template({ Surfaces: [] }), 'no surfaces'],
    ['a surface without print areas', template({ Surfaces: [surface(), surface({ PrintAreas: [] })] }), 'surface 1 has no print areas'],
    ['a surface with PrintAreas missing', template({ Surfaces: [{ Name: 'Front', Width: 10, Height: 10 }] }), 'surface 0 has no print areas'],
    ['a zero-width surface', template({ Surfaces: [surface({ Width: 0 })] }), 'surface 0 has no positive size'],
    ['a negative print area', template({ Surfaces: [surface({ PrintAreas: [area({ Bounds: { X: 0, Y: 0, Width: -1, Height: 5 } })] })] }), 'surface 0 print area 0 has no positive size'],
  ])('refuses %s', (_label, t, problem) => {
    expect(checkTemplate(t)).toEqual({ ok: false, problem });
    expect(isValidTemplate(t)).toBe(false);
  });

  it('refuses what is not a template', () => {
    for (const t of [null, 'x', { Surfaces: [] }, template({ Surfaces: [surface({ Width: 'wide' })] })]) expect(isValidTemplate(t)).toBe(false);
  });
});

describe('the seed template files', () => {
  const variant = (sku: string, size: string, sides: string) => ({ sku, selectedOptions: [{ name: 'Size', value: size }, { name: 'Sides', value: sides }] });
  const product = (productType: string, handle: string, variants: unknown[]) => ({ productType, handle, title: handle, variants });
  const files = seed.buildTemplateFiles([
    product('Roll Labels', 'custom-roll-labels', [variant('RL-2X3', '2" x 3"', 'Single Sided'), variant('RL-4X4', '4" x 4"', 'Double Sided')]),
    product(seed.TYPE_WITH_INVALID_TEMPLATE, 'custom-bumper-stickers', [variant('BS-3X10', '3" x 10"', 'Single Sided')]),
  ]);
  const file = (type: string) => templatesFileSchema.parse(files.get(templateFileName(type)));

  it('parse, and their templates are valid (double-sided ones too)', () => {
    const roll = file('Roll Labels');
    expect(checkTemplate(selectTemplate(roll, 'RL-2X3'))).toMatchObject({ ok: true, template: { Surfaces: [{ Width: 144, Height: 216 }] } });
    expect(checkTemplate(selectTemplate(roll, 'RL-4X4'))).toMatchObject({ ok: true, template: { Surfaces: [{ Name: 'Front' }, { Name: 'Back' }] } });
  });

  it('include the invalid one the storefront must refuse', () => {
    expect(checkTemplate(selectTemplate(file(seed.TYPE_WITH_INVALID_TEMPLATE), 'BS-3X10'))).toEqual({ ok: false, problem: 'surface 0 has no print areas' });
  });
});
