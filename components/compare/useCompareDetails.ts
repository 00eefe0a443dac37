'use client';

import { useEffect, useState } from 'react';
import { callApi } from '@/lib/edge/api/client';
import type { CompareDetails } from '@/lib/edge/api/contracts/compare';
import { COMPARE } from '@/lib/edge/api/endpoints/catalog';
import { MAX_COMPARE_HANDLES } from '@/lib/domain/catalog/compare-batch';
import { isLocale } from '@/lib/ground/tenant/types';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';

/** A compared product's details: still on their way, read, or not to be had (unknown product, store down). */
export type DetailsState = 'loading' | CompareDetails | null;

/**
 * The sizes, materials and price per unit of the compared products, read
 * by handle from /api/compare (in batches the route accepts) whenever the
 * list's products change. Handle → state.
 */
export function useCompareDetails(items: readonly ProductSnapshot[] | null, locale: string): (handle: string) => DetailsState {
  const [read, setRead] = useState<ReadonlyMap<string, CompareDetails | null>>(new Map());
  const key = items ? [...new Set(items.map((item) => item.handle))].join(',') : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const handles = key.split(',');
    const batches = Array.from({ length: Math.ceil(handles.length / MAX_COMPARE_HANDLES) }, (_, i) => handles.slice(i * MAX_COMPARE_HANDLES, (i + 1) * MAX_COMPARE_HANDLES));
    void Promise.all(
      batches.map(async (batch) => {
        const answer = await callApi(COMPARE, { query: { handles: batch.join(','), locale: isLocale(locale) ? locale : undefined }, signal: controller.signal });
        const found = new Map(answer.ok ? answer.data.products.map((product) => [product.handle, product]) : []);
        return batch.map((handle) => [handle, found.get(handle) ?? null] as const);
      }),
    ).then(
      (entries) => {
        if (!controller.signal.aborted) setRead(new Map(entries.flat()));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [key, locale]);

  return (handle) => (read.has(handle) ? read.get(handle)! : 'loading');
}
