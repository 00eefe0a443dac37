'use client';

import { useCallback, useRef, useState } from 'react';
import { uploadApi } from '@/lib/edge/api/upload';
import type { ReplyOf } from '@/lib/edge/api/contract';
import type { designArtworkContract } from '@/lib/edge/api/contracts/design';
import { DESIGN_ARTWORK } from '@/lib/edge/api/endpoints/design';
import { ARTWORK_SNIFF_BYTES, artworkRefusal } from '@/lib/domain/design/artwork-file';
import { storageWritable } from '@/lib/edge/state/storage';

export type UploadedArtwork = ReplyOf<typeof designArtworkContract>;

/** Why an upload stopped, named as the modal's explanation of it. */
export type UploadFailure = 'tokenRefused' | 'uploadFailed' | 'conversionFailed' | 'tooLarge' | 'notAccepted' | 'unreadable';

export type UploadPhase =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  /** Sent: the server stores, converts and hands it to the design service. */
  | { phase: 'converting' }
  | { phase: 'done'; artwork: UploadedArtwork }
  | { phase: 'error'; failure: UploadFailure };

/**
 * Whether the upload tool can work here: the shopper's upload state lives
 * in local storage (so a reload keeps the design), and the upload needs
 * XMLHttpRequest's progress. Without them the tool is not offered at all.
 */
export function uploadToolAvailable(): boolean {
  if (typeof XMLHttpRequest === 'undefined' || typeof FormData === 'undefined' || !storageWritable()) {
    console.error('Artwork upload: the browser has no usable storage or upload support; the upload tool is not offered');
    return false;
  }
  return true;
}

/** The server's failure code as the modal's reason. */
function failureOf(error: string): UploadFailure {
  if (error === 'token_refused') return 'tokenRefused';
  if (error === 'conversion_failed') return 'conversionFailed';
  if (error === 'too_large') return 'tooLarge';
  if (error === 'unsupported_file') return 'notAccepted';
  if (error === 'unreadable_file') return 'unreadable';
  return 'uploadFailed';
}

/**
 * The shopper's artwork upload: checked here first (a file that is too
 * large or not one of the accepted kinds, by name and content, is refused
 * with its reason and never sent), then sent with its progress shown.
 * Resolves the uploaded artwork, or null when the file was refused or the
 * upload failed (the phase says why).
 */
export function useArtworkUpload() {
  const [state, setState] = useState<UploadPhase>({ phase: 'idle' });
  const running = useRef(false);

  const upload = useCallback(async (file: File): Promise<UploadedArtwork | null> => {
    if (running.current) return null;
    const head = new Uint8Array(await file.slice(0, ARTWORK_SNIFF_BYTES).arrayBuffer());
    const refusal = artworkRefusal({ name: file.name, size: file.size }, head);
    if (refusal) {
      setState({ phase: 'error', failure: refusal });
      return null;
    }
    running.current = true;
    setState({ phase: 'uploading', progress: 0 });
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const result = await uploadApi(DESIGN_ARTWORK, form, {
        onProgress: (sent) => setState(sent < 1 ? { phase: 'uploading', progress: sent } : { phase: 'converting' }),
      });
      if (!result.ok) {
        console.error('Artwork upload failed', result.status, result.error);
        setState({ phase: 'error', failure: failureOf(result.error) });
        return null;
      }
      setState({ phase: 'done', artwork: result.data });
      return result.data;
    } finally {
      running.current = false;
    }
  }, []);

  return { state, upload };
}
