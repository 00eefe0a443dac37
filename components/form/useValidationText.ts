'use client';

import { useTranslations } from 'next-intl';

/**
 * Turns a form message into text: a key of the `Validation` namespace (what
 * the schemas and applyServerError carry) is translated; anything else is
 * already text (a server's own sentence, or a string the form translated
 * from its own namespace) and shows as it is.
 */
export function useValidationText(): (message: string) => string {
  const t = useTranslations('Validation');
  return (message) => (t.has(message as never) ? t(message as never) : message);
}
