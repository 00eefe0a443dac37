'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Popup, type PopupProps } from '@/components/ui/Popup';
import type { RegionConfirmLabels } from './regionChoice';

export interface RegionSwitcherIslandProps extends Pick<PopupProps, 'buttonProps' | 'panelProps' | 'className'> {
  /** Panel content, rendered on the server: region options are `<button value={href}>`, the current one with aria-current. */
  children: ReactNode;
  /** Injectable for tests; defaults to a full page load. */
  navigate?: (href: string) => void;
}

// The cart check and the confirmation: fetched when the panel opens.
const loadChoice = () => import('./regionChoice');

function defaultNavigate(href: string) {
  window.location.assign(href);
}

/**
 * Behaviour of the region and language switcher (spec §4 "Region switch"): a
 * disclosure panel; choosing the current region closes it, another one opens
 * at once when the cart is empty, otherwise after a confirmation that the
 * cart does not transfer.
 */
export function RegionSwitcherIsland({ children, navigate = defaultNavigate, ...popup }: RegionSwitcherIslandProps) {
  const [dialog, setDialog] = useState<ReactNode>(null);
  const t = useTranslations('Region.confirm');
  const confirm: RegionConfirmLabels = { title: t('title'), message: t('message'), confirmLabel: t('continue'), cancelLabel: t('cancel') };

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
          else void loadChoice().then((m) => setDialog(m.chooseRegion(option.value, confirm, navigate, () => setDialog(null))));
        }}
      >
        {children}
      </Popup>
      {dialog}
    </>
  );
}
