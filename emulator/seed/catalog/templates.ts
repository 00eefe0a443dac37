import type { ProductRec } from '../../src/store/types.ts';
import { sizeInches } from './vocab.ts';

/**
 * Design templates (GET /templates/cc_{type}.json): one template per variant SKU, sized in points
 * (72 per inch) with a 1/8" safety margin and bleed.
 */

/** The product type left without a template file, so the storefront's noTemplateFound path is exercised. */
export const TYPE_WITHOUT_TEMPLATES = 'Window Decals';
/** The type whose first template has a surface with no print areas (invalid). */
export const TYPE_WITH_INVALID_TEMPLATE = 'Bumper Stickers';

export function templateFileName(productType: string): string {
  return `cc_${productType.toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '_')}`;
}

interface Template {
  ID: string;
  Name: string;
  Surfaces: { Name: string; Width: number; Height: number; PrintAreas: unknown[] }[];
}

export function buildTemplateFiles(products: ProductRec[]): Map<string, { Templates: Template[] }> {
  const files = new Map<string, { Templates: Template[] }>();
  for (const p of products) {
    if (p.productType === 'Optional Extra' || p.productType === TYPE_WITHOUT_TEMPLATES) continue;
    const name = templateFileName(p.productType);
    const file = files.get(name) ?? { Templates: [] };
    files.set(name, file);
    for (const v of p.variants) {
      if (!v.sku) continue;
      const size = v.selectedOptions.find((o) => o.name === 'Size')?.value ?? '';
      const [w, h] = sizeInches(size);
      const width = Math.round(w * 72);
      const height = Math.round(h * 72);
      const area = (side: string) => ({
        DesignFile: `${p.handle}/${side.toLowerCase()}`,
        Bounds: { X: 0, Y: 0, Width: width, Height: height },
        SafetyLines: [{ Margin: 9 }],
        Bleed: 9,
      });
      const sides = v.selectedOptions.find((o) => o.name === 'Sides')?.value === 'Double Sided' ? ['Front', 'Back'] : ['Front'];
      file.Templates.push({
        ID: v.sku,
        Name: `${p.title} ${v.title}`,
        Surfaces: sides.map((s) => ({ Name: s, Width: width, Height: height, PrintAreas: [area(s)] })),
      });
    }
  }
  const invalid = files.get(templateFileName(TYPE_WITH_INVALID_TEMPLATE))?.Templates[0]?.Surfaces[0];
  if (invalid) invalid.PrintAreas = [];
  return files;
}
