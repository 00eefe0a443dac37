import { callApi } from '@/lib/edge/api/client';
import { DESIGN_TEMPLATE, DESIGN_TOKEN } from '@/lib/edge/api/endpoints/design';
import type { Template } from '@/lib/services/designer/templates';
import { loadIframeApi } from './loadIframeApi';
import type { EditorServices } from './useDesignEditor';

/**
 * The editor's outside calls: the vendor's script, a design-service token
 * from our server (which holds the API key; a signed-in customer's id is
 * decided there from the session, a visitor's from the id our server issued to this browser), and the variant's template, read once
 * per SKU while the modal is open.
 */
export function editorServices(designerBase: string): EditorServices {
  const templates = new Map<string, Promise<Template>>();
  return {
    loadApi: () => loadIframeApi(designerBase),
    async token() {
      const result = await callApi(DESIGN_TOKEN, { body: {} });
      if (!result.ok) throw new Error(`design token: ${result.error}`);
      return result.data;
    },
    template(productType, sku) {
      const key = `${productType}|${sku}`;
      let read = templates.get(key);
      if (!read) {
        read = callApi(DESIGN_TEMPLATE, { query: { productType, sku } }).then((result) => {
          if (!result.ok) throw new Error(`noTemplateFound: ${result.error}`);
          return result.data.template;
        });
        // A failed read is tried again on the next change.
        read.catch(() => templates.delete(key));
        templates.set(key, read);
      }
      return read;
    },
  };
}
