/**
 * The postMessage protocol between the IFrame API (host page) and the editor page (iframe). Every message
 * carries the channel id the host chose for this iframe, so two editors on one page never mix replies.
 */
export interface ReadyMessage {
  ccEmulator: string;
  ready: true;
}

export interface RequestMessage {
  ccEmulator: string;
  id: number;
  method: EditorMethod;
  args: unknown[];
}

export interface ReplyMessage {
  ccEmulator: string;
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export type EditorMethod =
  | 'load' | 'finishProductDesign' | 'saveProduct' | 'getProofImages' | 'getProduct' | 'getUnchangedItems' | 'revertProduct'
  | 'undo' | 'redo' | 'resize' | 'loadUserInfo';

/** How long a call may take before the host gives up: rendering uploads PNGs and builds a PDF. */
export const CALL_TIMEOUT_MS: Record<EditorMethod, number> = {
  load: 20_000, finishProductDesign: 120_000, getProofImages: 60_000, saveProduct: 30_000, getProduct: 10_000, getUnchangedItems: 10_000,
  revertProduct: 20_000, undo: 10_000, redo: 10_000, resize: 20_000, loadUserInfo: 30_000,
};

/** The editor page posts "ready" while its scripts run, before the frame's load event: this long after load is a failure. */
export const READY_GRACE_MS = 2_000;
