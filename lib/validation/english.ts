import 'server-only';
import en from '@/messages/en.json';
import { messageFor } from './messages';

/** The English text of a validation key, for route handlers' 4xx replies. */
export function englishMessage(key: string): string {
  return messageFor(en.Validation, key);
}
