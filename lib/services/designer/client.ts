import 'server-only';
import { z } from 'zod';
import { config, type AppConfig } from '../../ground/config';
import { customTemplatesFolderOf } from './design-owner';
import { designerApiBase } from './service-urls';
import { isDesignStateId } from './state-id';
import { DESIGN_FILE_PATH, templateFileName, templatesFileSchema, type TemplatesFile } from './templates';

/**
 * The design service, Customer's Canvas, as our server calls it: a user's
 * editor token and design preview images, both with the API key in
 * X-CustomersCanvasAPIKey (which never leaves the server, never goes in a
 * log or an error), and the templates host's files (no key). Every call is
 * bounded by UPSTREAM_TIMEOUT_MS; replies are zod-parsed; anything else
 * throws DesignServiceError, whose kind the routes map to a reply.
 */

export type DesignErrorKind =
  /** The service refused the user's token (403): the upload is abandoned. */
  | 'token_refused'
  | 'network'
  | 'timeout'
  | 'http'
  | 'parse'
  /** A preview that is not an image we serve (or too large). */
  | 'not_image';

export class DesignServiceError extends Error {
  constructor(
    readonly operation: string,
    readonly kind: DesignErrorKind,
    message: string,
    readonly status: number | null = null,
    cause?: unknown,
  ) {
    // Never the URL's query or a header: the message is logged as it is.
    super(`design ${operation}: ${message}`, cause === undefined ? undefined : { cause });
    this.name = 'DesignServiceError';
  }
}

export const DESIGN_API_KEY_HEADER = 'X-CustomersCanvasAPIKey';
/** Tokens live an hour and are extended by each call that uses them. */
export const TOKEN_SECONDS = 3600;
/** A preview is a thumbnail; anything larger is not one we proxy. */
export const MAX_PREVIEW_BYTES = 5 * 1024 * 1024;
/** Raster only: an SVG served from our origin could run script. */
export const PREVIEW_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** What copyState did: the state is now the target user's either way. */
export type StateCopy = 'copied' | 'existing';
/** A saved design is JSON describing the items (images stay in the gallery); anything far larger is not one. */
export const MAX_STATE_BYTES = 20 * 1024 * 1024;

/** A user id as it goes in a path: our visitors' UUIDs and customers' numeric ids. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

type DesignConfig = Pick<
  AppConfig,
  'APP_ENV' | 'DESIGNER_URL' | 'DESIGNER_STAGING_URL' | 'DESIGNER_API_URL' | 'DESIGNER_STAGING_API_URL' | 'DESIGNER_API_KEY' | 'TEMPLATES_BASE_URL' | 'UPSTREAM_TIMEOUT_MS'
>;

export interface DesignPreview {
  bytes: ArrayBuffer;
  contentType: string;
}

export interface DesignService {
  /** The editor token of a user (an existing one, else a new one); throws `token_refused` on a 403. */
  userToken(userId: string): Promise<string>;
  /** A design file's preview image, or null when the service has no such file. */
  designPreview(designFile: string, size?: { width?: number; height?: number }): Promise<DesignPreview | null>;
  /** A product type's templates file, or null when the host has none (the modal then sets noTemplateFound). */
  readTemplates(productType: string): Promise<TemplatesFile | null>;
  /**
   * Puts an image in the user's private gallery under `name` (the editor's
   * source images), with the user's token; answers the stored file name.
   * Throws `token_refused` on a 403.
   */
  uploadToGallery(userId: string, tokenId: string, image: { bytes: Uint8Array; name: string; contentType: string }): Promise<string>;
  /** Stores a design file named `name` in the user's own custom-templates folder (customTemplatesFolderOf); answers its id (a design file path). */
  uploadCustomTemplate(userId: string, name: string, design: unknown): Promise<string>;
  /**
   * Gives `toUserId` the saved design `stateId` of `fromUserId` (same id),
   * through the state-files API: 'copied', or 'existing' when that user
   * already has it. Throws `http` 404 when the source has no such state.
   */
  copyState(fromUserId: string, toUserId: string, stateId: string): Promise<StateCopy>;
}

/** The header the private gallery takes the user's token in (left to configuration; the emulator reads this one). */
export const USER_TOKEN_HEADER = 'X-CustomersCanvasUserToken';
/** Gallery and template file names: what our routes generate, nothing a browser chose. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/;
const galleryReply = z.array(z.union([z.string().min(1), z.looseObject({ name: z.string().min(1) })])).min(1);

const tokenEntry = z.looseObject({ tokenId: z.string().min(1).optional() });
/** The list's shape is not documented: a bare array or `{ tokens: [...] }`. */
const tokenList = z.union([z.array(tokenEntry), z.looseObject({ tokens: z.array(tokenEntry) })]);
const createdToken = z.looseObject({ tokenId: z.string().min(1) });

