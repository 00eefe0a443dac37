'use client';

import { useState, type ReactNode } from 'react';
import { goTo } from '@/components/ui/navigate';
import { Popup, type PopupProps } from '@/components/ui/Popup';

export interface RegionSwitcherIslandProps extends Pick<PopupProps, 'buttonProps' | 'panelProps' | 'className'> {
  /** Panel content, rendered on the server: region options are `<button value={href}>`, the current one with aria-current. */
  children: ReactNode;
  /** Injectable for tests; defaults to a full page load. */
  navigate?: (href: string) => void;
}

// The cart check and the confirmation (with its strings): fetched when the panel opens.
const loadChoice = () => import('./regionChoice');

/**
 * Behaviour of the region and language switcher: a
 * disclosure panel; choosing the current region closes it, another one opens
 * at once when the cart is empty, otherwise after a confirmation that the
 * cart does not transfer.
 */
export function RegionSwitcherIsland({ children, navigate = goTo, ...popup }: RegionSwitcherIslandProps) {
  const [dialog, setDialog] = useState<ReactNode>(null);

  return (
    <>
      <Popup
        {...popup}
        onOpen={loadChoice}
        paused={dialog !== null}
        onPanelClick={(target, close) => {
          const option = target.closest<HTMLButtonElement>('button[value]');
          if (!option) return;
          if (option.hasAttribute('aria-current')) close();
          else void loadChoice().then((m) => setDialog(m.chooseRegion(option.value, navigate, () => setDialog(null))));
        }}
      >
        {children}
      </Popup>
      {dialog}
    </>
  );
}
