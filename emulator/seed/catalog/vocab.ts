/** Option vocabulary: SKU codes, price factors and French names for materials and print specs. */

export interface Material {
  code: string;
  factor: number;
  fr: string;
}

export const MATERIALS: Record<string, Material> = {
  'White Gloss Paper': { code: 'WGP', factor: 1, fr: 'Papier blanc brillant' },
  'White Matte Paper': { code: 'WMP', factor: 1, fr: 'Papier blanc mat' },
  'Compostable Paper': { code: 'CMP', factor: 1.1, fr: 'Papier compostable' },
  'White BOPP': { code: 'WBOPP', factor: 1.15, fr: 'BOPP blanc' },
  'Clear BOPP': { code: 'CBOPP', factor: 1.2, fr: 'BOPP transparent' },
  'Silver Foil': { code: 'SFOIL', factor: 1.45, fr: 'Aluminium argenté' },
  'Gold Foil': { code: 'GFOIL', factor: 1.5, fr: 'Aluminium doré' },
  Kraft: { code: 'KRAFT', factor: 1.05, fr: 'Kraft' },
  Holographic: { code: 'HOLO', factor: 1.6, fr: 'Holographique' },
  'White Vinyl': { code: 'WVIN', factor: 1.25, fr: 'Vinyle blanc' },
  'Clear Vinyl': { code: 'CVIN', factor: 1.3, fr: 'Vinyle transparent' },
  'Static Cling': { code: 'CLING', factor: 1.35, fr: 'Vinyle électrostatique' },
  '14pt Cardstock': { code: 'C14', factor: 1.1, fr: 'Carton 14 pt' },
  'Kraft Cardstock': { code: 'KC', factor: 1.1, fr: 'Carton kraft' },
  'Textured Estate Paper': { code: 'EST', factor: 1.3, fr: 'Papier vergé texturé' },
};

export const SIDES: Record<string, { code: string; factor: number; fr: string }> = {
  'Single Sided': { code: 'S', factor: 1, fr: 'Recto' },
  'Double Sided': { code: 'D', factor: 1.4, fr: 'Recto verso' },
};

/** French for the option names the seeded products share. */
export const OPTION_NAMES_FR: Record<string, string> = { Size: 'Taille', Material: 'Matière', Sides: 'Faces' };

/** French for a product's option values (materials and sides); sizes read the same in both languages. */
export function optionValuesFr(values: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of values) {
    const french = MATERIALS[v]?.fr ?? SIDES[v]?.fr;
    if (french) out[v] = french;
  }
  return out;
}

/** French for the product spec labels and the values that repeat across products. */
export const FR: Record<string, string> = {
  Material: 'Matière',
  'Print Method': "Méthode d'impression",
  'Production Time': 'Délai de production',
  Adhesive: 'Adhésif',
  Finish: 'Finition',
  'Digital CMYK': 'Numérique CMJN',
  'Digital CMYK + White': 'Numérique CMJN + blanc',
  'Digital CMYK + Foil': 'Numérique CMJN + dorure',
  'HP Indigo Digital': 'Numérique HP Indigo',
  'UV Inkjet': 'Jet d’encre UV',
  'Flexographic': 'Flexographie',
  '3–5 business days': '3 à 5 jours ouvrables',
  '2–4 business days': '2 à 4 jours ouvrables',
  '5–7 business days': '5 à 7 jours ouvrables',
  '1–2 business days': '1 à 2 jours ouvrables',
  Permanent: 'Permanent',
  Removable: 'Repositionnable',
  'Freezer Grade': 'Spécial congélation',
  'Static cling (no adhesive)': 'Électrostatique (sans adhésif)',
  'None (hang tag)': 'Aucun (étiquette volante)',
  Gloss: 'Brillant',
  Matte: 'Mat',
  'Gloss or Matte Laminate': 'Laminé brillant ou mat',
  'UV Laminate': 'Laminé anti-UV',
  Uncoated: 'Non couché',
};

export function fr(s: string): string {
  return FR[s] ?? MATERIALS[s]?.fr ?? s;
}

/** `2" x 3"` → [2, 3]; every seeded size carries two numbers (width and height in inches). */
export function sizeInches(size: string): [number, number] {
  const nums = size.match(/\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  if (nums.length < 2) throw new Error(`size "${size}" lacks width and height`);
  return [nums[0]!, nums[1]!];
}

export function sizeCode(size: string): string {
  const [w, h] = sizeInches(size);
  return `${w}X${h}`.replace(/\./g, 'P');
}
