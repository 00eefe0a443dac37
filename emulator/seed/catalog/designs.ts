/**
 * Design files of the design service (GET {designer}/api/ProductTemplates/designs/{id}): every `DesignFile` a seed
 * template names (`{handle}/front`, `{handle}/back`) exists as a white design of that template's size (blank, or with
 * the lines of text of TEMPLATE_LINES), so the editor opens any seeded product. Derived from the stored template files, so generated products get theirs too.
 */
export interface SeedDesignFile {
  id: string;
  /** trim size in points */
  width: number;
  height: number;
  /** the surface name of the template ("Front", "Back") */
  surface: string;
  /** Lines of text the template already carries, top to bottom: a product whose design starts from artwork. */
  lines?: string[];
}

/**
 * Products whose template carries artwork of its own (by handle): the wine labels open on the estate's
 * name and vintage, which the shopper edits, rather than on a blank label.
 */
const TEMPLATE_LINES: Record<string, string[]> = {
  'fr-etiquettes-vin': ['CHÂTEAU', 'GRAND CRU 2024'],
};

interface TemplateFile {
  Templates?: { Surfaces?: { Name?: string; Width?: number; Height?: number; PrintAreas?: { DesignFile?: string; Bounds?: { Width?: number; Height?: number } }[] }[] }[];
}

export function seedDesignFiles(templateFiles: Iterable<string>): Map<string, SeedDesignFile> {
  const designs = new Map<string, SeedDesignFile>();
  for (const body of templateFiles) {
    let file: TemplateFile;
    try {
      file = JSON.parse(body) as TemplateFile;
    } catch {
      continue;
    }
    for (const template of file.Templates ?? []) {
      for (const surface of template.Surfaces ?? []) {
        for (const area of surface.PrintAreas ?? []) {
          const width = area.Bounds?.Width ?? surface.Width;
          const height = area.Bounds?.Height ?? surface.Height;
          // A handle's designs come in several sizes (one template per variant): the first one seen names the file.
          if (!area.DesignFile || !width || !height || designs.has(area.DesignFile)) continue;
          const lines = TEMPLATE_LINES[area.DesignFile.split('/')[0] ?? ''];
          designs.set(area.DesignFile, { id: area.DesignFile, width, height, surface: surface.Name ?? 'Front', ...(lines ? { lines } : {}) });
        }
      }
    }
  }
  return designs;
}
