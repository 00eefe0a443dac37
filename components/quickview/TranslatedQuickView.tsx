'use client';

import { Translated } from '@/components/i18n/Translated';
import { QuickViewDialog, type QuickViewDialogProps } from './QuickViewDialog';

/** The quick view dialog as a grid's card buttons load it: it formats its strings over the page's island messages. */
export function TranslatedQuickView(props: QuickViewDialogProps) {
  return (
    <Translated>
      <QuickViewDialog {...props} />
    </Translated>
  );
}
