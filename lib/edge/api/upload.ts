/**
 * callApi's twin for a form upload whose progress the shopper watches, in a
 * module of its own so that pages without uploads do not ship it. The same
 * endpoint types and outcomes, over XMLHttpRequest because fetch reports no
 * upload progress. `onProgress` gets the fraction sent (0 to 1).
 */
import type { Contract, ReplyOf } from './contract';
import { failureFrom, type ApiResult } from './client';
import type { Endpoint } from './endpoint';

export function uploadApi<C extends Contract>(
  target: Endpoint<C, void>,
  form: FormData,
  { onProgress, signal }: { onProgress?: (sent: number) => void; signal?: AbortSignal } = {},
): Promise<ApiResult<C>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method, target.path(undefined as void));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const network = () => resolve({ ok: false, status: 0, error: 'network' } as ApiResult<C>);
    xhr.onerror = network;
    xhr.onabort = network;
    xhr.ontimeout = network;
    xhr.onload = () => {
      let reply: unknown = null;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, data: reply as ReplyOf<C> });
      else resolve(failureFrom(xhr.status, reply) as ApiResult<C>);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
