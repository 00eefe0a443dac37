import { formDefinition, HONEYPOT_FIELD } from './definitions.ts';
import type { UploadedFile } from './store.ts';

export type Accepted =
  | { kind: 'keep'; formName: string; data: Record<string, string>; uploads: UploadedFile[]; reviewed: boolean }
  | { kind: 'spam' }
  | { kind: 'unknown-form'; formName: string };

/**
 * What the handler keeps of a posted form: the registered text fields and the first file of each registered
 * file input. Anything else (unregistered fields, a file posted into a text field, extra files) is dropped,
 * as Netlify drops fields that were not in the deployed HTML.
 */
export async function acceptSubmission(form: FormData): Promise<Accepted> {
  const nameValue = form.get('form-name');
  const formName = typeof nameValue === 'string' ? nameValue : '';
  const definition = formDefinition(formName);
  if (!definition) return { kind: 'unknown-form', formName };
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'spam' };

  const data: Record<string, string> = {};
  for (const field of definition.fields) {
    const value = form.get(field);
    if (typeof value === 'string') data[field] = value;
  }
  const uploads: UploadedFile[] = [];
  for (const field of definition.files) {
    const value = form.get(field);
    if (value instanceof File && value.size > 0) {
      uploads.push({ field, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return { kind: 'keep', formName, data, uploads, reviewed: definition.reviewed ?? false };
}
