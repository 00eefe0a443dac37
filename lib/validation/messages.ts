import type en from '@/messages/en.json';

/**
 * Validation schemas (lib/validation/*) carry message keys, not text: a key
 * is a path inside the `Validation` namespace of messages/{en,fr}.json
 * ("registration.firstName"). Islands get the namespace as a prop and
 * resolve keys here; route handlers answer with the English text.
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
