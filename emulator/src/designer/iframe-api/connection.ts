/// <reference lib="dom" />
import { CALL_TIMEOUT_MS, type EditorMethod, type ReplyMessage, type RequestMessage } from '../protocol.ts';

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The host side of one editor frame: messages are accepted only from that frame's window and the editor's
 * origin, and sent only to that origin; each call waits for the reply with its id.
 */
export class EditorConnection {
  private readonly pending = new Map<number, Pending>();
  private seq = 0;
  private closed = false;
  onReady: (() => void) | null = null;

  constructor(private readonly iframe: HTMLIFrameElement, private readonly origin: string, readonly channel: string) {
    window.addEventListener('message', this.listener);
  }

  call<T>(method: EditorMethod, args: unknown[] = []): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The design editor was disposed'));
    const target = this.iframe.contentWindow;
    if (!target) return Promise.reject(new Error('The design editor frame is not in the page'));
    const id = ++this.seq;
    // JSON round trip: callbacks or class instances in a definition would otherwise fail postMessage
    const message: RequestMessage = { ccEmulator: this.channel, id, method, args: JSON.parse(JSON.stringify(args)) as unknown[] };
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`The design editor did not answer ${method} in time`));
      }, CALL_TIMEOUT_MS[method]);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      target.postMessage(message, this.origin);
    });
  }

  close(reason = 'The design editor was disposed'): void {
    if (this.closed) return;
    this.closed = true;
    window.removeEventListener('message', this.listener);
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new Error(reason));
    }
    this.pending.clear();
  }

  private readonly listener = (event: MessageEvent): void => {
    if (event.origin !== this.origin || event.source !== this.iframe.contentWindow) return;
    const data = event.data as Partial<ReplyMessage> & { ready?: boolean };
    if (!data || typeof data !== 'object' || data.ccEmulator !== this.channel) return;
    if (data.ready) {
      this.onReady?.();
      return;
    }
    const pending = typeof data.id === 'number' ? this.pending.get(data.id) : undefined;
    if (!pending) return;
    this.pending.delete(data.id!);
    clearTimeout(pending.timer);
    if (data.ok) pending.resolve(data.result);
    else pending.reject(new Error(typeof data.error === 'string' && data.error ? data.error : 'The design editor failed'));
  };
}
