/// <reference lib="dom" />
import { Canvas, IText, Rect, type FabricObject, type TMat2D } from 'fabric';
import { FONT_FAMILIES, type Design, type DesignItem, type DesignSurface, type FontFamily, type ImageItem, type TextAlign, type TextItem } from '../model.ts';
import { productItem, productSurface, surfaceId, type ProductItem, type ProductSurface } from '../productView.ts';
import { resizeSurfaceFit } from '../resize.ts';
import type { EditorApi } from './api.ts';
import { drawGuides, FRAME_COLOR } from './guides.ts';
import { History } from './history.ts';
import type { EditorStrings } from './i18n.ts';
import type { ImageCache } from './images.ts';
import { imageObject, itemOf, metaOf, newId, objectsOf, setFamily, textObject } from './items.ts';
import { applyUserInfo } from './userInfo.ts';

export interface TextProps {
  family: FontFamily;
  bold: boolean;
  italic: boolean;
  size: number;
  color: string;
  align: TextAlign;
}

/** What the toolbar shows: which actions apply now and the selected text's style. */
export interface EditorView {
  hasSelection: boolean;
  text: TextProps | null;
  canUndo: boolean;
  canRedo: boolean;
  surfaces: string[];
  current: number;
  /** the shown surface has a die-cut line (the legend says how it is drawn) */
  dieCut: boolean;
}

const PAD = 16;
const MAX_IMAGE_BYTES = 10_000_000;

/**
 * The design on a fabric canvas: one surface shown at a time (the others kept as model), the guides drawn
 * over it, every change recorded for undo. Operations run one after another, as the canvas is rebuilt
 * asynchronously (images load) on undo, redo and surface changes.
 */
export class DesignEditor {
  readonly canvas: Canvas;
  private design: Design = { version: 1, surfaces: [] };
  private initial = '';
  /** Each item as the product opened it (read back from the canvas, resized along with it), by id. */
  private baseline = new Map<string, string>();
  private current = 0;
  private readonly history = new History();
  private queue: Promise<unknown> = Promise.resolve();
  onChange: (view: EditorView) => void = () => {};
  onStatus: (text: string) => void = () => {};

  constructor(private readonly stage: HTMLElement, private readonly api: EditorApi, private readonly images: ImageCache, private readonly t: EditorStrings) {
    const el = document.createElement('canvas');
    stage.append(el);
    this.canvas = new Canvas(el, { selection: false, preserveObjectStacking: true, backgroundColor: FRAME_COLOR, stopContextMenu: true });
    this.canvas.upperCanvasEl.setAttribute('data-testid', 'canvas');
    this.canvas.on('after:render', ({ ctx }) => {
      const s = this.surface;
      if (s) drawGuides(ctx as CanvasRenderingContext2D, s, this.canvas.viewportTransform as TMat2D, { width: this.canvas.width, height: this.canvas.height });
    });
    this.canvas.on('object:modified', () => this.commit());
    this.canvas.on('text:editing:exited', () => this.commit());
    for (const ev of ['selection:created', 'selection:updated', 'selection:cleared'] as const) this.canvas.on(ev, () => this.emit());
    new ResizeObserver(() => this.fit()).observe(stage);
  }

