import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface BundleFile {
  body: Buffer;
  contentType: string;
  /** short content hash: cache-busting query and ETag */
  hash: string;
}

export type BundleName = 'IframeApi.js' | 'editor.js' | 'editor.css';

/**
 * The browser code (the IFrame API script, the editor and its styles), bundled by esbuild in memory when the
 * emulator starts: nothing is written to disk and a source change shows on the next start.
 */
export class EditorBundles {
  private readonly built: Promise<Map<BundleName, BundleFile>>;

  constructor() {
    this.built = build();
    // a failed build is reported when a bundle is asked for, not as an unhandled rejection at start
    this.built.catch(() => undefined);
  }

  async get(name: BundleName): Promise<BundleFile> {
    const file = (await this.built).get(name);
    if (!file) throw new Error(`bundle ${name} missing`);
    return file;
  }
}

async function build(): Promise<Map<BundleName, BundleFile>> {
  const result = await esbuild.build({
    entryPoints: {
      IframeApi: path.join(HERE, 'iframe-api', 'index.ts'),
      editor: path.join(HERE, 'editor', 'main.ts'),
      'editor-style': path.join(HERE, 'editor', 'editor.css'),
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    outdir: '/bundle',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const files = new Map<BundleName, BundleFile>();
  for (const out of result.outputFiles) {
    const base = path.basename(out.path);
    const name: BundleName | null = base === 'IframeApi.js' ? 'IframeApi.js' : base === 'editor.js' ? 'editor.js' : base === 'editor-style.css' ? 'editor.css' : null;
    if (!name) continue;
    const body = Buffer.from(out.contents);
    files.set(name, {
      body,
      contentType: name.endsWith('.css') ? 'text/css; charset=utf-8' : 'application/javascript; charset=utf-8',
      hash: crypto.createHash('sha256').update(body).digest('hex').slice(0, 12),
    });
  }
  return files;
}
