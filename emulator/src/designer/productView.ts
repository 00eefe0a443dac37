import type { DesignItem, DesignSurface, DieCut } from './model.ts';

/**
 * A surface as getProduct() answers it, shaped as the vendor's object model (surfaces with their print areas).
 * The die-cut line is the stand-in's own addition, reported on the surface in its own box as the model keeps it.
 */
export interface ProductSurface {
  id: string;
  name: string;
  width: number;
  height: number;
  printAreas: { designFile?: string; bounds: { x: number; y: number; width: number; height: number }; bleed: DesignSurface['bleed']; safetyLines: DesignSurface['safetyLines'] }[];
  dieCut?: DieCut;
  /** The object model's layers: the stand-in keeps one, holding the surface's items. */
  containers: { name: string; items: ProductItem[] }[];
}

/** An item as the object model lists it. */
export interface ProductItem {
  id: string;
  name: string;
  type: 'TextItem' | 'ImageItem';
}

export const productItem = (item: DesignItem): ProductItem => ({ id: item.id, name: item.name, type: item.type === 'text' ? 'TextItem' : 'ImageItem' });

/** Surface ids are positions: the resize command names surfaces by them. */
export const surfaceId = (index: number): string => `surface-${index}`;

export function productSurface(s: DesignSurface, index: number): ProductSurface {
  return {
    id: surfaceId(index), name: s.name, width: s.width, height: s.height,
    printAreas: [{ ...(s.designFile ? { designFile: s.designFile } : {}), bounds: { x: 0, y: 0, width: s.width, height: s.height }, bleed: s.bleed, safetyLines: s.safetyLines }],
    ...(s.dieCut ? { dieCut: { ...s.dieCut } } : {}),
    containers: [{ name: 'Main', items: s.items.map(productItem) }],
  };
}
