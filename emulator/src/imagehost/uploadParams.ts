import { formBody, type Req } from '../http.ts';
import { UploadError } from './errors.ts';

/** An upload request read whatever its encoding: text parameters, and the file as bytes or as the text sent. */
export interface UploadParams {
  fields: Map<string, string>;
  file: { bytes: Buffer; filename: string } | null;
}

/** The SDK's own test for a remote source, data URIs included (uploader.js isRemoteUrl). */
const DATA_URI = /^data:([\w.-]+\/[\w.+-]+)?(;[\w.-]+=[\w.-]+)*;base64,([A-Za-z0-9/+\r\n=]+)$/;
const REMOTE = /^(ftp|https?|gs|s3):/i;

/** `tags[]=a&tags[]=b` (how the SDK sends arrays) and `tags=a,b` mean the same list. */
function addField(fields: Map<string, string>, key: string, value: string): void {
  const name = key.endsWith('[]') ? key.slice(0, -2) : key;
  const before = fields.get(name);
  fields.set(name, before === undefined || !key.endsWith('[]') ? value : `${before},${value}`);
}

function scalar(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalar).join(',');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A `file` sent as text: a data URI is decoded; a remote URL is refused (the emulator fetches nothing). */
function textFile(text: string): { bytes: Buffer; filename: string } {
  if (REMOTE.test(text)) throw new UploadError(400, 'Remote URLs are not supported by this stand-in');
  const m = DATA_URI.exec(text.trim());
  if (!m) throw new UploadError(400, 'Invalid image file');
  return { bytes: Buffer.from(m[3]!, 'base64'), filename: 'file' };
}

export async function readUploadParams(req: Req): Promise<UploadParams> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  const fields = new Map<string, string>();
  let file: UploadParams['file'] = null;
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(req.body.toString('utf8'));
    } catch {
      throw new UploadError(400, 'Invalid JSON in the request body');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new UploadError(400, 'Invalid JSON in the request body');
    for (const [k, v] of Object.entries(body)) {
      if (k === 'file') file = typeof v === 'string' && v !== '' ? textFile(v) : null;
      else addField(fields, k, scalar(v));
    }
    return { fields, file };
  }
  if (req.body.length === 0) return { fields, file };
  const form = await formBody(req);
  if (!form) throw new UploadError(400, 'The request body could not be read (send multipart/form-data, urlencoded or JSON)');
  for (const [k, v] of form.entries()) {
    if (k === 'file') {
      if (typeof v !== 'string') file = { bytes: Buffer.from(await v.arrayBuffer()), filename: v.name || 'file' };
      else if (v !== '') file = textFile(v);
    }
    else if (typeof v === 'string') addField(fields, k, v);
  }
  return { fields, file };
}

/** A boolean parameter as the SDK sends it (`1`/`0`) or as people type it (`true`/`false`); undefined when absent. */
export function flag(fields: ReadonlyMap<string, string>, name: string): boolean | undefined {
  const value = fields.get(name)?.toLowerCase();
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}
