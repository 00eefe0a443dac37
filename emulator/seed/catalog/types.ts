import type { ArtSpec, View } from '../art/scenes.ts';

/** One seeded product as written by hand; build.ts expands it into Storefront records. */
export interface ProductDef {
  handle: string;
  title: string;
  type: string;
  vendor: string;
  /** ISO date (YYYY-MM-DD) */
  created: string;
  /** Behaviour tags including `$=`, `markup=`, `OE=`… */
  tags: string[];
  /** SKU prefix */
  code: string;
  sizes: string[];
  materials: string[];
  sides?: string[];
  /** USD per square inch of the cheapest material, single sided */
  rate: number;
  /** lowest unit price */
  floor?: number;
  /** "size|material|sides" combinations that do not exist ("*" matches anything) */
  skip?: string[];
  /** combinations that exist but are not available for sale */
  soldOut?: string[];
  /** pricing rows deliberately absent from the pricing file (the storefront falls back to row 1) */
  missingRows?: number[];
  art: ArtSpec;
  views?: View[];
  en: string[];
  fr: { title: string; paras: string[] };
  specs: { print: string; time: string; adhesive: string; finish?: string };
  seo?: { title: string; description: string };
  metafields?: Record<string, string>;
  /** lower sells better */
  best: number;
}

export interface ExtraDef {
  handle: string;
  title: string;
  frTitle: string;
  price: string;
  en: string;
  fr: string;
  art: ArtSpec;
  created: string;
}
