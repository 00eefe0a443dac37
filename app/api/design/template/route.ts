import { designTemplateContract } from '@/lib/edge/api/contracts/design';
import { route } from '@/lib/edge/api/server';
import { checkTemplate, selectTemplate } from '@/lib/services/designer/templates';
import { log } from '@/lib/ground/log';
import { DesignServiceError } from '@/lib/services/designer/client';
import { DESIGN_REPLY } from '../replies';
import { readTemplatesFile } from './read';

/**
 * GET /api/design/template?productType=&sku=: the variant's template from its
 * type's file, for the tenant of the Host header. 200 { template }; 400
 * invalid; 404 no_template when the type has no file, the file no template
 * with the SKU as its ID, or the template is not valid (each logged with its
 * reason; the modal sets noTemplateFound); 502 design_unavailable when the
 * host fails. The data cache keeps the file, so the reply itself is not
 * cached.
 */
export const GET = route(designTemplateContract, { event: 'design.template' }, async ({ tenant, query: { productType, sku }, ok, fail }) => {
  const context = { tenantKey: tenant.key, productType, sku };
  const noTemplate = () => fail(404, 'no_template', DESIGN_REPLY.noTemplate);
  let file;
  try {
    file = await readTemplatesFile(tenant, productType);
  } catch (error) {
    // Already logged by the cached read. A file that is not a templates file is the host's content, not an outage.
    if (error instanceof DesignServiceError && error.kind === 'malformed') return noTemplate();
    return fail(502, 'design_unavailable', DESIGN_REPLY.unavailable);
  }
  if (!file) {
    log.info('design.template.missing', { ...context, reason: 'no_file' });
    return noTemplate();
  }
  const entry = selectTemplate(file, sku);
  if (!entry) {
    log.info('design.template.missing', { ...context, reason: 'no_sku' });
    return noTemplate();
  }
  const check = checkTemplate(entry);
  if (!check.ok) {
    log.warn('design.template.invalid', { ...context, problem: check.problem });
    return noTemplate();
  }
  return ok({ template: check.template });
});
