import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ImageHostSettings } from '../config.ts';
import { UploadError } from './errors.ts';
import { sameSignature, sign, stringToSign, type SignatureAlgorithm } from './signature.ts';

/** How an upload proved it may write: a signature, HTTP Basic credentials, or an unsigned preset. */
export type Authorization = { mode: 'signed' | 'basic'; apiKey: string } | { mode: 'unsigned'; preset: string };

/** A signature older than this is refused, as the real service refuses it. */
export const SIGNATURE_TTL_SECONDS = 3600;

function basicCredentials(headers: IncomingHttpHeaders): { key: string; secret: string } | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(String(headers.authorization ?? ''));
  if (!m) return null;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const sameText = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

/** "2015-06-20 12:59:41 +0000", the real message's way of writing the reported time. */
const reportedTime = (seconds: number) => `${new Date(seconds * 1000).toISOString().replace('T', ' ').replace(/\.\d+Z$/, '')} +0000`;

function checkPreset(settings: ImageHostSettings, preset: string | undefined): void {
  if (preset !== undefined && preset !== '' && !settings.unsignedPresets.includes(preset)) throw new UploadError(400, 'Upload preset not found');
}

export function authorize(settings: ImageHostSettings, fields: ReadonlyMap<string, string>, headers: IncomingHttpHeaders, now = Date.now()): Authorization {
  const preset = fields.get('upload_preset');
  const basic = basicCredentials(headers);
  if (basic) {
    if (basic.key !== settings.apiKey) throw new UploadError(401, `Unknown API key ${basic.key}`);
    if (!sameText(basic.secret, settings.apiSecret)) throw new UploadError(401, 'Invalid credentials');
    checkPreset(settings, preset);
    return { mode: 'basic', apiKey: basic.key };
  }
  const signature = fields.get('signature');
  const apiKey = fields.get('api_key');
  if (!signature && !apiKey) {
    // unsigned: the preset decides what may be uploaded
    if (!preset) throw new UploadError(400, 'Upload preset must be specified when using unsigned upload');
    checkPreset(settings, preset);
    return { mode: 'unsigned', preset };
  }
  if (!apiKey) throw new UploadError(400, 'Must supply api_key');
  if (apiKey !== settings.apiKey) throw new UploadError(401, `Unknown API key ${apiKey}`);
  const timestamp = fields.get('timestamp');
  if (!timestamp) throw new UploadError(400, 'Missing required parameter - timestamp');
  if (!/^\d{1,12}$/.test(timestamp)) throw new UploadError(400, `Invalid timestamp ${timestamp}`);
  if (!signature) throw new UploadError(400, 'Missing required parameter - signature');
  const requested = fields.get('signature_algorithm');
  if (requested && requested !== 'sha1' && requested !== 'sha256') throw new UploadError(400, `Invalid signature_algorithm ${requested}`);
  // an SDK configured for sha256 says so only by the length of its signature
  const algorithm: SignatureAlgorithm = (requested as SignatureAlgorithm | undefined) ?? (signature.length === 64 ? 'sha256' : 'sha1');
  const toSign = stringToSign(fields);
  if (!sameSignature(signature, sign(toSign, settings.apiSecret, algorithm))) {
    throw new UploadError(401, `Invalid Signature ${signature}. String to sign - '${toSign}'.`);
  }
  if (now / 1000 - Number(timestamp) > SIGNATURE_TTL_SECONDS) {
    throw new UploadError(400, `Stale request - reported time is ${reportedTime(Number(timestamp))} which is more than 1 hour ago`);
  }
  checkPreset(settings, preset);
  return { mode: 'signed', apiKey };
}
