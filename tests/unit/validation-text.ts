import type en from '@/messages/en.json';

/**
 * For tests: the text of a validation key. Schemas (lib/ground/validation) carry
 * keys, paths inside the `Validation` namespace of messages/{en,fr}.json;
 * the app shows them through next-intl (useTranslations('Validation'),
 * englishMessage on the server), the tests look them up here.
 */
export type ValidationMessages = (typeof en)['Validation'];

/** The text for a key, or the key itself when it names no message (a programming error shows up instead of vanishing). */
export function messageFor(messages: ValidationMessages, key: string): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}
