/**
 * Minimal typings of the Customer's Canvas IFrame API, the parts we call.
 * The vendor's typings package is no longer published, so these are our own,
 * written from the public reference: `window.CustomersCanvas.IframeApi`
 * loaded by the `IframeApi.js` script (id `CcIframeApiScript`).
 */

/** Sizes are in points (72 per inch), the editor's unit. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Margins {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface SafetyLine {
  name?: string;
  margin?: number | Margins;
  color?: string;
  altColor?: string;
  stepPx?: number;
  widthPx?: number;
  pdfBox?: 'Trim' | 'Bleed' | 'Crop';
}

export interface PrintAreaDefinition {
  designFile?: string;
  bounds?: Bounds;
  bleed?: Margins;
  safetyLines?: SafetyLine[];
}

export interface SurfaceDefinition {
  name?: string;
  width?: number;
  height?: number;
  printAreas?: PrintAreaDefinition[];
}

/** Reopens a saved design (`saveProduct` / `finishProductDesign` state). */
export interface SurfaceFromState {
  stateId: string;
  surface?: number;
}

export interface ProductDefinition {
  surfaces: (SurfaceDefinition | SurfaceFromState)[];
  defaultSafetyLines?: SafetyLine[];
  name?: string;
}

export interface EditorConfiguration {
  tokenId?: string;
  userId?: string;
  initialMode?: 'Simple' | 'Advanced' | 'SimpleOnly';
  defaultLanguage?: string;
  rendering?: { hiResOutputDpi?: number; proofImageMockupEnabled?: boolean };
  canvas?: Record<string, unknown>;
  violationWarningsSettings?: Record<string, unknown>;
}

/** One preflight problem of a design element (an image placed at too low a resolution, …). */
export interface ViolationWarning {
  type: string;
  name: string;
  surfaceName?: string;
  surfaceIndex?: number;
  dpiValue?: number;
}

export interface FinishDesignResult {
  /** [surface][mockup]; older editors answer a flat list, so read it with `firstProofUrl`. */
  proofImageUrls: string[][] | string[];
  hiResOutputUrls: string[];
  returnToEditUrl: string;
  stateId: string;
  userId: string;
  userChanges?: unknown;
  boundsData?: { currentSurface: { Left: number; Top: number; Width: number; Height: number } };
  violationWarningData?: ViolationWarning[];
}

export interface SaveProductResult {
  stateId: string;
  userId: string;
  returnToEditUrl: string;
}

export interface ProofResult {
  proofImageUrls: string[][] | string[];
  stateId?: string;
}

export interface ResizeArgs {
  targetType: 'product' | 'surfaces' | 'items' | 'printArea';
  targetIds?: string[];
  width: number | string;
  height: number | string;
  /** resize: 0 Fit, 1 Fill, 2 Arbitrary, 3 Original. */
  defaultOptions?: { resize: 0 | 1 | 2 | 3; resetPlaceholderContent?: boolean };
}

/** A design element as the object model lists it in a surface's containers. */
export interface EditorItem {
  id: string;
  name: string;
  type: string;
}

export interface EditorSurface {
  id: string;
  name?: string;
  width: number;
  height: number;
  printAreas: PrintAreaDefinition[];
  /** The surface's layers and the items on them. */
  containers?: { name: string; items: EditorItem[] }[];
}

/** getUnchangedItems: the items still as the template laid them out (the shopper has neither moved nor edited them). */
export interface UnchangedItems {
  items: EditorItem[];
}

export interface EditorProduct {
  surfaces: EditorSurface[];
  currentSurface?: EditorSurface;
}

export interface Editor {
  finishProductDesign(options?: { proofMaxWidth?: number; proofMaxHeight?: number; stateId?: string }): Promise<FinishDesignResult>;
  saveProduct(stateId?: string): Promise<SaveProductResult>;
  getProofImages(options?: { maxWidth?: number; maxHeight?: number }): Promise<ProofResult>;
  getProduct(): Promise<EditorProduct>;
  getUnchangedItems(): Promise<UnchangedItems>;
  revertProduct(): Promise<void>;
  undo?(): Promise<void>;
  redo?(): Promise<void>;
  dispose?(): void;
  /** Fills placeholders with user data; an image from the user's gallery is written `user:{file}`. */
  loadUserInfo(data: Record<string, string>): Promise<void>;
  commandManager: { execute(command: 'resize', args: ResizeArgs): Promise<unknown> };
}

export interface IframeApi {
  editorUrl?: string;
  preload?(): void;
  loadEditor(iframe: HTMLIFrameElement, product: ProductDefinition, config?: EditorConfiguration): Promise<Editor>;
}

export interface CustomersCanvasGlobal {
  VERSION?: string;
  IframeApi: IframeApi;
}

declare global {
  interface Window {
    CustomersCanvas?: CustomersCanvasGlobal;
  }
}

/** The id the IFrame API finds its own script by (it reads the editor URL from its src). */
export const IFRAME_API_SCRIPT_ID = 'CcIframeApiScript';

export const iframeApiScriptUrl = (designerBase: string): string => `${designerBase.replace(/\/$/, '')}/Resources/Generated/IframeApi.js`;

/** The first proof of the first surface, from either shape of `proofImageUrls`. */
export function firstProofUrl(urls: string[][] | string[] | undefined): string | undefined {
  if (!urls || urls.length === 0) return undefined;
  const first = urls[0];
  return Array.isArray(first) ? first[0] : first;
}
