import 'server-only';
import { cachedRead, type ReadSpec } from '@/lib/services/cache/read';
import { CATALOG_TAG } from '@/lib/services/cache/tags';
import { templateFileName, templatesTag, type TemplatesFile } from '@/lib/services/designer/templates';
import { readTemplates } from '@/lib/services/designer/client';
import type { Tenant } from '@/lib/ground/tenant/types';

/** What the data cache keeps: a missing file is an answer too (cached like a pricing file's 404). */
interface Entry {
  file: TemplatesFile | null;
}

const readEntry = async (productType: string): Promise<Entry> => ({ file: await readTemplates(productType) });

/**
 * A product type's templates file through Next's data cache, per tenant
 * (tags `tenant:<key>`, `catalog` and `templates:<file>`, as pricing files
 * are kept), so reopening the editor makes no request to the templates host.
 * Null when the host has no file. Failures are logged by the read, never
 * cached, and rethrown (DesignServiceError).
 */
export async function readTemplatesFile(tenant: Tenant, productType: string): Promise<TemplatesFile | null> {
  const fileName = templateFileName(productType);
  const spec: ReadSpec = {
    name: 'design.templates',
    tenantKey: tenant.key,
    tags: [CATALOG_TAG, templatesTag(fileName)],
    context: { operation: 'templates', templatesFile: fileName },
  };
  return (await cachedRead(spec, readEntry, productType)).file;
}
