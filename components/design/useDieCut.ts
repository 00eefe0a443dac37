'use client';

import { useCallback, useRef, useState } from 'react';
import { callApi } from '@/lib/edge/api/client';
import type { ReplyOf } from '@/lib/edge/api/contract';
import type { designShapeContract } from '@/lib/edge/api/contracts/design';
import { DESIGN_SHAPE } from '@/lib/edge/api/endpoints/design';
import { checkDieCut, fitArtwork, parseInches, tieToAspect, truncate2 } from '@/lib/domain/design/die-cut';
import type { Border } from '@/lib/domain/design/outline';
import type { DieCutIssue } from './DieCutPanel';
import type { UploadedArtwork } from './useArtworkUpload';

export type Shape = ReplyOf<typeof designShapeContract>;
export type ShapeFailure = 'noOutline' | 'shapeFailed';

export interface DieCutLimits {
  minSide: number;
  maxSide: number;
  maxArea: number;
}

export interface UseDieCutInput {
  handle: string;
  limits: DieCutLimits | null;
  /** A valid die-cut size: it becomes the item's custom size (and so its price). */
  onSize: (width: number, height: number) => void;
}

/** More than 2 decimals typed are cut, not refused (the product's rule), so the field shows what is used. */
function typed(raw: string): string {
  const match = /^(\d*)[.,](\d{3,})$/.exec(raw.trim());
  return match ? `${match[1]}.${match[2]!.slice(0, 2)}` : raw;
}

/**
 * A die-cut product's shape and size: the cut line
 * traced around the uploaded artwork for each border, asked for once per
 * artwork and border, and the width and height tied by the shape's
 * proportions and checked against the product's limits.
 */
export function useDieCut({ handle, limits, onSize }: UseDieCutInput) {
  const [border, setBorder] = useState<Border>('None');
  const [shape, setShape] = useState<Shape | null>(null);
  const [size, setSize] = useState<{ width: string; height: string } | null>(null);
  const [issue, setIssue] = useState<DieCutIssue | null>(null);
  const shapes = useRef(new Map<string, Shape>());
  // The width the shopper typed, if they did: a new border keeps it; otherwise the artwork keeps its scale.
  const typedWidth = useRef<number | null>(null);

  /** The cut line for the artwork and border: traced by the server once, then reused. */
  const shapeFor = useCallback(
    async (artwork: UploadedArtwork, wanted: Border): Promise<Shape | ShapeFailure> => {
      const key = `${artwork.imageUrl}|${wanted}`;
      const known = shapes.current.get(key);
      if (known) return known;
      const result = await callApi(DESIGN_SHAPE, { body: { imageUrl: artwork.imageUrl, file: artwork.file, border: wanted, handle } });
      if (!result.ok) {
        console.error('Die-cut shape failed', result.status, result.error);
        return result.error === 'no_outline' ? 'noOutline' : 'shapeFailed';
      }
      shapes.current.set(key, result.data);
      return result.data;
    },
    [handle],
  );

  const check = useCallback(
    (width: number, height: number): DieCutIssue | null => (limits ? checkDieCut({ width, height }, limits) : null),
    [limits],
  );

  /** A new shape: the shopper's width kept, else sized into the product's limits from its natural size, or the scaling problem. */
  const adopt = useCallback(
    (next: Shape) => {
      const keepWidth = typedWidth.current;
      setShape(next);
      setBorder(next.border);
      const aspect = next.widthIn / next.heightIn;
      let fitted: { width: number; height: number } | null = null;
      if (keepWidth !== null) {
        const tied = tieToAspect('width', keepWidth, aspect);
        if (!check(tied.width, tied.height)) fitted = tied;
      }
      if (!fitted && limits) {
        const fit = fitArtwork({ width: next.widthIn, height: next.heightIn }, limits);
        if (!fit.ok) {
          setSize({ width: String(truncate2(next.widthIn)), height: String(truncate2(next.heightIn)) });
          setIssue({ key: 'scaling', max: fit.max, min: fit.min });
          return null;
        }
        fitted = { width: fit.width, height: fit.height };
      }
      fitted ??= { width: truncate2(next.widthIn), height: truncate2(next.heightIn) };
      setSize({ width: String(fitted.width), height: String(fitted.height) });
      setIssue(null);
      onSize(fitted.width, fitted.height);
      return fitted;
    },
    [check, limits, onSize],
  );

  const change = useCallback(
    (dimension: 'width' | 'height', raw: string) => {
      if (!shape) return;
      const text = typed(raw);
      const value = parseInches(text);
      const other = dimension === 'width' ? 'height' : 'width';
      if (value === null || value <= 0) {
        setSize((s) => (s ? { ...s, [dimension]: text } : s));
        setIssue(dimension === 'width' ? { key: 'widthMin', min: limits?.minSide ?? 0 } : { key: 'heightMin', min: limits?.minSide ?? 0 });
        return;
      }
      const tied = tieToAspect(dimension, value, shape.widthIn / shape.heightIn);
      typedWidth.current = tied.width;
      setSize({ [dimension]: text, [other]: String(tied[other]) } as { width: string; height: string });
      const problem = check(tied.width, tied.height);
      setIssue(problem);
      if (!problem) onSize(tied.width, tied.height);
    },
    [shape, limits, check, onSize],
  );

  const reset = useCallback(() => {
    typedWidth.current = null;
    setShape(null);
    setSize(null);
    setIssue(null);
  }, []);

  return { border, choose: setBorder, shape, size, issue, shapeFor, adopt, setWidth: (raw: string) => change('width', raw), setHeight: (raw: string) => change('height', raw), reset };
}
