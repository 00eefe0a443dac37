/// <reference lib="dom" />
import type { EditorMethod, ReplyMessage, RequestMessage } from '../protocol.ts';

export type MethodHandler = (method: EditorMethod, args: unknown[]) => Promise<unknown>;

/**
 * The frame side of the protocol: talks only to the parent window, only from and to the origin the IFrame API
 * named in the address. Without a parent (the page opened alone) it stays silent.
 */
export function connectToHost(handle: MethodHandler): boolean {
  const params = new URLSearchParams(location.search);
  const channel = params.get('channel') ?? '';
  const parentOrigin = params.get('parentOrigin') ?? '';
  let origin: string;
  try {
    origin = new URL(parentOrigin).origin;
  } catch {
    return false;
  }
  if (window.parent === window || origin !== parentOrigin || !channel) return false;
  const post = (message: ReplyMessage | { ccEmulator: string; ready: true }) => window.parent.postMessage(message, origin);
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== origin) return;
    const m = event.data as Partial<RequestMessage>;
    if (!m || typeof m !== 'object' || m.ccEmulator !== channel || typeof m.id !== 'number' || typeof m.method !== 'string') return;
    const id = m.id;
    handle(m.method, Array.isArray(m.args) ? m.args : []).then(
      (result) => post({ ccEmulator: channel, id, ok: true, result }),
      (e: unknown) => post({ ccEmulator: channel, id, ok: false, error: e instanceof Error ? e.message : String(e) }),
    );
  });
  post({ ccEmulator: channel, ready: true });
  return true;
}
