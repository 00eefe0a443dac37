import type { Router } from '../router.ts';
import { EditorBundles } from '../designer/bundle.ts';
import { DesignerService } from '../designer/service.ts';
import type { Db } from '../store/db.ts';
import { addDesignerAuthRoutes } from './designerAuth.ts';
import { addDesignerDesignRoutes } from './designerDesigns.ts';
import { addDesignerEditorRoutes } from './designerEditor.ts';
import { addDesignerGalleryRoutes } from './designerGallery.ts';
import { addDesignerStateRoutes } from './designerStates.ts';

/** The design service (Customer's Canvas stand-in) is mounted twice, production and staging, over one storage. */
export const DESIGNER_BASES = ['/designer', '/staging/designer'] as const;

export function addDesignerRoutes(router: Router, deps: { db: Db; dataDir: string; apiKey: string; publicUrl: () => string }): void {
  const service = new DesignerService(deps.db, deps.dataDir, deps.apiKey);
  const bundles = new EditorBundles();
  for (const base of DESIGNER_BASES) {
    const ctx = { base, service, bundles, publicUrl: deps.publicUrl };
    addDesignerEditorRoutes(router, ctx);
    addDesignerAuthRoutes(router, ctx);
    addDesignerGalleryRoutes(router, ctx);
    addDesignerDesignRoutes(router, ctx);
    addDesignerStateRoutes(router, ctx);
  }
}
