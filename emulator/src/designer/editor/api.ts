/// <reference lib="dom" />
import type { Design } from '../model.ts';

/** The editor's calls to its own server (same origin), authorised by the user's token. */
export class EditorApi {
  /** the mount's root: "…/designer/" or "…/staging/designer/" */
  private readonly root = new URL('.', location.href);

  constructor(readonly userId: string, private readonly token: string) {}

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const url = new URL(path, this.root);
    url.searchParams.set('userId', this.userId);
    const res = await fetch(url, { ...init, headers: { ...(init.headers ?? {}), 'X-CustomersCanvasUserToken': this.token } });
    const type = res.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json') ? await res.json().catch(() => null) : await res.text();
    if (!res.ok) {
      // the service answers { Message }; an injected fault answers { error }
      const o = (typeof body === 'object' && body ? body : {}) as { Message?: unknown; error?: unknown };
      const text = o.Message ?? o.error ?? (typeof body === 'string' && body ? body : `HTTP ${res.status}`);
      throw new Error(`${String(text)} (HTTP ${res.status})`);
    }
    return body as T;
  }

  private post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  open(product: unknown): Promise<{ design: Design }> {
    return this.post('api/editor/open', { product });
  }

  save(design: Design, stateId: string | null): Promise<{ stateId: string; userId: string; returnToEditUrl: string }> {
    return this.post('api/editor/states', { design, stateId });
  }

  proofs(design: Design, proofs: string[], stateId: string | null): Promise<{ proofImageUrls: string[][]; stateId: string }> {
    return this.post('api/editor/proofs', { design, proofs, stateId });
  }

  render(design: Design, proofs: string[], stateId: string | null, currentSurface: number): Promise<Record<string, unknown>> {
    return this.post('api/editor/render', { design, proofs, stateId, currentSurface });
  }

  async upload(file: File): Promise<string> {
    const form = new FormData();
    form.append('file', file, file.name);
    const names = await this.call<string[]>(`api/Gallery/Private/${encodeURIComponent(this.userId)}/files?OverwriteExistingFiles=false`, { method: 'POST', body: form });
    if (!names[0]) throw new Error('no file stored');
    return names[0];
  }

  /** A gallery image as an object URL the canvas can draw (the token travels in a header, not in the address). */
  async imageUrl(name: string): Promise<string> {
    const url = new URL(`api/Gallery/Private/${encodeURIComponent(this.userId)}/files/${encodeURIComponent(name)}`, this.root);
    const res = await fetch(url, { headers: { 'X-CustomersCanvasUserToken': this.token } });
    // loadUserInfo rejects with these words: they name the file and say what is wrong with it
    if (res.status === 404) throw new Error(`Image "${name}" is not in the user's gallery`);
    if (!res.ok) throw new Error(`Image "${name}" could not be loaded (HTTP ${res.status})`);
    return URL.createObjectURL(await res.blob());
  }
}
