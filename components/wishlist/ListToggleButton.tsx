'use client';

import type { ReactNode } from 'react';
import { loadList, useLazyList, type LazyList } from '@/lib/state/lazy-list';
import type { ProductSnapshot } from '@/lib/wishlist/list';
import { hasItem } from '@/lib/wishlist/has-item';

/** What a list's button (WishlistButton, CompareButton) is given. */
export interface ListButtonProps {
  /** The product as the list stores it (lib/wishlist/snapshot.ts `snapshotOf(card)`). */
  item: ProductSnapshot;
  /** Accessible name; stays the same whether pressed or not (aria-pressed carries the state). */
  label: string;
  /** Toast shown when the product is added (spec §8). */
  addedToast: string;
  /** Visible text next to the icon; icon-only (named by `label`) when absent. */
  text?: string;
  className?: string;
}

export interface ListToggleButtonProps extends ListButtonProps {
  list: LazyList;
  icon: ReactNode;
}

/**
 * A toggle button (aria-pressed) that adds the product to a persisted list or
 * removes it. Not pressed until the stored list has been read, so server and
 * first client render agree. The list's store loads when something is stored
 * or on the first pointer / focus / press (lib/state/lazy-list.ts).
 */
export function ListToggleButton({ item, list, label, addedToast, icon, text, className }: ListToggleButtonProps) {
  const items = useLazyList(list);
  const pressed = items !== null && hasItem(items, item.id);
  const preload = () => {
    void list.load();
  };
  return (
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      aria-label={text ? undefined : label}
      title={text ? undefined : label}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        void loadList(list).then((store) => {
          // The toast queue loads with the first add: catalog pages ship without it.
          if (store.getState().toggle(item)) void import('@/components/ui/toast').then((toast) => toast.notify(addedToast));
        });
      }}
    >
      {icon}
      {text ? <span>{text}</span> : null}
    </button>
  );
}
