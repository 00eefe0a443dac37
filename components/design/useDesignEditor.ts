'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Editor, EditorConfiguration, FinishDesignResult, IframeApi, ProductDefinition } from '@/lib/domain/design/editor-api';
import type { Template } from '@/lib/services/designer/templates';
import { blankDesign, type BlankDesign } from '@/lib/domain/design/blank-design';
import { bleedOf, cautionMargin, dieCutDefinition, EDITOR_UNITS_PER_INCH, editorLanguage, productDefinition, resizeCommand, thumbnailSize, toPoints } from '@/lib/domain/design/product-definition';
import type { PreflightGuides } from '@/lib/domain/design/preflight';
import type { Locale } from '@/lib/ground/tenant/types';

/** The editor's states: loading, then ready; updating during a size change; error. */
export type EditorStatus = 'loading' | 'ready' | 'updating' | 'error';

/** What the editor is sized for: the variant's template (by SKU) and, for a custom size, its inches. */
export interface DesignTarget {
  productType: string;
  sku: string;
  custom: { width: number; height: number } | null;
}

/** The outside calls, passed in so a test can stand in for them. */
export interface EditorServices {
  loadApi(): Promise<IframeApi>;
  token(): Promise<{ userId: string; tokenId: string }>;
  /** The variant's valid template; rejects when there is none (noTemplateFound). */
  template(productType: string, sku: string): Promise<Template>;
}

export interface UseDesignEditorInput {
  target: DesignTarget | null;
  locale: Locale;
  services: EditorServices;
  /** A saved design to reopen instead of the template's blank one. */
  restoreStateId: string | null;
  /** Called when the design has been resized to a size the shopper chose, with its new print size. */
  onResized?: (size: { widthIn: number; heightIn: number }) => void;
}

export interface DesignEditorHandle {
  frameRef: React.RefObject<HTMLIFrameElement | null>;
  status: EditorStatus;
  /** Renders the proof and print file (Review Design). */
  finish(): Promise<FinishDesignResult>;
  /** The design's print size now, in inches; null before it is loaded. */
  sizeInches(): { widthIn: number; heightIn: number } | null;
  /** The design's bleed and safe line for the print checks; null before it is loaded and on a die-cut shape (its cut follows the artwork). */
  guides(): PreflightGuides | null;
  /**
   * Whether the design holds nothing of the shopper's: every item on it is
   * one the template laid out, untouched (none at all on a blank template).
   */
  blankness(): Promise<BlankDesign | null>;
  /** Places an image of the shopper's gallery in the design (their uploaded artwork). */
  placeArtwork(galleryFile: string): Promise<void>;
  /**
   * Reopens the editor on a die-cut shape's custom template, sized to the
   * target's custom size (else the shape's natural size). Rejects, leaving
   * the editor in its error state, when the service fails.
   */
  loadShape(designFile: string, natural: { widthIn: number; heightIn: number }): Promise<void>;
}

/** The placeholder an uploaded artwork fills (the editor adds it when the design has none). */
export const ARTWORK_PLACEHOLDER = 'Artwork';

/** The bleed and safe line of the template's first print area: every surface of a template shares them. */
function guidesOf(template: Template): PreflightGuides | null {
  const area = template.Surfaces[0]?.PrintAreas[0];
  return area ? { bleed: bleedOf(area), safe: cautionMargin(area) } : null;
}

/** The design's size in points: the custom size, else the template's own. */
function designSize(template: Template, custom: DesignTarget['custom']): { width: number; height: number } {
  if (custom) return { width: toPoints(custom.width), height: toPoints(custom.height) };
  const surface = template.Surfaces[0];
  if (!surface) throw new Error('The template has no surface');
  return { width: surface.Width, height: surface.Height };
}

const inches = (points: number): number => points / EDITOR_UNITS_PER_INCH;

const keyOf = (t: DesignTarget | null): string => (t ? `${t.productType}|${t.sku}|${t.custom ? `${t.custom.width}x${t.custom.height}` : ''}` : '');

/**
 * Loads the design editor into the frame for the target, and keeps it sized
 * to the target as the shopper changes size: the variant's template is read
 * again (a size has its own template) and the design is
 * resized in place, so the work is kept. Any failure puts the editor in its
 * error state.
 */
