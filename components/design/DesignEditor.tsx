'use client';

import { use, useEffect } from 'react';
import { IntlProvider, useLocale, useMessages, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { callApi } from '@/lib/edge/api/client';
import { DESIGN_MESSAGES } from '@/lib/edge/api/endpoints/design';
import { isLocale, type Locale } from '@/lib/ground/tenant/types';
import DesignModal, { type DesignModalProps } from './DesignModal';

// One request per language for the page's life: the editor may open and close many times.
const loaded = new Map<Locale, Promise<AbstractIntlMessages | null>>();

/** The editor's strings in this language; null when they could not be had (offline, a failing server). */
function editorMessages(locale: Locale): Promise<AbstractIntlMessages | null> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = callApi(DESIGN_MESSAGES, { query: { locale } }).then((reply) => {
      if (reply.ok) return reply.data.messages as AbstractIntlMessages;
      // A later opening asks again rather than keep the failure.
      loaded.delete(locale);
      console.error(JSON.stringify({ level: 'error', event: 'design.messages.failed', status: reply.status }));
      return null;
    });
    loaded.set(locale, pending);
  }
  return pending;
}

/**
 * The design editor's modal with its strings: the product page carries
 * only the catalog's, and this chunk (loaded by DESIGN NOW) asks for the
 * editor's and adds them to the page's while the modal's code arrives.
 */
export default function DesignEditor(props: DesignModalProps) {
  const page = useMessages();
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : 'en';
  const editor = use(editorMessages(locale));
  if (!editor) return <EditorUnavailable onClose={props.onClose} />;
  return (
    <IntlProvider locale={locale} messages={{ ...page, ...editor }} timeZone="UTC">
      <DesignModal {...props} />
    </IntlProvider>
  );
}

/** Without its strings the editor cannot be shown: the shopper is told, in the page's language, and may try again. */
function EditorUnavailable({ onClose }: { onClose: () => void }) {
  const toasts = useTranslations('Toasts');
  useEffect(() => {
    void import('@/components/ui/toast').then(({ notify }) => notify(toasts('designUnavailable'), 'error'));
    onClose();
  }, [onClose, toasts]);
  return null;
}
