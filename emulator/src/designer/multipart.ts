import { formBody, type Req } from '../http.ts';
import { DesignInputError } from './parse.ts';

export interface UploadedFile {
  field: string;
  name: string;
  bytes: Buffer;
}

/** Reads a multipart/form-data body with the platform's parser: its files and its text fields. */
export async function readMultipart(req: Req): Promise<{ files: UploadedFile[]; fields: Map<string, string> }> {
  const type = String(req.headers['content-type'] ?? '');
  if (!/^multipart\/form-data\b/i.test(type)) throw new DesignInputError('Send the files as multipart/form-data', 415);
  const form = await formBody(req);
  if (!form) throw new DesignInputError('The multipart body could not be read');
  const files: UploadedFile[] = [];
  const fields = new Map<string, string>();
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields.set(field, value);
    else files.push({ field, name: value.name || 'file', bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { files, fields };
}
