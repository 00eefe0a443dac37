import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';

// The build compiles message files (next.config.ts), so the text is read
// through next-intl, never by walking the JSON.
const translate = createTranslator({ locale: 'en', messages: en, namespace: 'Validation' });

/** The English text of a validation key, for route handlers' 4xx replies; an unknown key answers itself. */
export function englishMessage(key: string): string {
  return translate.has(key as never) ? translate(key as never) : key;
}
