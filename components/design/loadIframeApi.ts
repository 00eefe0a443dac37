import { IFRAME_API_SCRIPT_ID, iframeApiScriptUrl, type IframeApi } from '@/lib/domain/design/editor-api';

let loading: Promise<IframeApi> | null = null;

/**
 * Loads the design editor's IFrame API script once per page. The script must
 * carry the id CcIframeApiScript: the API reads the editor's address from
 * it. A failed load is forgotten, so opening the editor again retries.
 */
export function loadIframeApi(designerBase: string): Promise<IframeApi> {
  const ready = window.CustomersCanvas?.IframeApi;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<IframeApi>((resolve, reject) => {
    document.getElementById(IFRAME_API_SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = IFRAME_API_SCRIPT_ID;
    script.src = iframeApiScriptUrl(designerBase);
    script.async = true;
    script.onload = () => {
      const api = window.CustomersCanvas?.IframeApi;
      if (api) resolve(api);
      else reject(new Error('The design editor script loaded without its API'));
    };
    script.onerror = () => reject(new Error('The design editor script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    document.getElementById(IFRAME_API_SCRIPT_ID)?.remove();
    throw error;
  });
  return loading;
}
