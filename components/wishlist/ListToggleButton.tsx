'use client';

import type { ReactNode } from 'react';
import { loadList, useLazyList, type LazyList } from '@/lib/edge/state/lazy-list';
import type { ToastLink } from '@/components/ui/toast';
import type { ProductSnapshot } from '@/lib/domain/wishlist/list';
import { hasItem } from '@/lib/domain/wishlist/has-item';

/** What a list's button (WishlistButton, CompareButton) is given. */
export interface ListButtonProps {
  /** The product as the list stores it (lib/domain/wishlist/snapshot.ts `snapshotOf(card)`). */
  item: ProductSnapshot;
  /** The button's name, what a press will do: `add` while the product is not in the list, `remove` once it is. */
  label: { add: string; remove: string };
  /** The toast saying what a press did ('Item Added to Wishlist'; 'Item Removed from Wishlist'). */
  toast: { added: string; removed: string; link?: ToastLink };
  /** Shows the label next to the icon (product page); icon-only, named by the label, otherwise. */
  showLabel?: boolean;
  className?: string;
}

export interface ListToggleButtonProps extends ListButtonProps {
  list: LazyList;
  icon: ReactNode;
}

/**
 * A button that adds the product to a persisted list or removes it, named
 * after what a press will do ('Add X to wishlist' / 'Remove X from wishlist')
 * and marked `data-in-list` for the styles while the product is listed. A
 * name that changes with the state says it all, so no aria-pressed (which
 * would read "Remove X from wishlist, pressed"). Says "add" until the stored
 * list has been read, so server and first client render agree. The list's
 * store loads when something is stored or on the first pointer / focus /
 * press (lib/edge/state/lazy-list.ts).
 */
export function ListToggleButton({ item, list, label, toast, icon, showLabel, className }: ListToggleButtonProps) {
  const items = useLazyList(list);
  const listed = items !== null && hasItem(items, item.id);
  const name = listed ? label.remove : label.add;
  const preload = () => {
    void list.load();
  };
  return (
    <button
      type="button"
      className={className}
      data-in-list={listed || undefined}
      aria-label={showLabel ? undefined : name}
      title={showLabel ? undefined : name}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        void loadList(list).then((store) => {
          const added = store.getState().toggle(item);
          // The toast queue loads with the first press: catalog pages ship without it.
          void import('@/components/ui/toast').then(({ notify }) => {
            if (!added) notify(toast.removed);
            else if (toast.link) notify(toast.added, 'success', toast.link);
            else notify(toast.added);
          });
        });
      }}
    >
      {icon}
      {showLabel ? <span>{name}</span> : null}
    </button>
  );
}
