/// <reference lib="dom" />
import type { EditorMethod } from '../protocol.ts';
import { EditorApi } from './api.ts';
import { connectToHost } from './bridge.ts';
import { DesignEditor } from './designEditor.ts';
import { editorStrings, langOf } from './i18n.ts';
import { ImageCache } from './images.ts';
import { bindKeyboard } from './keyboard.ts';
import { proofSize, renderProof } from './proof.ts';
import { buildToolbar } from './toolbar.ts';

/** The editor page: waits for the host's "load", opens the product, then answers the Editor methods. */
let editor: DesignEditor | null = null;
let api: EditorApi | null = null;
let images: ImageCache | null = null;

async function load(product: unknown, config: unknown): Promise<Record<string, never>> {
  if (editor) throw new Error('The editor is already loaded; call loadEditor on a fresh frame');
  const c = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  if (typeof c.userId !== 'string' || !c.userId) throw new Error('config.userId is required');
  if (typeof c.tokenId !== 'string' || !c.tokenId) throw new Error('config.tokenId is required (a user token from the Auth API)');
  const lang = langOf(c.defaultLanguage ?? document.documentElement.lang);
  const t = editorStrings(lang);
  document.documentElement.lang = lang;
  document.title = t.title;
  api = new EditorApi(c.userId, c.tokenId);
  const { design } = await api.open(product);
  images = new ImageCache(api);
  const root = document.getElementById('app')!;
  const stage = document.createElement('div');
  stage.className = 'stage';
  stage.tabIndex = 0;
  stage.setAttribute('role', 'application');
  stage.setAttribute('aria-label', t.canvas);
  root.replaceChildren(stage);
  editor = new DesignEditor(stage, api, images, t);
  const toolbar = buildToolbar(root, stage, editor, t);
  editor.onChange = (view) => toolbar.render(view);
  editor.onStatus = (text) => toolbar.status(text);
  bindKeyboard(editor, stage);
  await editor.load(design);
  return {};
}

async function proofsOf(options: unknown, w: 'proofMaxWidth' | 'maxWidth', h: 'proofMaxHeight' | 'maxHeight') {
  const design = editor!.snapshot();
  const [maxW, maxH] = proofSize(options, w, h);
  const proofs = await Promise.all(design.surfaces.map((s) => renderProof(s, images!, maxW, maxH)));
  return { design, proofs };
}

async function handle(method: EditorMethod, args: unknown[]): Promise<unknown> {
  if (method === 'load') return load(args[0], args[1]);
  if (!editor || !api) throw new Error('The editor has not loaded a product yet');
  switch (method) {
    case 'finishProductDesign': {
      const opts = (args[0] && typeof args[0] === 'object' ? args[0] : {}) as { stateId?: unknown };
      const { design, proofs } = await proofsOf(args[0], 'proofMaxWidth', 'proofMaxHeight');
      return api.render(design, proofs, typeof opts.stateId === 'string' ? opts.stateId : null, editor.currentSurface);
    }
    case 'saveProduct':
      return api.save(editor.snapshot(), typeof args[0] === 'string' ? args[0] : null);
    case 'getProofImages': {
      const { design, proofs } = await proofsOf(args[0], 'maxWidth', 'maxHeight');
      // a new state each time: the proofs belong to exactly this design
      return api.proofs(design, proofs, null);
    }
    case 'getProduct':
      return editor.product();
    case 'getUnchangedItems':
      return editor.unchangedItems();
    case 'revertProduct':
      return editor.revert();
    case 'undo':
      return editor.undo();
    case 'redo':
      return editor.redo();
    case 'resize':
      await editor.resize(args[0]);
      return editor.product();
    case 'loadUserInfo':
      await editor.loadUserInfo(args[0]);
      return null;
    default:
      throw new Error(`Unknown editor method ${String(method)}`);
  }
}

if (!connectToHost(handle)) {
  const t = editorStrings(langOf(document.documentElement.lang));
  const root = document.getElementById('app');
  if (root) {
    root.removeAttribute('aria-busy');
    root.replaceChildren(Object.assign(document.createElement('p'), { className: 'loading', textContent: t.standalone }));
  }
}