  private get surface(): DesignSurface | undefined {
    return this.design.surfaces[this.current];
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  load(design: Design): Promise<void> {
    return this.run(async () => {
      this.initial = JSON.stringify(design);
      await this.restore(this.initial, 0);
      this.baseline = this.itemsById(this.snapshot());
      this.history.reset(this.serialized());
      this.emit();
    });
  }

  /** The whole design, the shown surface read back from the canvas. */
  snapshot(): Design {
    const s = this.surface;
    if (s) s.items = this.canvas.getObjects().map(itemOf).filter((i) => i !== null);
    return JSON.parse(JSON.stringify(this.design)) as Design;
  }

  get currentSurface(): number {
    return this.current;
  }

  private serialized(): string {
    return JSON.stringify(this.snapshot());
  }

  private async restore(snapshot: string, surface: number): Promise<void> {
    this.design = JSON.parse(snapshot) as Design;
    this.current = Math.min(surface, this.design.surfaces.length - 1);
    await this.showCurrent();
  }

  private async showCurrent(): Promise<void> {
    const s = this.surface!;
    const objects = await objectsOf(s.items, this.images);
    this.canvas.discardActiveObject();
    this.canvas.remove(...this.canvas.getObjects());
    this.canvas.backgroundImage = new Rect({
      left: -s.bleed.left, top: -s.bleed.top, originX: 'left', originY: 'top', strokeWidth: 0,
      width: s.width + s.bleed.left + s.bleed.right, height: s.height + s.bleed.top + s.bleed.bottom, fill: s.background,
    });
    this.canvas.add(...objects);
    this.fit();
  }

  private commit(): void {
    this.history.push(this.serialized());
    this.emit();
  }

  private emit(): void {
    const active = this.canvas.getActiveObject();
    const text = active instanceof IText ? active : null;
    this.onChange({
      hasSelection: !!active,
      text: text && {
        family: metaOf(text)?.family ?? 'Helvetica', bold: text.fontWeight === 'bold', italic: text.fontStyle === 'italic',
        size: Math.round(text.fontSize * 10) / 10, color: typeof text.fill === 'string' ? text.fill : '#000000',
        align: text.textAlign === 'center' || text.textAlign === 'right' ? text.textAlign : 'left',
      },
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      surfaces: this.design.surfaces.map((s) => this.t.surfaceNames[s.name] ?? s.name),
      current: this.current,
      dieCut: !!this.surface?.dieCut,
    });
  }

  /** Zoom to fit: the bleed box centred in the stage. */
  fit(): void {
    const s = this.surface;
    const width = Math.max(1, this.stage.clientWidth);
    const height = Math.max(1, this.stage.clientHeight);
    if (this.canvas.width !== width || this.canvas.height !== height) this.canvas.setDimensions({ width, height });
    if (!s) return;
    const fullW = s.width + s.bleed.left + s.bleed.right;
    const fullH = s.height + s.bleed.top + s.bleed.bottom;
    const z = Math.max(0.01, Math.min((width - 2 * PAD) / fullW, (height - 2 * PAD) / fullH));
    this.canvas.setViewportTransform([z, 0, 0, z, (width - fullW * z) / 2 + s.bleed.left * z, (height - fullH * z) / 2 + s.bleed.top * z]);
    this.canvas.requestRenderAll();
  }

  showSurface(index: number): Promise<void> {
    return this.run(async () => {
      if (index === this.current || !this.design.surfaces[index]) return;
      this.snapshot();
      this.current = index;
      await this.showCurrent();
      this.emit();
    });
  }

  private place(o: FabricObject): void {
    this.canvas.add(o);
    this.canvas.setActiveObject(o);
    this.canvas.requestRenderAll();
    this.commit();
  }

  addText(): Promise<void> {
    return this.run(async () => {
      const s = this.surface!;
      const item: TextItem = {
        type: 'text', id: newId(), name: `Text ${s.items.length + 1}`, cx: s.width / 2, cy: s.height / 2, width: 0, height: 0, scaleX: 1, scaleY: 1, angle: 0,
        text: this.t.defaultText, fontFamily: 'Helvetica', bold: false, italic: false, fontSize: Math.max(8, Math.round(Math.min(s.width, s.height) / 8)), color: '#111827', align: 'center',
      };
      this.place(textObject(item));
      this.onStatus(this.t.textAdded);
    });
  }

  addImage(file: File): Promise<void> {
    return this.run(async () => {
      if (file.size > MAX_IMAGE_BYTES) return this.onStatus(this.t.tooLarge);
      if (file.type && !/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(file.type)) return this.onStatus(this.t.notImage);
      this.onStatus(this.t.uploading);
      try {
        const name = await this.api.upload(file);
        const el = await this.images.get(name);
        const s = this.surface!;
        const scale = Math.min((s.width * 0.6) / el.naturalWidth, (s.height * 0.6) / el.naturalHeight);
        const item: ImageItem = { type: 'image', id: newId(), name, file: name, cx: s.width / 2, cy: s.height / 2, width: el.naturalWidth, height: el.naturalHeight, scaleX: scale, scaleY: scale, angle: 0 };
        this.place(await imageObject(item, this.images));
        this.onStatus(this.t.imageAdded);
      } catch (e) {
        this.onStatus(this.t.uploadFailed + (e instanceof Error ? e.message : String(e)));
      }
    });
  }

  /** loadUserInfo: one undo step; resolves once the images are on the canvas and drawn. */
  loadUserInfo(data: unknown): Promise<void> {
    return this.run(async () => {
      const placed = await applyUserInfo(this.canvas, this.surface!, this.images, data);
      const last = placed[placed.length - 1];
      if (last) this.canvas.setActiveObject(last);
      this.canvas.renderAll();
      this.commit();
      if (placed.length > 0) this.onStatus(this.t.imageAdded);
    });
  }

  deleteSelected(): void {
    const o = this.canvas.getActiveObject();
    if (!o) return;
    this.canvas.remove(o);
    this.canvas.discardActiveObject();
    this.canvas.requestRenderAll();
    this.commit();
    this.onStatus(this.t.deleted);
  }

  restack(direction: 'forward' | 'backward'): void {
    const o = this.canvas.getActiveObject();
    if (!o) return;
    if (direction === 'forward') this.canvas.bringObjectForward(o);
    else this.canvas.sendObjectBackwards(o);
    this.canvas.requestRenderAll();
    this.commit();
  }

  nudge(dx: number, dy: number): void {
    const o = this.canvas.getActiveObject();
    if (!o) return;
    o.set({ left: o.left + dx, top: o.top + dy });
    o.setCoords();
    this.canvas.requestRenderAll();
    this.commit();
  }

  /** Keyboard access to items: selects the next one in stacking order. */
  selectNext(): void {
    const objects = this.canvas.getObjects();
    if (objects.length === 0) return;
    const at = objects.indexOf(this.canvas.getActiveObject()!);
    this.canvas.setActiveObject(objects[(at + 1) % objects.length]!);
    this.canvas.requestRenderAll();
    this.emit();
  }

  editSelectedText(): void {
    const o = this.canvas.getActiveObject();
    if (o instanceof IText && !o.isEditing) {
      o.enterEditing();
      o.selectAll();
      this.canvas.requestRenderAll();
    }
  }

  get isEditingText(): boolean {
    const o = this.canvas.getActiveObject();
    return o instanceof IText && o.isEditing;
  }

  styleText(props: Partial<TextProps>): void {
    const o = this.canvas.getActiveObject();
    if (!(o instanceof IText)) return;
    if (props.family && FONT_FAMILIES.includes(props.family)) setFamily(o, props.family);
    if (props.bold !== undefined) o.set('fontWeight', props.bold ? 'bold' : 'normal');
    if (props.italic !== undefined) o.set('fontStyle', props.italic ? 'italic' : 'normal');
    if (props.size !== undefined && Number.isFinite(props.size) && props.size >= 1 && props.size <= 1000) o.set('fontSize', props.size);
    if (props.color && /^#[0-9a-f]{6}$/i.test(props.color)) o.set('fill', props.color);
    if (props.align) o.set('textAlign', props.align);
    o.initDimensions();
    o.setCoords();
    this.canvas.requestRenderAll();
    this.commit();
  }

  undo(): Promise<void> {
    return this.run(async () => {
      const snapshot = this.history.undo();
      if (snapshot) await this.restore(snapshot, this.current);
      this.emit();
    });
  }

  redo(): Promise<void> {
    return this.run(async () => {
      const snapshot = this.history.redo();
      if (snapshot) await this.restore(snapshot, this.current);
      this.emit();
    });
  }

  revert(): Promise<void> {
    return this.run(async () => {
      await this.restore(this.initial, 0);
      this.baseline = this.itemsById(this.snapshot());
      this.history.reset(this.serialized());
      this.emit();
    });
  }

  /**
   * getUnchangedItems: the items on the design now that are exactly as the product opened them (after any resize
   * command), so an item the user added, moved, restyled or retyped is not among them.
   */
  unchangedItems(): { items: ProductItem[] } {
    return { items: this.untouched(this.snapshot()).map(productItem) };
  }

  private itemsById(design: Design): Map<string, string> {
    return new Map(design.surfaces.flatMap((s) => s.items.map((i) => [i.id, JSON.stringify(i)] as const)));
  }

  private untouched(design: Design): DesignItem[] {
    return design.surfaces.flatMap((s) => s.items).filter((i) => this.baseline.get(i.id) === JSON.stringify(i));
  }

  /** The `resize` command, Fit mode, on the product (every surface) or the surfaces named by id. */
  resize(args: unknown): Promise<void> {
    return this.run(async () => {
      const a = (args && typeof args === 'object' ? args : {}) as Record<string, unknown>;
      if (a.targetType !== 'product' && a.targetType !== 'surfaces') throw new Error(`resize: targetType "${String(a.targetType)}" is not supported (product or surfaces)`);
      const mode = (a.defaultOptions as { resize?: unknown } | undefined)?.resize ?? 0;
      if (mode !== 0) throw new Error('resize: only defaultOptions.resize 0 (Fit) is supported');
      const ids = Array.isArray(a.targetIds) ? a.targetIds.map(String) : null;
      const design = this.snapshot();
      const untouched = new Set(this.untouched(design).map((i) => i.id));
      design.surfaces = design.surfaces.map((s, i) => {
        if (a.targetType === 'surfaces' && ids && !ids.includes(surfaceId(i))) return s;
        return resizeSurfaceFit(s, length(a.width, s.width, 'width'), length(a.height, s.height, 'height'));
      });
      await this.restore(JSON.stringify(design), this.current);
      // The template's items follow the product's size: a resize is not the user changing them.
      for (const [id, item] of this.itemsById(this.snapshot())) if (untouched.has(id)) this.baseline.set(id, item);
      this.commit();
    });
  }

  product(): { surfaces: ProductSurface[]; currentSurface: ProductSurface } {
    const surfaces = this.snapshot().surfaces.map(productSurface);
    return { surfaces, currentSurface: surfaces[this.current]! };
  }
}

/** Points, or a percentage of the current length ("50%"), as the vendor's resize accepts. */
function length(value: unknown, current: number, name: string): number {
  const n = typeof value === 'string' && value.trim().endsWith('%') ? (parseFloat(value) / 100) * current : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1 || n > 14_400) throw new Error(`resize: ${name} must be a length in points from 1 to 14400`);
  return n;
}