export function useDesignEditor({ target, locale, services, restoreStateId, onResized }: UseDesignEditorInput): DesignEditorHandle {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const [status, setStatus] = useState<EditorStatus>('loading');
  // The target the editor is sized for now, and the latest one asked for.
  const loadedKey = useRef<string | null>(null);
  const wanted = useRef<DesignTarget | null>(target);
  const resized = useRef(onResized);
  useEffect(() => {
    if (target) wanted.current = target;
    resized.current = onResized;
  });
  const inputs = useRef({ locale, services, restoreStateId });
  // The editor's size now (points), for the proof's size.
  const sizeRef = useRef<{ width: number; height: number } | null>(null);
  const guidesRef = useRef<PreflightGuides | null>(null);
  // What the first load set up, for reopening the frame on a die-cut shape.
  const sessionRef = useRef<{ api: IframeApi; config: EditorConfiguration } | null>(null);
  // Whether the editor opened the shopper's saved design rather than the template.
  const openedFrom = useRef<'template' | 'savedState'>('template');
  // A die-cut shape being loaded: size changes wait for it.
  const reloading = useRef(false);

  const fail = useCallback((stage: string, error: unknown) => {
    console.error(`Design editor: ${stage} failed`, error);
    setStatus('error');
  }, []);

  // Load once per modal: the editor lives as long as the modal is open.
  useEffect(() => {
    const first = wanted.current;
    let cancelled = false;
    if (!first) {
      fail('loading', new Error('No variant to design'));
      return;
    }
    const { locale: lang, services: api, restoreStateId: stateId } = inputs.current;
    (async () => {
      const [iframeApi, token, template] = await Promise.all([api.loadApi(), api.token(), api.template(first.productType, first.sku)]);
      const frame = frameRef.current;
      if (cancelled || !frame) return;
      const fresh: ProductDefinition = productDefinition(template, first.custom ? { kind: 'custom', widthIn: first.custom.width, heightIn: first.custom.height } : { kind: 'standard' });
      const config: EditorConfiguration = {
        tokenId: token.tokenId,
        userId: token.userId,
        defaultLanguage: editorLanguage(lang),
        initialMode: 'Advanced',
        rendering: { hiResOutputDpi: 300 },
      };
      // A saved state belongs to the user who saved it: one made as a visitor is not the signed-in customer's,
      // so a state the service refuses starts a fresh design rather than no editor at all.
      const editor = stateId
        ? await iframeApi.loadEditor(frame, { surfaces: [{ stateId }] }, config).then(
            (reopened) => {
              openedFrom.current = 'savedState';
              return reopened;
            },
            (error: unknown) => {
              console.warn('Design editor: the saved design could not be reopened; starting afresh', error);
              return iframeApi.loadEditor(frame, fresh, config);
            },
          )
        : await iframeApi.loadEditor(frame, fresh, config);
      if (cancelled) {
        editor.dispose?.();
        return;
      }
      editorRef.current = editor;
      sessionRef.current = { api: iframeApi, config };
      const size = designSize(template, first.custom);
      // A custom size, or a reopened design whose size the shopper has since changed, is sized by the resize command.
      if (first.custom || stateId) await editor.commandManager.execute('resize', resizeCommand(inches(size.width), inches(size.height)));
      sizeRef.current = size;
      guidesRef.current = guidesOf(template);
      loadedKey.current = keyOf(first);
      setStatus('ready');
    })().catch((error: unknown) => {
      if (!cancelled) fail('loading', error);
    });
    return () => {
      cancelled = true;
      editorRef.current?.dispose?.();
      editorRef.current = null;
    };
  }, [fail]);

  // Follow size changes once loaded; the latest change wins (none while the size is invalid).
  const key = keyOf(target);
  useEffect(() => {
    if (!key) return;
    const editor = editorRef.current;
    const next = wanted.current;
    if (!editor || !next || reloading.current || loadedKey.current === null || loadedKey.current === key) return;
    let current = true;
    setStatus('updating');
    (async () => {
      const template = await inputs.current.services.template(next.productType, next.sku);
      const size = designSize(template, next.custom);
      await editor.commandManager.execute('resize', resizeCommand(inches(size.width), inches(size.height)));
      if (!current) return;
      sizeRef.current = size;
      guidesRef.current = guidesOf(template);
      loadedKey.current = key;
      setStatus('ready');
      resized.current?.({ widthIn: inches(size.width), heightIn: inches(size.height) });
    })().catch((error: unknown) => {
      if (current) fail('resizing', error);
    });
    return () => {
      current = false;
    };
  }, [key, fail]);

  const finish = useCallback(async () => {
    const editor = editorRef.current;
    const size = sizeRef.current;
    if (!editor || !size) throw new Error('The design editor is not ready');
    const proof = thumbnailSize(inches(size.width), inches(size.height));
    return editor.finishProductDesign({ proofMaxWidth: proof.width, proofMaxHeight: proof.height });
  }, []);

  const sizeInches = useCallback(() => {
    const size = sizeRef.current;
    return size ? { widthIn: inches(size.width), heightIn: inches(size.height) } : null;
  }, []);

  const guides = useCallback(() => guidesRef.current, []);

  const blankness = useCallback(async () => {
    const editor = editorRef.current;
    if (!editor) throw new Error('The design editor is not ready');
    const [product, unchanged] = await Promise.all([editor.getProduct(), editor.getUnchangedItems()]);
    return blankDesign(product, unchanged, openedFrom.current);
  }, []);

  const placeArtwork = useCallback(async (galleryFile: string) => {
    const editor = editorRef.current;
    if (!editor) throw new Error('The design editor is not ready');
    await editor.loadUserInfo({ [ARTWORK_PLACEHOLDER]: `user:${galleryFile}` });
  }, []);

  const loadShape = useCallback(
    async (designFile: string, natural: { widthIn: number; heightIn: number }) => {
      const session = sessionRef.current;
      const frame = frameRef.current;
      if (!session || !frame) throw new Error('The design editor is not ready');
      reloading.current = true;
      setStatus('updating');
      try {
        editorRef.current?.dispose?.();
        editorRef.current = null;
        const editor = await session.api.loadEditor(frame, dieCutDefinition(designFile, natural), session.config);
        editorRef.current = editor;
        guidesRef.current = null;
        // The latest size asked for wins, even one chosen while the shape loaded.
        let sizedFor: string | null = null;
        while (sizedFor !== keyOf(wanted.current)) {
          const next = wanted.current;
          sizedFor = keyOf(next);
          const size = next?.custom ?? { width: natural.widthIn, height: natural.heightIn };
          await editor.commandManager.execute('resize', resizeCommand(size.width, size.height));
          sizeRef.current = { width: toPoints(size.width), height: toPoints(size.height) };
        }
        loadedKey.current = sizedFor;
        setStatus('ready');
      } catch (error) {
        fail('loading the shape', error);
        throw error;
      } finally {
        reloading.current = false;
      }
    },
    [fail],
  );

  return { frameRef, status, finish, sizeInches, guides, blankness, placeArtwork, loadShape };
}
