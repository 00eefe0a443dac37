/// <reference lib="dom" />
import type { EditorConnection } from './connection.ts';

/**
 * The `Editor` object loadEditor resolves: every method is one call to the framed editor.
 * Results are plain data, shaped as the vendor's.
 */
export class Editor {
  readonly commandManager = {
    execute: (command: string, args: unknown): Promise<unknown> =>
      command === 'resize' ? this.conn.call('resize', [args]) : Promise.reject(new Error(`Command "${command}" is not supported`)),
  };

  constructor(private readonly conn: EditorConnection, private readonly iframe: HTMLIFrameElement) {}

  finishProductDesign(options: Record<string, unknown> = {}): Promise<unknown> {
    return this.conn.call('finishProductDesign', [options]);
  }

  saveProduct(stateId?: string): Promise<unknown> {
    return this.conn.call('saveProduct', [stateId ?? null]);
  }

  getProofImages(options: Record<string, unknown> = {}): Promise<unknown> {
    return this.conn.call('getProofImages', [options]);
  }

  getProduct(): Promise<unknown> {
    return this.conn.call('getProduct');
  }

  /** `{ items: [{ id, name, type }] }`: the items still as the product opened them (sized with it), untouched by the user. */
  getUnchangedItems(): Promise<unknown> {
    return this.conn.call('getUnchangedItems');
  }

  async revertProduct(): Promise<void> {
    await this.conn.call('revertProduct');
  }

  /**
   * Fills placeholders with user data: `{ name: 'user:<gallery file>' }` places an image of the user's private
   * gallery (into the image item of that name, else as a new item), a plain value retypes the text item of that
   * name. Resolves once drawn; rejects naming a missing or undecodable file, or "Unsupported user info value".
   */
  async loadUserInfo(data: Record<string, string>): Promise<void> {
    await this.conn.call('loadUserInfo', [data]);
  }

  async undo(): Promise<void> {
    await this.conn.call('undo');
  }

  async redo(): Promise<void> {
    await this.conn.call('redo');
  }

  /** Events are not emulated; the method exists so callers of the vendor's API do not break. */
  subscribe(): void {}

  dispose(): void {
    this.conn.close();
    this.iframe.src = 'about:blank';
  }
}
