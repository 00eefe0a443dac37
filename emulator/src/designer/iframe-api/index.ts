/// <reference lib="dom" />
import { langOf } from '../editor/i18n.ts';
import { READY_GRACE_MS, CALL_TIMEOUT_MS } from '../protocol.ts';
import { EditorConnection } from './connection.ts';
import { Editor } from './editor.ts';

/**
 * `IframeApi.js`: the vendor's loader script, `window.CustomersCanvas.IframeApi`. It frames
 * the editor page found next to this script (its tag must have id CcIframeApiScript) or at `editorUrl`.
 */
const SCRIPT_ID = 'CcIframeApiScript';
const SCRIPT_PATH = /\/Resources\/Generated\/IframeApi\.js(?:[?#].*)?$/i;

// read while the script runs: `document.currentScript` is only set now
const ownScript = (document.getElementById(SCRIPT_ID) ?? document.currentScript) as HTMLScriptElement | null;

function editorBase(): string | null {
  const configured = api.editorUrl;
  const raw = configured || (ownScript?.src && SCRIPT_PATH.test(ownScript.src) ? ownScript.src.replace(SCRIPT_PATH, '') : '');
  if (!raw) return null;
  return new URL(raw, location.href).href.replace(/\/+$/, '');
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function loadEditor(iframe: HTMLIFrameElement, product: unknown, config: Record<string, unknown> = {}): Promise<Editor> {
  return new Promise<Editor>((resolve, reject) => {
    if (!iframe || typeof iframe !== 'object' || !('contentWindow' in iframe)) throw new Error('loadEditor needs an iframe element');
    const base = editorBase();
    if (!base) throw new Error(`Cannot find the editor: include IframeApi.js with id "${SCRIPT_ID}" or set CustomersCanvas.IframeApi.editorUrl`);
    const conn = new EditorConnection(iframe, new URL(base).origin, randomId());
    let settled = false;
    let ready = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const finish = (error: Error | null, editor?: Editor) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      iframe.removeEventListener('load', onLoad);
      if (error) {
        conn.close(error.message);
        reject(error);
      } else resolve(editor!);
    };
    // An error page (an HTTP failure of the editor page) loads without saying "ready": fail soon after its load event.
    const onLoad = () => {
      if (!ready) timers.push(setTimeout(() => !ready && finish(new Error('The design editor failed to load')), READY_GRACE_MS));
    };
    conn.onReady = () => {
      if (ready) return;
      ready = true;
      conn.call('load', [product, config]).then(() => finish(null, new Editor(conn, iframe)), (e: Error) => finish(e));
    };
    timers.push(setTimeout(() => finish(new Error('The design editor did not load in time')), CALL_TIMEOUT_MS.load));
    iframe.addEventListener('load', onLoad);
    const url = new URL(`${base}/Editor.html`);
    url.searchParams.set('lang', langOf(config.defaultLanguage));
    url.searchParams.set('parentOrigin', location.origin);
    url.searchParams.set('channel', conn.channel);
    iframe.src = url.href;
  });
}

const api = {
  editorUrl: '' as string,
  /** The real script warms its caches; the editor here loads fast enough without. */
  preload(): void {},
  loadEditor,
};

const w = window as unknown as { CustomersCanvas?: { VERSION: string; IframeApi: typeof api } };
w.CustomersCanvas = { VERSION: '7.1.0-emulator', IframeApi: api };
