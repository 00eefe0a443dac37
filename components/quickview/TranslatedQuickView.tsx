'use client';

import { translated } from '@/components/i18n/Translated';
import { QuickViewDialog } from './QuickViewDialog';

/** The quick view dialog as a grid's card buttons load it: it formats its strings over the page's island messages. */
export const TranslatedQuickView = translated(QuickViewDialog);
