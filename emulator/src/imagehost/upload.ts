import crypto from 'node:crypto';
import type { ImageHostSettings } from '../config.ts';
import type { Req } from '../http.ts';
import { authorize } from './auth.ts';
import { UploadError } from './errors.ts';
import { sniffAsset } from './formats.ts';
import { probeAsset } from './probe.ts';
import { publicIdFor } from './publicIds.ts';
import { sign } from './signature.ts';
import type { AssetRecord, AssetStore } from './store.ts';
import { flag, readUploadParams } from './uploadParams.ts';

/** The real service's limit for images on most plans. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Resource types of the upload URL: images are stored; `auto` means image here, as every accepted file is one. */
const RESOURCE_TYPES = new Set(['image', 'auto']);

export interface UploadContext {
  settings: ImageHostSettings;
  store: AssetStore;
  /** `{public origin}/{cloud}/image/upload`, where stored files are delivered */
  deliveryBase: () => string;
  now?: () => number;
}

/** The UploadApiResponse fields the SDK types name, plus the ones real replies carry. */
export function uploadReply(ctx: UploadContext, record: AssetRecord, apiKey: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const url = `${ctx.deliveryBase()}/v${record.version}/${record.publicId}.${record.format}`;
  const slash = record.publicId.lastIndexOf('/');
  return {
    asset_id: record.assetId,
    public_id: record.publicId,
    version: record.version,
    version_id: record.versionId,
    // what `utils.verify_api_response_signature` checks: the public id and version signed with the secret
    signature: sign(`public_id=${record.publicId}&version=${record.version}`, ctx.settings.apiSecret),
    width: record.width,
    height: record.height,
    format: record.format,
    resource_type: 'image',
    created_at: record.createdAt,
    tags: record.tags,
    pages: record.pages,
    bytes: record.bytes,
    type: 'upload',
    etag: record.etag,
    placeholder: false,
    url,
    secure_url: url,
    folder: slash < 0 ? '' : record.publicId.slice(0, slash),
    access_mode: 'public',
    original_filename: record.originalFilename,
    api_key: apiKey,
    ...extra,
  };
}

export async function handleUpload(ctx: UploadContext, req: Req, cloud: string, resourceType: string): Promise<Record<string, unknown>> {
  const now = ctx.now?.() ?? Date.now();
  if (cloud !== ctx.settings.cloudName) throw new UploadError(401, `Invalid cloud_name ${cloud}`);
  if (resourceType === 'video' || resourceType === 'raw') throw new UploadError(400, `Resource type ${resourceType} is not supported by this stand-in (image and auto only)`);
  if (!RESOURCE_TYPES.has(resourceType)) throw new UploadError(400, `Invalid resource type ${resourceType}`);
  const { fields, file } = await readUploadParams(req);
  const auth = authorize(ctx.settings, fields, req.headers, now);
  const type = fields.get('type');
  if (type && type !== 'upload') throw new UploadError(400, `Delivery type ${type} is not supported by this stand-in`);
  if (!file || file.bytes.length === 0) throw new UploadError(400, 'Missing required parameter - file');
  checkWholeFile(req);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new UploadError(400, `File size too large. Got ${file.bytes.length}. Maximum is ${MAX_UPLOAD_BYTES}.`);
  const asset = sniffAsset(file.bytes, file.filename);
  if (!asset) throw new UploadError(400, 'Invalid image file');
  const probe = await probeAsset(asset);

  const { publicId } = publicIdFor(fields, file.filename);
  const existing = await ctx.store.get(publicId);
  const apiKey = auth.mode === 'unsigned' ? ctx.settings.apiKey : auth.apiKey;
  // unsigned uploads never replace an asset; signed ones do unless overwrite=false
  if (existing && (auth.mode === 'unsigned' || flag(fields, 'overwrite') === false)) return uploadReply(ctx, existing, apiKey, { existing: true });

  const record: AssetRecord = {
    publicId,
    assetId: existing?.assetId ?? crypto.randomBytes(16).toString('hex'),
    version: Math.max(Math.floor(now / 1000), (existing?.version ?? 0) + 1),
    versionId: crypto.randomBytes(16).toString('hex'),
    format: asset.format,
    width: probe.width,
    height: probe.height,
    pages: probe.pages,
    bytes: file.bytes.length,
    etag: crypto.createHash('md5').update(file.bytes).digest('hex'),
    createdAt: new Date(now).toISOString().replace(/\.\d+Z$/, 'Z'),
    // filename_override names the original when the bytes came without a useful name (a stream)
    originalFilename: (fields.get('filename_override') || file.filename).replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || 'file',
    tags: (fields.get('tags') ?? '').split(',').map((t) => t.trim()).filter(Boolean),
  };
  await ctx.store.put(record, file.bytes);
  return uploadReply(ctx, record, apiKey);
}

/**
 * The SDK's `upload_large` sends chunks with a Content-Range header; a file under its chunk size arrives whole
 * (`bytes 0-(n-1)/n`) and is an ordinary upload. Joining chunks is not emulated.
 */
function checkWholeFile(req: Req): void {
  const range = req.headers['content-range'];
  if (!range) return;
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(range));
  if (!m || Number(m[1]) !== 0 || Number(m[2]) + 1 !== Number(m[3])) throw new UploadError(400, 'Chunked uploads are not supported by this stand-in');
}