const timedOut = (error: unknown, signal: AbortSignal) => signal.aborted || (error as { name?: unknown } | null)?.name === 'TimeoutError';

/**
 * A reply's body, refused past `max` bytes: by its declared length before
 * reading, then by what arrived (a length header may be missing or wrong).
 * `tooLarge` is how the caller names a body that is too big.
 */
async function cappedBody(operation: string, response: Response, max: number, tooLarge: { kind: DesignErrorKind; message: string }): Promise<ArrayBuffer> {
  const refused = () => new DesignServiceError(operation, tooLarge.kind, tooLarge.message, response.status);
  if (Number(response.headers.get('content-length') ?? 0) > max) throw refused();
  let body: ArrayBuffer;
  try {
    body = await response.arrayBuffer();
  } catch {
    throw new DesignServiceError(operation, 'network', 'reply cut short', response.status);
  }
  if (body.byteLength > max) throw refused();
  return body;
}

export function createDesignService(cfg: DesignConfig): DesignService {
  const apiBase = designerApiBase(cfg);

  /** One request; transport failures become typed errors, the reply is the caller's to read. */
  async function send(operation: string, url: string, init: RequestInit & { withKey?: boolean }): Promise<Response> {
    const { withKey = true, ...rest } = init;
    const signal = AbortSignal.timeout(cfg.UPSTREAM_TIMEOUT_MS);
    const headers = new Headers(rest.headers);
    if (withKey) headers.set(DESIGN_API_KEY_HEADER, cfg.DESIGNER_API_KEY);
    try {
      return await fetch(url, { ...rest, headers, cache: 'no-store', signal });
    } catch (error) {
      // The cause is dropped: a fetch error may echo the request it failed on.
      if (timedOut(error, signal)) throw new DesignServiceError(operation, 'timeout', `no reply within ${cfg.UPSTREAM_TIMEOUT_MS} ms`);
      throw new DesignServiceError(operation, 'network', 'request failed');
    }
  }

  async function json<T>(operation: string, response: Response, schema: z.ZodType<T>): Promise<T> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new DesignServiceError(operation, 'parse', 'reply is not JSON', response.status);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new DesignServiceError(operation, 'parse', `unexpected reply: ${parsed.error.issues[0]?.message ?? ''}`, response.status);
    return parsed.data;
  }

  function refusedOrFailed(operation: string, response: Response): DesignServiceError {
    if (response.status === 403) return new DesignServiceError(operation, 'token_refused', 'the service refused the user token (403)', 403);
    return new DesignServiceError(operation, 'http', `HTTP ${response.status}`, response.status);
  }

  return {
    async userToken(userId) {
      if (!USER_ID.test(userId)) throw new RangeError('userToken: not a user id');
      const url = `${apiBase}/api/Auth/Users/${encodeURIComponent(userId)}/Tokens`;
      const listed = await send('tokens.list', url, { method: 'GET', headers: { Accept: 'application/json' } });
      if (!listed.ok) throw refusedOrFailed('tokens.list', listed);
      const body = await json('tokens.list', listed, tokenList);
      const existing = (Array.isArray(body) ? body : body.tokens).find((t) => t.tokenId)?.tokenId;
      if (existing) return existing;
      const created = await send('tokens.create', `${url}?Seconds=${TOKEN_SECONDS}&UpdateOnCall=true`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
      });
      if (!created.ok) throw refusedOrFailed('tokens.create', created);
      return (await json('tokens.create', created, createdToken)).tokenId;
    },

    async designPreview(designFile, { width, height } = {}) {
      if (!DESIGN_FILE_PATH.test(designFile)) throw new RangeError('designPreview: not a design file path');
      const query = new URLSearchParams({ mode: 'File' });
      if (width) query.set('width', String(width));
      if (height) query.set('height', String(height));
      const path = designFile.split('/').map(encodeURIComponent).join('/');
      const response = await send('preview', `${apiBase}/api/ProductTemplates/designs/${path}?${query}`, { method: 'GET', headers: { Accept: 'image/*' } });
      if (response.status === 404) return null;
      if (!response.ok) throw new DesignServiceError('preview', 'http', `HTTP ${response.status}`, response.status);
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(PREVIEW_TYPES as readonly string[]).includes(contentType)) {
        throw new DesignServiceError('preview', 'not_image', `content type "${contentType.slice(0, 60)}" is not a raster image`, response.status);
      }
      const bytes = await cappedBody('preview', response, MAX_PREVIEW_BYTES, { kind: 'not_image', message: 'image too large' });
      return { bytes, contentType };
    },

    async readTemplates(productType) {
      const name = templateFileName(productType);
      const url = `${cfg.TEMPLATES_BASE_URL.replace(/\/+$/, '')}/${encodeURIComponent(name)}.json`;
      // The templates host is public: the API key stays with the design service.
      const response = await send('templates', url, { method: 'GET', headers: { Accept: 'application/json' }, withKey: false });
      if (response.status === 404) return null;
      if (!response.ok) throw new DesignServiceError('templates', 'http', `HTTP ${response.status}`, response.status);
      return json('templates', response, templatesFileSchema);
    },

    async uploadToGallery(userId, tokenId, image) {
      if (!USER_ID.test(userId)) throw new RangeError('uploadToGallery: not a user id');
      if (!FILE_NAME.test(image.name)) throw new RangeError('uploadToGallery: not a file name');
      const form = new FormData();
      form.append('file', new Blob([image.bytes as Uint8Array<ArrayBuffer>], { type: image.contentType }), image.name);
      form.append('attachmentName', image.name);
      const url = `${apiBase}/api/Gallery/Private/${encodeURIComponent(userId)}/files?OverwriteExistingFiles=true`;
      // The gallery belongs to the user: their token, not the API key.
      const response = await send('gallery.upload', url, { method: 'POST', body: form, headers: { [USER_TOKEN_HEADER]: tokenId, Accept: 'application/json' }, withKey: false });
      if (!response.ok) throw refusedOrFailed('gallery.upload', response);
      const [first] = await json('gallery.upload', response, galleryReply);
      return typeof first === 'string' ? first : first!.name;
    },

    async uploadCustomTemplate(userId, name, design) {
      const folder = customTemplatesFolderOf(userId);
      if (!FILE_NAME.test(name)) throw new RangeError('uploadCustomTemplate: not a file name');
      const form = new FormData();
      form.append('file', new Blob([JSON.stringify(design)], { type: 'application/json' }), name);
      form.append('attachmentName', name);
      const response = await send('templates.custom', `${apiBase}/api/ProductTemplates/designs/${folder}`, { method: 'POST', body: form });
      if (!response.ok) throw new DesignServiceError('templates.custom', 'http', `HTTP ${response.status}`, response.status);
      // The body is the stored id as plain text (one per line when several files went).
      const id = (await response.text().catch(() => '')).split('\n')[0]!.trim().replace(/^"|"$/g, '');
      if (!DESIGN_FILE_PATH.test(id)) throw new DesignServiceError('templates.custom', 'parse', 'the reply is not a design file id', response.status);
      return id;
    },

    async copyState(fromUserId, toUserId, stateId) {
      if (!USER_ID.test(fromUserId) || !USER_ID.test(toUserId)) throw new RangeError('copyState: not a user id');
      if (!isDesignStateId(stateId)) throw new RangeError('copyState: not a state id');
      const stateUrl = (userId: string) => `${apiBase}/api/users/${encodeURIComponent(userId)}/states/${encodeURIComponent(stateId)}`;
      const source = await send('states.read', stateUrl(fromUserId), { method: 'GET' });
      if (!source.ok) throw new DesignServiceError('states.read', 'http', `HTTP ${source.status}`, source.status);
      const file = await cappedBody('states.read', source, MAX_STATE_BYTES, { kind: 'parse', message: 'state file too large' });
      // The state file goes back as the service gave it: same bytes, same type.
      const contentType = source.headers.get('content-type') ?? 'application/octet-stream';
      const target = await send('states.write', stateUrl(toUserId), { method: 'POST', headers: { 'Content-Type': contentType }, body: file });
      if (target.ok) return 'copied';
      if (target.status === 400 && /already exists/i.test(await target.text().catch(() => ''))) return 'existing';
      throw new DesignServiceError('states.write', 'http', `HTTP ${target.status}`, target.status);
    },
  };
}

let shared: DesignService | undefined;
const service = () => (shared ??= createDesignService(config()));

export const userToken: DesignService['userToken'] = (userId) => service().userToken(userId);
export const designPreview: DesignService['designPreview'] = (designFile, size) => service().designPreview(designFile, size);
export const readTemplates: DesignService['readTemplates'] = (productType) => service().readTemplates(productType);
export const uploadToGallery: DesignService['uploadToGallery'] = (userId, tokenId, image) => service().uploadToGallery(userId, tokenId, image);
export const uploadCustomTemplate: DesignService['uploadCustomTemplate'] = (userId, name, design) => service().uploadCustomTemplate(userId, name, design);
export const copyState: DesignService['copyState'] = (fromUserId, toUserId, stateId) => service().copyState(fromUserId, toUserId, stateId);
